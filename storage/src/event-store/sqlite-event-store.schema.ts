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

export interface EventRow {
  position: number;
  stream: string;
  revision: number;
  id: string;
  type: string;
  version: number;
  data: string;
  metadata: string;
  recorded_at: number;
}

export const EVENT_COLUMNS = 'position, stream, revision, id, type, version, data, metadata, recorded_at';

export function eventFromRow(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    stream: row.stream,
    type: row.type,
    version: row.version,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
    revision: row.revision,
    position: row.position,
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}

const LAST = Number.MAX_SAFE_INTEGER;

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
    const types = typeCount ? ` AND type IN (${Array(typeCount).fill('?').join(', ')})` : '';
    return `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ?${withTenant ? ' AND tenant = ?' : ''}${types}
            ORDER BY position ASC LIMIT ?`;
  },
  LAST,
};
