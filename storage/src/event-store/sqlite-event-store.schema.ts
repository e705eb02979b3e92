import type { RecordedEvent } from '@app/event-schemas';

/**
 * One table for every event. `position` is the rowid, so it is assigned in commit order (writers are
 * serialised by SQLite's write lock) and a reader never sees a later position before an earlier one.
 * `tenant` is its own column so the tenant filter is an equality (`a` never matches `ab`).
 */
export const SQLITE_EVENTS_DDL = `
CREATE TABLE IF NOT EXISTS events (
  position    INTEGER PRIMARY KEY,
  stream      TEXT    NOT NULL,
  revision    INTEGER NOT NULL,
  tenant      TEXT,
  id          TEXT    NOT NULL,
  type        TEXT    NOT NULL,
  version     INTEGER NOT NULL,
  data        TEXT    NOT NULL,
  metadata    TEXT    NOT NULL,
  recorded_at INTEGER NOT NULL,
  UNIQUE (stream, revision)
);
CREATE INDEX IF NOT EXISTS events_by_tenant ON events (tenant, position);
CREATE INDEX IF NOT EXISTS events_by_type ON events (type, position);
CREATE INDEX IF NOT EXISTS events_by_stream_time ON events (stream, recorded_at);
`;

/** A row as better-sqlite3 gives it in raw mode: the columns of EVENT_COLUMNS, in that order. */
export type EventRow = [
  position: number,
  stream: string,
  revision: number,
  id: string,
  type: string,
  version: number,
  data: string,
  metadata: string,
  recordedAt: number,
];

export const EVENT_COLUMNS = 'position, stream, revision, id, type, version, data, metadata, recorded_at';

/**
 * Turns rows into events. Rows come as arrays (raw mode): building an object per row is a large
 * share of a rebuild's reading time. The events of one append share their recording instant, so
 * its ISO text is made once per run of equal instants.
 */
export function eventsFromRows(rows: EventRow[]): RecordedEvent[] {
  const events: RecordedEvent[] = new Array(rows.length);
  let lastMillis = NaN;
  let lastIso = '';
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row[8] !== lastMillis) {
      lastMillis = row[8];
      lastIso = new Date(lastMillis).toISOString();
    }
    events[i] = {
      id: row[3],
      stream: row[1],
      type: row[4],
      version: row[5],
      data: JSON.parse(row[6]),
      metadata: JSON.parse(row[7]),
      revision: row[2],
      position: row[0],
      recordedAt: lastIso,
    };
  }
  return events;
}

const LAST = Number.MAX_SAFE_INTEGER;

const placeholders = (count: number) => Array(count).fill('?').join(', ');

export const SQLITE_EVENT_QUERIES = {
  insert: `INSERT INTO events (stream, revision, tenant, id, type, version, data, metadata, recorded_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  streamRevision: `SELECT MAX(revision) FROM events WHERE stream = ?`,
  head: `SELECT COALESCE(MAX(position), 0) FROM events`,
  forwards: `SELECT ${EVENT_COLUMNS} FROM events
             WHERE stream = @stream AND revision >= @from AND revision <= @to AND recorded_at <= @until
             ORDER BY revision ASC LIMIT @limit`,
  backwards: `SELECT ${EVENT_COLUMNS} FROM events
              WHERE stream = @stream AND revision <= @from AND revision <= @to AND recorded_at <= @until
              ORDER BY revision DESC LIMIT @limit`,
  readAll(withTenant: boolean, typeCount: number): string {
    const types = typeCount ? ` AND type IN (${placeholders(typeCount)})` : '';
    return `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ?${withTenant ? ' AND tenant = ?' : ''}${types}
            ORDER BY position ASC LIMIT ?`;
  },
  /** The same, within (after, until], scanning the table itself (`+type` keeps SQLite off the type index). */
  readTypesInWindow(typeCount: number): string {
    return `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND position <= ? AND +type IN (${placeholders(typeCount)})
            ORDER BY position ASC LIMIT ?`;
  },
  LAST,
};
