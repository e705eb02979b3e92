import { LOCK_WINDOW_MS, lockHolder } from './interview-lock';

describe('lockHolder: 002 §4 record lock as the interview opens it', () => {
  const now = Date.parse('2027-03-01T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const opened = { status: 'Needs Updating', runBy: 'ann', modified: ago(60_000) };

  it('given Ann opened the record a minute ago, when Bob opens it, then Ann holds it', () => {
    expect(lockHolder(opened, 'bob', now)).toBe('ann');
  });

  it('given Ann opened it, when Ann opens it again, then nothing holds it', () => {
    expect(lockHolder(opened, 'ann', now)).toBeNull();
  });

  it('given 12 minutes passed since, when Bob opens it, then the lock is over', () => {
    expect(lockHolder({ ...opened, modified: ago(LOCK_WINDOW_MS - 1) }, 'bob', now)).toBe('ann');
    expect(lockHolder({ ...opened, modified: ago(LOCK_WINDOW_MS) }, 'bob', now)).toBeNull();
  });

  it('given any other status, no runner or an unreadable date, then nothing holds it', () => {
    expect(lockHolder({ ...opened, status: 'Ok' }, 'bob', now)).toBeNull();
    expect(lockHolder({ ...opened, status: 'In Progress' }, 'bob', now)).toBeNull();
    expect(lockHolder({ ...opened, runBy: null }, 'bob', now)).toBeNull();
    expect(lockHolder({ ...opened, modified: 'yesterday' }, 'bob', now)).toBeNull();
  });
});
