/** Metadata every event carries. Personal data never goes here (it cannot be erased per user). */
export interface EventMetadata {
  tenant: string;
  /** The acting user's id; null for the system (CLI, migrations, projections). */
  userId: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601 instant the command was decided. */
  time: string;
}

/** An event about to be appended. `version` defaults to the current schema version of its type. */
export interface NewEvent<T = unknown> {
  id?: string;
  type: string;
  version?: number;
  data: T;
  metadata: EventMetadata;
}

/** An event as stored: stream revision (0-based) and global position (strictly increasing across the store). */
export interface RecordedEvent<T = unknown> {
  id: string;
  stream: string;
  type: string;
  version: number;
  data: T;
  metadata: EventMetadata;
  revision: number;
  position: number;
  /** ISO-8601 instant the store recorded the event. */
  recordedAt: string;
}
