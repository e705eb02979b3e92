/**
 * GET /{tenancy}/api/users at 50 concurrent connections with 1,000 users in the workspace, against the
 * built server (`npx tsc -b` first): starts `node backend/dist/main.js` over a fresh data folder, signs
 * the demo administrator in, adds 999 users through the API, then runs autocannon.
 *
 *   npx tsx --tsconfig tsconfig.dev.json backend/bench/users.bench.ts [seconds]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/** The part of autocannon's result read here (it ships no types and @types/autocannon is not installed). */
interface LoadResult {
  requests: { average: number; p50: number; min: number };
  latency: { p50: number; p99: number; max: number };
  throughput: { average: number };
  '2xx': number;
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<LoadResult>;
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

const ROOT = resolve(__dirname, '..', '..');
const USERS = 1000;
const CONNECTIONS = 50;
const SECONDS = Number(process.argv[2] ?? 10);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer /api/health within 30 s');
}

async function post(url: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${String(answer.message)}`);
  return answer;
}

async function measure(url: string, headers: Record<string, string>, what: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const bytes = result.throughput.average / Math.max(1, result.requests.average);
  console.log(
    [
      `GET /demo/api/users, ${USERS} users, ${CONNECTIONS} connections, ${SECONDS} s: ${what}`,
      `  requests/s: mean ${result.requests.average.toFixed(0)}, p50 ${result.requests.p50}, min ${result.requests.min}`,
      `  latency ms: p50 ${result.latency.p50}, p99 ${result.latency.p99}, max ${result.latency.max}`,
      `  answers: ${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors, ${(bytes / 1024).toFixed(1)} KiB each`,
    ].join('\n'),
  );
  return result;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'users-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), join(ROOT, 'backend/dist/main.js')],
    {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForHealth(url);
    const { token } = (await post(`${url}/demo/api/auth/signin`, '', {
      user: { email: 'admin@demo.test', password: 'demo-admin-1' },
    })) as { token: string };
    const started = Date.now();
    for (let i = 1; i < USERS; i += 10) {
      const batch = Array.from({ length: Math.min(10, USERS - i) }, (_, k) => i + k);
      await Promise.all(
        batch.map((n) =>
          post(`${url}/demo/api/users`, token, {
            name: `User ${n}`,
            mail: `user${n}@bench.test`,
            isAdmin: n % 10 === 0,
            pass: '',
            type: 'default',
          }),
        ),
      );
    }
    const listed = (await (
      await fetch(`${url}/demo/api/users`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as unknown[];
    console.log(`seeded ${listed.length} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (listed.length !== USERS) throw new Error(`expected ${USERS} users, listed ${listed.length}`);
    const full = await measure(`${url}/demo/api/users`, { authorization: `Bearer ${token}` }, 'full list');
    if (full.non2xx > 0 || full.errors > 0) process.exitCode = 1;
    const etag =
      (await fetch(`${url}/demo/api/users`, { headers: { authorization: `Bearer ${token}` } })).headers.get('etag') ??
      '';
    const revalidated = await measure(
      `${url}/demo/api/users`,
      { authorization: `Bearer ${token}`, 'if-none-match': etag },
      'revalidation with If-None-Match (304)',
    );
    if (revalidated.errors > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
