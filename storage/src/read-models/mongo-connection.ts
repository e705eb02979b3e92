import { MongoClient, MongoError, MongoNetworkError, MongoServerSelectionError } from 'mongodb';
import { redactUrl } from '../redact-url';
import { errorCauses } from './error-causes';

export { redactUrl };

const DEFAULT_DB = 'app';
/** How long start-up waits for the first answer when the URL does not set serverSelectionTimeoutMS. */
export const STARTUP_TIMEOUT_MS = 5000;

/** The database named in the URL path (`mongodb://host/dbname`), or `app`. */
export function databaseNameFromUrl(url: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]+)/i.exec(url);
  return match ? decodeURIComponent(match[1]) : DEFAULT_DB;
}

/**
 * The long-lived client, with the driver's runtime defaults: a replica-set election takes 10-12 s,
 * and a 5 s server selection would fail every request made during one (withTransaction does not retry
 * server-selection errors). Only what the URL itself sets is changed.
 */
export function mongoClient(url: string, variable = 'MONGODB_URL'): MongoClient {
  try {
    return new MongoClient(url);
  } catch (error) {
    throw new Error(
      `${variable} is not a valid MongoDB connection string (${redactUrl(url)}): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * Connects and makes the server answer a ping within ~5 s (or the URL's own serverSelectionTimeoutMS),
 * so a wrong or unreachable MONGODB_URL fails at start-up with a message naming the variable instead of
 * hanging on the first query. Only this start-up check is bounded: the client it returns keeps the
 * driver's defaults (see mongoClient).
 */
export async function connectMongo(
  url: string,
  variable = 'MONGODB_URL',
  startupTimeoutMs = STARTUP_TIMEOUT_MS,
): Promise<MongoClient> {
  const client = mongoClient(url, variable);
  const bound = /[?&]serverSelectionTimeoutMS=/i.test(url) ? client.options.serverSelectionTimeoutMS : startupTimeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const answered = (async () => {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  })();
  // Once the deadline has passed the client is closed, which ends the attempt; its failure is already reported.
  answered.catch(() => undefined);
  try {
    await Promise.race([
      answered,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${bound} ms`)), bound);
      }),
    ]);
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new Error(`MongoDB at ${variable}=${redactUrl(url)} does not answer: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
  return client;
}

/** Read models commit documents and checkpoint in one transaction, which MongoDB only offers on a replica set. */
export async function assertTransactionsSupported(client: MongoClient, variable = 'MONGODB_URL'): Promise<void> {
  const hello = (await client.db('admin').command({ hello: 1 })) as { setName?: string; msg?: string };
  if (!hello.setName && hello.msg !== 'isdbgrid') {
    throw new Error(
      `MongoDB at ${variable} is a standalone server: read models need a replica set (a one-node replica set is enough, e.g. mongod --replSet rs0 and rs.initiate()) because they commit documents and checkpoints in transactions`,
    );
  }
}

/** A MongoDB error that means the deployment cannot run transactions. */
export function isTransactionsUnsupported(error: unknown): boolean {
  const e = error as { code?: number; message?: string };
  return e.code === 20 || /Transaction numbers are only allowed/i.test(e.message ?? '');
}

/**
 * Server error codes that mean "not now" rather than "not this": a primary stepping down or shutting
 * down, an unreachable host. The retryable-writes specification's list, which the driver retries once.
 */
const TRANSIENT_CODES = new Set([6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);
const TRANSIENT_LABELS = ['TransientTransactionError', 'UnknownTransactionCommitResult', 'RetryableWriteError'];

/**
 * A MongoDB failure that may pass when the operation is tried again: no server selectable (an election
 * in progress), a network error, or an error the server or driver labels transient. Wrapped errors are
 * looked through (`cause`).
 */
export function isTransientMongoError(error: unknown): boolean {
  for (const e of errorCauses(error)) {
    if (e instanceof MongoServerSelectionError || e instanceof MongoNetworkError) return true;
    if (e instanceof MongoError) {
      if (TRANSIENT_LABELS.some((label) => e.hasErrorLabel(label))) return true;
      if (typeof e.code === 'number' && TRANSIENT_CODES.has(e.code)) return true;
    }
  }
  return false;
}
