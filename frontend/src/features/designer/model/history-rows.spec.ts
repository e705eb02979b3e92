import { authorName, compareDefaults, formatTime, summaryText, versionChoices } from './history-rows';

describe('summaryText', () => {
  it("drops the server's revert prefix (the row says it apart) and names an empty save", () => {
    expect(summaryText({ summary: 'reverted to version 2: variable Age changed', revertedTo: 2 })).toBe(
      'variable Age changed',
    );
    expect(summaryText({ summary: '3 variables added' })).toBe('3 variables added');
    expect(summaryText({ summary: '' })).toBe('no changes');
  });
});

describe('authorName', () => {
  const names = new Map([['u1', 'Ada Author']]);
  it('names the user, the system, or an unknown (removed) user', () => {
    expect(authorName('u1', names)).toBe('Ada Author');
    expect(authorName(null, names)).toBe('System');
    expect(authorName('gone', names)).toBe('Unknown user');
    expect(authorName('u1', undefined)).toBe('Unknown user');
  });
});

describe('formatTime', () => {
  it('formats in the given locale and keeps an unreadable time as it is', () => {
    const at = '2027-03-04T15:06:00.000Z';
    expect(formatTime(at, 'en-US')).toContain('2027');
    expect(formatTime(at, 'en-GB')).not.toBe(formatTime(at, 'en-US'));
    expect(formatTime('soon', 'en-US')).toBe('soon');
    expect(formatTime(at, 'not a locale!')).toContain('2027');
  });
});

describe('compareDefaults', () => {
  it('compares a row with the latest version, the latest with the one before it', () => {
    expect(compareDefaults(2, 5)).toEqual({ from: 2, to: 5 });
    expect(compareDefaults(5, 5)).toEqual({ from: 4, to: 5 });
    expect(compareDefaults(1, 1)).toEqual({ from: 1, to: 1 });
  });
});

describe('versionChoices', () => {
  it('lists every version newest first, with its label', () => {
    expect(versionChoices(3, new Map([[2, 'Approved']]))).toEqual([
      { value: '3', label: 'Version 3' },
      { value: '2', label: 'Version 2 — Approved' },
      { value: '1', label: 'Version 1' },
    ]);
  });
});
