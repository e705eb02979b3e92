/**
 * What the HTTP benchmarks share: the built server (`backend/dist/main.js`, so `npx tsc -b` first)
 * started on a free port over a fresh temporary DATA_DIR, and autocannon to load it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The part of autocannon's result the benchmarks read (it ships no types). */
export interface LoadResult {
  requests: { average: number; p50: number; min: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  throughput: { average: number };
  '2xx': number;
  non2xx: number;
  errors: number;
}
export type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}) => Promise<LoadResult>;
export const autocannon = createRequire(__filename)('autocannon') as Autocannon;

const ROOT = resolve(__dirname, '..', '..');

export const DEMO_SIGN_IN = { email: 'admin@demo.test', password: 'demo-admin-1' };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

export interface BenchServer {
  url: string;
  /** The server's DATA_DIR: a benchmark may seed its SQLite files from another process, as a second server would. */
  dataDir: string;
  /** CPU time the server process has used so far (ms, user + system; Linux /proc, else 0). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** The rate limit is raised so that a benchmark measures the work, not the 429s. */
export async function startBuiltServer(name: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-bench-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, join(ROOT, 'backend/dist/main.js')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let attempt = 0; attempt < 300; attempt++) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const ok = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return { url, dataDir, stop, cpuMs: () => processCpuMs(server.pid) };
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error('the server did not answer /api/health within 30 s');
  } catch (error) {
    await stop();
    throw error;
  }
}

/** utime + stime of a process from /proc/{pid}/stat, in ms (clock ticks of 10 ms). */
function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Runs a benchmark's main, printing a failure and exiting with 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
