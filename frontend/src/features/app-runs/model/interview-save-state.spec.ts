import { clockTime, retryDelay, saveStateText } from './interview-save-state';

describe('save state', () => {
  const at = new Date('2026-03-04T14:02:33Z');

  it('says what the header shows in each state', () => {
    expect(saveStateText('saving', at, 'UTC')).toBe('Saving…');
    expect(saveStateText('idle', at, 'UTC')).toBe('Saved 14:02');
    expect(saveStateText('waiting', at, 'UTC')).toBe('Saved 14:02');
    expect(saveStateText('idle', null)).toBe('');
    expect(saveStateText('failed', at)).toBe('Not saved');
    expect(saveStateText('offline', at)).toBe('Offline: kept on this device');
  });

  it('writes the time on a 24-hour clock', () => {
    expect(clockTime(new Date('2026-03-04T21:05:00Z'), 'UTC')).toBe('21:05');
  });

  it('backs off 1, 2, 4 seconds… up to 30', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
