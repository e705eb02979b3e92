import { retried } from './lazy-route';

describe('retrying a failed chunk', () => {
  it('answers the chunk when the import works the second time, without reloading', async () => {
    const reload = jest.fn();
    await expect(retried(async () => 'chunk', reload)()).resolves.toBe('chunk');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the import fails again (the browser kept the failure)', async () => {
    const reload = jest.fn();
    const pending = retried(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), reload)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    // Never settles: the screen keeps 'Loading...' until the page goes.
    const settled = await Promise.race([pending.then(() => true), new Promise((r) => setTimeout(() => r(false), 20))]);
    expect(settled).toBe(false);
  });
});
