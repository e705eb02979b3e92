import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Settings the application itself reads; storage engines read theirs in `storageConfigFromEnv`. */
export interface AppConfig {
  port: number;
  /** Absolute: embedded storage, outbox and anything else kept on disk. */
  dataDir: string;
  /** The built frontend (`vite build` output); served with an SPA fallback when present. */
  frontendDir: string;
  demo: {
    workspace: string;
    adminEmail: string;
    adminPassword: string;
    /** True when the password came from DEMO_ADMIN_PASSWORD, false when it is the documented default. */
    passwordFromEnv: boolean;
  };
  /** Bearer token for the operator API (/api/workspaces); the API is off when unset. */
  operatorToken: string | undefined;
  /** Upper bound on how long a query waits for X-Min-Position. */
  minPositionWaitMs: number;
  logLevel: string;
  /**
   * How many reverse proxies in front of the server to believe about the client's address
   * (X-Forwarded-For) and protocol; 0 believes none. Rate limits count per client address.
   */
  trustProxyHops: number;
  /** On SIGTERM, how long requests in flight may still run before their connections are cut. */
  shutdownGraceMs: number;
  /**
   * Whether this instance runs the projectors (exactly one process may). False: it serves requests
   * from the read models another instance keeps, and follows that instance's checkpoints.
   */
  runProjections: boolean;
  /** The type designer's imports (001 §2 "Import model dialog"): what an uploaded file may be. */
  imports: ImportLimits;
  /** The template editor's uploads (001 §2 Docx, Pdf form): the largest .docx or .pdf it accepts. */
  templates: { maxUploadBytes: number };
  /** Catalog administration (002 §8): whether the 6-catalog limit applies (off by default, as in the seed). */
  catalogs: { limitEnforced: boolean };
  /** The records import (002 §5 Import): the largest CSV file it accepts (a larger one is a 413). */
  records: { importMaxBytes: number };
  /**
   * App runs (issue 16): how long a run may go without an event before a starting server takes it for one a stop
   * cut off, and assembles it again (another instance may still be assembling a younger one).
   */
  runs: {
    resumeAfterMs: number;
    /**
     * 'Send documents': how long to wait before each try again when the provider is unavailable; after the last
     * one the documents stay unsent until someone asks again (the record shows why).
     */
    sendRetryDelaysMs: number[];
  };
}

/**
 * An import's bounds: the uploaded file, and what a zip may unpack to (zip bombs are refused by the sizes its
 * entries declare, and again by counting while they inflate).
 */
export interface ImportLimits {
  maxUploadBytes: number;
  maxUnzippedBytes: number;
}

export const DEFAULT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_IMPORT_MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
/** Issue 13: "size configurable, 25 MB by default". */
export const DEFAULT_TEMPLATE_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/** Issue 14: a 50 MB CSV (about 500,000 rows of 20 columns) is handled; larger ones are refused by default. */
export const DEFAULT_RECORD_IMPORT_MAX_BYTES = 64 * 1024 * 1024;

/** Far longer than one document takes to assemble, so a run another instance is assembling is never taken. */
export const DEFAULT_RUN_RESUME_AFTER_MS = 2 * 60 * 1000;

/** 30 seconds, 2 minutes, 10 minutes: a provider's short outage is ridden out, a long one is shown. */
export const DEFAULT_SEND_RETRY_DELAYS_MS = [30_000, 120_000, 600_000];

export type Env = Record<string, string | undefined>;

export const DEFAULT_PORT = 3000;
export const DEFAULT_DEMO_WORKSPACE = 'demo';
export const DEFAULT_DEMO_ADMIN_EMAIL = 'admin@demo.test';
/** Documented in docs/configuration.md: a newcomer can sign in without reading the console. */
export const DEFAULT_DEMO_ADMIN_PASSWORD = 'demo-admin-1';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Both backend/src/config (tests, tsx) and backend/dist/config (built) sit three levels below the root. */
export const defaultFrontendDir = () => resolve(__dirname, '..', '..', '..', '..', 'frontend', 'dist');

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
  }
  return parsed;
}

/** A comma-separated list of delays in milliseconds (at most 10, each at most a day). */
function delays(env: Env, name: string, fallback: number[]): number[] {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = raw.split(',').map((part) => Number(part.trim()));
  if (parsed.length > 10 || parsed.some((each) => !Number.isInteger(each) || each < 0 || each > 24 * 60 * 60 * 1000)) {
    throw new Error(
      `${name} must be up to 10 whole numbers of milliseconds, separated by commas (got ${JSON.stringify(raw)})`,
    );
  }
  return parsed;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false (got ${JSON.stringify(value(env, name))})`);
}

export function appConfigFromEnv(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const workspace = value(env, 'DEMO_WORKSPACE') ?? DEFAULT_DEMO_WORKSPACE;
  if (!/^[a-z0-9]+$/.test(workspace))
    throw new Error(
      `DEMO_WORKSPACE: Sorry, only letters (a-z), numbers (0-9) are allowed. (got ${JSON.stringify(workspace)})`,
    );
  const adminEmail = (value(env, 'DEMO_ADMIN_EMAIL') ?? DEFAULT_DEMO_ADMIN_EMAIL).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail))
    throw new Error(`DEMO_ADMIN_EMAIL is not an e-mail address (got ${JSON.stringify(adminEmail)})`);
  const envPassword = value(env, 'DEMO_ADMIN_PASSWORD');
  if (envPassword !== undefined && envPassword.length < 8)
    throw new Error('DEMO_ADMIN_PASSWORD must be 8 characters or longer');
  const logLevel = value(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(logLevel)})`);
  const frontendDir = value(env, 'FRONTEND_DIR');
  return {
    port: integer(env, 'PORT', DEFAULT_PORT, 0, 65535),
    dataDir: resolve(cwd, value(env, 'DATA_DIR') ?? 'data'),
    frontendDir: frontendDir ? resolve(cwd, frontendDir) : defaultFrontendDir(),
    demo: {
      workspace,
      adminEmail,
      adminPassword: envPassword ?? DEFAULT_DEMO_ADMIN_PASSWORD,
      passwordFromEnv: envPassword !== undefined,
    },
    operatorToken: value(env, 'OPERATOR_TOKEN'),
    minPositionWaitMs: integer(env, 'MIN_POSITION_WAIT_MS', 2000, 0, 30000),
    logLevel,
    trustProxyHops: integer(env, 'TRUST_PROXY', 0, 0, 10),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 120_000),
    runProjections: boolean(env, 'RUN_PROJECTIONS', true),
    imports: {
      maxUploadBytes: integer(env, 'IMPORT_MAX_BYTES', DEFAULT_IMPORT_MAX_BYTES, 1024, 1024 * 1024 * 1024),
      maxUnzippedBytes: integer(
        env,
        'IMPORT_MAX_UNZIPPED_BYTES',
        DEFAULT_IMPORT_MAX_UNZIPPED_BYTES,
        1024,
        4 * 1024 * 1024 * 1024,
      ),
    },
    templates: {
      maxUploadBytes: integer(
        env,
        'TEMPLATE_UPLOAD_MAX_BYTES',
        DEFAULT_TEMPLATE_UPLOAD_MAX_BYTES,
        1024,
        1024 * 1024 * 1024,
      ),
    },
    catalogs: { limitEnforced: boolean(env, 'CATALOG_LIMIT_ENFORCED', false) },
    records: {
      importMaxBytes: integer(
        env,
        'RECORD_IMPORT_MAX_BYTES',
        DEFAULT_RECORD_IMPORT_MAX_BYTES,
        1024,
        1024 * 1024 * 1024,
      ),
    },
    runs: {
      resumeAfterMs: integer(env, 'RUN_RESUME_AFTER_MS', DEFAULT_RUN_RESUME_AFTER_MS, 0, 24 * 60 * 60 * 1000),
      sendRetryDelaysMs: delays(env, 'SEND_RETRY_DELAYS_MS', DEFAULT_SEND_RETRY_DELAYS_MS),
    },
  };
}

export const frontendBuilt = (config: AppConfig) => existsSync(resolve(config.frontendDir, 'index.html'));
