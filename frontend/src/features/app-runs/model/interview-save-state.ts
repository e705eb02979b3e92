/** What the header says of saving (INTERVIEW §7), from the autosave machine's state. */
export type SaveStatus = 'idle' | 'waiting' | 'saving' | 'failed' | 'offline';

export function saveStateText(status: SaveStatus, savedAt: Date | null, timeZone?: string): string {
  switch (status) {
    case 'saving':
      return 'Saving…';
    case 'failed':
      return 'Not saved';
    case 'offline':
      return 'Offline: kept on this device';
    default:
      return savedAt ? `Saved ${clockTime(savedAt, timeZone)}` : '';
  }
}

/** 14:02, on a 24-hour clock as the seed writes it. */
export const clockTime = (at: Date, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(at);

/** A failed save is tried again after 1, 2, 4… seconds, at most every 30 seconds; answers are never dropped. */
export const retryDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
