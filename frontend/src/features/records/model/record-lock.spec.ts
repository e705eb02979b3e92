import { lockMessage, lockOf, refetchIntervalOf } from './record-lock';

const now = Date.parse('2026-03-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const busy = { status: 'Needs Updating', lastRunBy: 'Ann Lee', lastRunByID: 'ann', date: minutesAgo(5) };

describe('the record lock (002 §4 Records)', () => {
  it('locks a record another user is updating, modified under 12 minutes ago, naming them', () => {
    expect(lockOf(busy, 'me', now)).toEqual({ locked: true, by: 'Ann Lee' });
  });

  it('does not lock for the user who ran it', () => {
    expect(lockOf(busy, 'ann', now)).toEqual({ locked: false });
  });

  it('does not lock once 12 minutes have passed', () => {
    expect(lockOf({ ...busy, date: minutesAgo(11.9) }, 'me', now).locked).toBe(true);
    expect(lockOf({ ...busy, date: minutesAgo(12) }, 'me', now).locked).toBe(false);
  });

  it('does not lock another status, nobody having run it, or an unreadable date', () => {
    for (const status of ['Ok', 'In Progress', 'Out of date'])
      expect(lockOf({ ...busy, status }, 'me', now).locked).toBe(false);
    expect(lockOf({ ...busy, lastRunByID: null }, 'me', now).locked).toBe(false);
    expect(lockOf({ ...busy, date: 'yesterday' }, 'me', now).locked).toBe(false);
  });

  it('says who works on the record, in the words of 002 §8', () => {
    expect(lockMessage('Ann Lee')).toBe(
      "User 'Ann Lee' is currently working on this record. It will be available when they are finished.",
    );
  });
});

describe('re-fetching an opened record (002 §4, §9)', () => {
  it('polls every second while In Progress', () => {
    expect(refetchIntervalOf({ ...busy, status: 'In Progress' }, 'me', now)).toBe(1000);
  });

  it('refreshes every 10 s while locked', () => {
    expect(refetchIntervalOf(busy, 'me', now)).toBe(10_000);
  });

  it('stops once the status changed or the lock ended', () => {
    expect(refetchIntervalOf({ ...busy, status: 'Ok' }, 'me', now)).toBe(false);
    expect(refetchIntervalOf({ ...busy, date: minutesAgo(13) }, 'me', now)).toBe(false);
    expect(refetchIntervalOf(undefined, 'me', now)).toBe(false);
  });
});
