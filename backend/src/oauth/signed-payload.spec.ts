import { signPayload, verifyPayload } from './signed-payload';

const key = Buffer.from('k'.repeat(32));

describe('signed payloads', () => {
  it('round-trips a payload for its purpose', () => {
    const value = signPayload(key, 'state', { tenant: 'demo' }, 60);
    expect(verifyPayload<{ tenant: string }>(key, 'state', value)?.tenant).toBe('demo');
  });

  it('refuses another purpose, another key, an altered body and an expired value', () => {
    const value = signPayload(key, 'state', { tenant: 'demo' }, 60);
    expect(verifyPayload(key, 'identity', value)).toBeNull();
    expect(verifyPayload(Buffer.from('x'.repeat(32)), 'state', value)).toBeNull();
    const [, signature] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ tenant: 'other', purpose: 'state', exp: 9e9 })).toString('base64url');
    expect(verifyPayload(key, 'state', `${forged}.${signature}`)).toBeNull();
    expect(verifyPayload(key, 'state', value, Date.now() + 61_000)).toBeNull();
    expect(verifyPayload(key, 'state', 'garbage')).toBeNull();
  });
});
