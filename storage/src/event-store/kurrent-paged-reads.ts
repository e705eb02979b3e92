import {
  BACKWARDS,
  END,
  FORWARDS,
  START,
  StreamNotFoundError,
  type AllStreamResolvedEvent,
  type Filter,
  type KurrentDBClient,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';

/**
 * The most events one server-side read may return. Every read asks the server for a bounded count and
 * is read to its end, so it finishes on the server when it returns: the client's reads go through a
 * bridge iterator with no `return()`, so a read left half-consumed stays open on the server (holding
 * one of the connection's concurrent streams) until garbage collection happens to free it.
 */
export const READ_PAGE_SIZE = 500;

/** Reads one bounded page to its end (see READ_PAGE_SIZE for why it never stops early). */
async function drain<T>(page: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of page) items.push(item);
  return items;
}

/** What a page decides after each event: keep reading, or this read has all it needs. */
export type Verdict = 'more' | 'enough';

export interface StreamPageRead {
  backwards: boolean;
  /** First revision to read (inclusive); undefined reads from the start (forwards) or the end (backwards). */
  from?: number;
  /** Forwards only: the last revision worth reading (inclusive). */
  to: number;
  /** How many events the caller wants at most: the first page asks for no more than this. */
  wanted: number;
}

/**
 * Reads a stream page by page, each a bounded server-side read, handing every event to `visit` until
 * it answers 'enough', the stream ends or the revision bound is passed. An unknown stream reads as empty.
 */
export async function readStreamPages(
  client: KurrentDBClient,
  stream: string,
  read: StreamPageRead,
  visit: (resolved: ResolvedEvent) => Verdict,
): Promise<void> {
  let next = read.from;
  for (;;) {
    // Forwards, nothing after `to` is ever needed; backwards, nothing before revision 0 exists.
    const span = read.backwards ? (next === undefined ? Infinity : next + 1) : read.to - (next ?? 0) + 1;
    const count = Math.min(READ_PAGE_SIZE, span, read.wanted);
    if (count <= 0) return;
    let page: ResolvedEvent[];
    try {
      page = await drain(
        client.readStream(stream, {
          direction: read.backwards ? BACKWARDS : FORWARDS,
          fromRevision: next === undefined ? (read.backwards ? END : START) : BigInt(next),
          maxCount: count,
        }),
      );
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    }
    let last: number | undefined;
    for (const resolved of page) {
      const record = resolved.event ?? resolved.link;
      if (record) last = Number(record.revision);
      if (visit(resolved) === 'enough') return;
    }
    if (page.length < count || last === undefined) return;
    next = read.backwards ? last - 1 : last + 1;
    if (next < 0) return;
  }
}

export interface AllPageRead {
  backwards: boolean;
  /** Where to start: KurrentDB reads $all from a position inclusively. */
  from: ReadPosition;
  filter: Filter;
  /** How many events a page should ask for (the caller's remaining want, or a small count). */
  count: () => number;
}

const positionOf = (resolved: AllStreamResolvedEvent): Position | undefined => resolved.event?.position;

const before = (a: Position, b: Position) => a.commit < b.commit || (a.commit === b.commit && a.prepare < b.prepare);

/**
 * Reads $all page by page, each a bounded server-side read, handing every event once to `visit` until
 * it answers 'enough' or the log ends. A page resumes at the last position seen, which the server
 * reads again: it is skipped, and that page asks for one more event to make up for it.
 */
export async function readAllPages(
  client: KurrentDBClient,
  read: AllPageRead,
  visit: (resolved: AllStreamResolvedEvent) => Verdict,
): Promise<void> {
  let from = read.from;
  // A position to start from is one already seen (the caller's `after`): skip it like any other.
  let seen: Position | undefined = typeof from === 'object' ? from : undefined;
  for (;;) {
    const count = Math.min(READ_PAGE_SIZE, read.count()) + (seen ? 1 : 0);
    if (count <= 0) return;
    const page = await drain(
      client.readAll({
        direction: read.backwards ? BACKWARDS : FORWARDS,
        fromPosition: from,
        filter: read.filter,
        maxCount: count,
      }),
    );
    let progressed = false;
    for (const resolved of page) {
      const position = positionOf(resolved);
      if (seen && position && !(read.backwards ? before(position, seen) : before(seen, position))) continue;
      if (position) {
        seen = position;
        progressed = true;
      }
      if (visit(resolved) === 'enough') return;
    }
    if (page.length < count || !progressed || !seen) return;
    from = seen;
  }
}
