import { MongoClient } from 'mongodb';
import { redactUrl } from '../redact-url';

export { redactUrl };

const DEFAULT_DB = 'app';
const CONNECT_TIMEOUT_MS = 5000;

/** The database named in the URL path (`mongodb://host/dbname`), or `app`. */
export function databaseNameFromUrl(url: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]+)/i.exec(url);
  return match ? decodeURIComponent(match[1]) : DEFAULT_DB;
}

/**
 * Connects and makes the server answer within ~5 s (unless the URL sets its own
 * serverSelectionTimeoutMS), so a wrong or unreachable MONGODB_URL fails at start-up with a message
 * naming the variable instead of hanging on the first query.
 */
export async function connectMongo(url: string, variable = 'MONGODB_URL'): Promise<MongoClient> {
  const ownTimeout = /[?&]serverSelectionTimeoutMS=/i.test(url);
  let client: MongoClient;
  try {
    client = new MongoClient(url, ownTimeout ? {} : { serverSelectionTimeoutMS: CONNECT_TIMEOUT_MS });
  } catch (error) {
    throw new Error(
      `${variable} is not a valid MongoDB connection string (${redactUrl(url)}): ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new Error(`MongoDB at ${variable}=${redactUrl(url)} does not answer: ${(error as Error).message}`, {
      cause: error,
    });
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
