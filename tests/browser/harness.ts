/**
 * Browser-test harness: starts the BUILT product (`node backend/dist/main.js`) on a free port with a temporary
 * data folder, and drives Debian's Chromium through playwright-core. The suites use it through
 * browser-suite.ts (set-up, tear-down and screenshots of failed tests).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ROOT = resolve(__dirname, '..', '..');
const MAIN = join(ROOT, 'backend', 'dist', 'main.js');
const CLI = join(ROOT, 'backend', 'dist', 'cli', 'workspace.cli.js');
/** The frontend build the product serves: FRONTEND_DIR (read by the server too) or frontend/dist. */
export const FRONTEND_DIST = process.env.FRONTEND_DIR
  ? resolve(ROOT, process.env.FRONTEND_DIR)
  : join(ROOT, 'frontend', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DEMO_ADMIN_PASSWORD = 'browser-test-1';
/** The product's operator API (workspace lifecycle over HTTP) is on in browser tests with this token. */
export const OPERATOR_TOKEN = 'browser-test-operator-token';

/** Why the browser tests cannot run here, or undefined when they can. */
export function browserTestsBlockedBy(): string | undefined {
  if (!existsSync(CHROMIUM)) return `Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`;
  if (!existsSync(MAIN)) return 'the backend is not built (npx tsc -b)';
  if (!existsSync(join(FRONTEND_DIST, 'index.html')))
    return `the frontend is not built in ${FRONTEND_DIST} (npm run build -w frontend)`;
  return undefined;
}

export function cliAvailable(): boolean {
  return existsSync(CLI);
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface Product {
  url: string;
  dataDir: string;
  /** Output of the server so far, for failure messages. */
  output(): string;
  /** SIGTERM (SIGKILL after 10 s); answers how the process ended. Removes the data folder unless it was given. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs the workspace CLI against a data folder (before the product starts, so that the product reads the
 * workspaces on start). Throws with the CLI's output when it fails.
 */
export function workspaceCli(dataDir: string, args: string[]): string {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (result.status !== 0) {
    throw new Error(`workspace ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

export interface StartOptions {
  /** Workspace CLI commands to run on the fresh data folder first. */
  setup?: string[][];
  /** Extra environment; a function when it is known only once the tests start (a server started in beforeAll). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** An existing data folder (a restart); the caller removes it. Without it, a fresh one removed by stop(). */
  dataDir?: string;
}

export async function startProduct({ setup = [], env = {}, dataDir: given }: StartOptions = {}): Promise<Product> {
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'browser-test-data-'));
  for (const args of setup) workspaceCli(dataDir, args);
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_ADMIN_PASSWORD,
      OPERATOR_TOKEN,
      LOG_LEVEL: 'warn',
      ...(typeof env === 'function' ? env() : env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The product exited (${child.exitCode}) before it was ready:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The product did not answer /api/health within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  let stopped = false;
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (!stopped) {
        stopped = true;
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer);
        }
      }
      if (!given) rmSync(dataDir, { recursive: true, force: true });
      return exited;
    },
  };
}

/** Calls the product's HTTP API; throws with the answer when it is not 2xx. */
export async function api<T>(
  product: Product,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${product.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls the operator API (`/api/workspaces/...`) of a running product; throws with the answer on failure. */
export function operator(product: Product, method: 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) {
  return api<unknown>(product, method, `/api/workspaces${path}`, body, OPERATOR_TOKEN);
}

/** Waits until the tenancy check of `name` satisfies `ready` (projections are eventually consistent). */
export async function waitForTenancy(
  product: Product,
  name: string,
  ready: (answer: Record<string, unknown>) => boolean,
): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${product.url}/api/isTenancy/${name}`);
    if (response.ok && ready((await response.json()) as Record<string, unknown>)) return;
    if (Date.now() > deadline) throw new Error(`Workspace ${name} did not reach the expected state within 10 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Creates a workspace through the operator API. */
export function createWorkspace(product: Product, name: string, settings: Record<string, unknown>) {
  return operator(product, 'POST', '', { name, settings });
}

/** Switches an add-on of a workspace on through the operator API and waits until the workspace shows it. */
export async function enableAddon(product: Product, workspace: string, addon: string): Promise<void> {
  await operator(product, 'PUT', `/${workspace}/addons/${addon}`, { enabled: true });
  await waitForTenancy(product, workspace, (t) => JSON.stringify(t.addons).includes(addon));
}

export interface BrowserSession {
  browser: Browser;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Chromium with the flags that work on these machines. Playwright refuses `--user-data-dir` with launch(); it
 * gives every launch a fresh temporary profile of its own, which is what we need.
 */
export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    // A fresh context per page: its own local storage, as a new visitor.
    newPage: async () => (await browser.newContext()).newPage(),
    close: () => browser.close(),
  };
}
