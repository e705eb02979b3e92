import { resolve } from 'node:path';
import { refuseLenientAppends } from '../event-store/kurrent-connection-string';

/** Where each port keeps its data; with no URL set, everything is embedded under `dataDir`. */
export interface StorageConfig {
  /** Absolute path of the data folder (SQLite files, stored files). */
  dataDir: string;
  /** KurrentDB / EventStoreDB connection string; unset means the SQLite event store. */
  eventStoreUrl?: string;
  /** MongoDB connection string (replica set); unset means SQLite read models and folder files. */
  mongodbUrl?: string;
}

export const EVENTSTORE_SCHEMES = ['kurrentdb', 'esdb', 'kurrentdb+discover', 'esdb+discover'];
export const MONGODB_SCHEMES = ['mongodb', 'mongodb+srv'];

type Env = Record<string, string | undefined>;

/** An empty variable counts as unset, as `FOO= npm start` intends. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function storageConfigFromEnv(env: Env = process.env): StorageConfig {
  const eventStoreUrl = read(env, 'EVENTSTORE_URL');
  const mongodbUrl = read(env, 'MONGODB_URL');
  if (eventStoreUrl) {
    checkConnectionUrl('EVENTSTORE_URL', eventStoreUrl, EVENTSTORE_SCHEMES);
    refuseLenientAppends('EVENTSTORE_URL', eventStoreUrl);
  }
  if (mongodbUrl) checkConnectionUrl('MONGODB_URL', mongodbUrl, MONGODB_SCHEMES);
  return {
    dataDir: resolve(read(env, 'DATA_DIR') ?? './data'),
    ...(eventStoreUrl ? { eventStoreUrl } : {}),
    ...(mongodbUrl ? { mongodbUrl } : {}),
  };
}

/** The value with any password hidden: error messages end up in logs. */
function shown(value: string): string {
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@?]*):[^@/?]*@/i, '$1:***@'));
}

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])$/;

/**
 * Checks the shape of a connection string: scheme, then one or more `host[:port]` separated by
 * commas (WHATWG URL refuses those multi-host strings, which replica sets and clusters need).
 */
export function checkConnectionUrl(variable: string, value: string, schemes: readonly string[]): void {
  const expected = `expected ${schemes.map((s) => `${s}://`).join(', ')} followed by host[:port]`;
  const fail = (reason: string): never => {
    throw new Error(`${variable} is not a valid URL: ${shown(value)} ${reason} (${expected})`);
  };
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/.exec(value);
  if (!match) return fail('is not of the form scheme://host');
  const [, scheme, authority, rest] = match;
  if (!schemes.includes(scheme.toLowerCase())) fail(`has the unsupported scheme '${scheme}'`);
  if (/\s/.test(value)) fail('contains whitespace');
  const at = authority.lastIndexOf('@');
  const hosts = (at >= 0 ? authority.slice(at + 1) : authority).split(',');
  for (const hostPort of hosts) {
    const hostMatch = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(hostPort);
    if (!hostMatch || !hostMatch[1]) fail('has no host');
    const [, host, port] = hostMatch as RegExpExecArray;
    if (!HOST.test(host)) fail(`has an invalid host '${host}'`);
    if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
      fail(`has an invalid port '${port}' (1-65535)`);
    }
  }
  if (scheme.toLowerCase() === 'mongodb+srv' && (hosts.length > 1 || authority.slice(at + 1).includes(':'))) {
    fail('names more than one host or a port, which mongodb+srv:// does not allow');
  }
  if (rest && !/^\/?[^?#]*(\?[^#]*)?$/.test(rest)) fail('has an invalid path or query');
}
