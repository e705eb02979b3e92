import { probe } from './probe';

describe('an engine health probe', () => {
  it('is ok when the read answers', async () => {
    expect(await probe(() => Promise.resolve(42), 100)).toEqual({ result: 'ok' });
  });

  it('fails, keeping the error for the log, when the read throws or rejects', async () => {
    const error = new Error('The database connection is not open');
    expect(await probe(() => Promise.reject(error), 100)).toEqual({ result: 'failed', error });
    expect(
      await probe(() => {
        throw error;
      }, 100),
    ).toEqual({ result: 'failed', error });
  });

  it('fails after the timeout when the engine does not answer', async () => {
    const started = Date.now();
    const answer = await probe(() => new Promise(() => undefined), 50);
    expect(answer.result).toBe('no answer within 50 ms');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
