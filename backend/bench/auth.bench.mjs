// Sign-in latency against the built server: `npm run build -w backend && node backend/bench/auth.bench.mjs`.
// Starts backend/dist/main.js on a free port over a fresh temporary DATA_DIR (embedded SQLite), with the rate
// limit raised so it measures the work, not the 429s. Options: --connections 20 --duration 10.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const connections = arg('connections', 20);
const duration = arg('duration', 10);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });

async function waitForHealth(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy in 30 s');
}

const dataDir = mkdtempSync(join(tmpdir(), 'auth-bench-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '100000000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(url, server);
  const body = JSON.stringify({ user: { email: 'admin@demo.test', password: 'demo-admin-1' }, visitorId: 'bench' });
  const check = await fetch(`${url}/demo/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (check.status !== 200) throw new Error(`sign-in does not work: ${check.status} ${await check.text()}`);
  const result = await autocannon({
    url: `${url}/demo/api/auth/signin`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration,
  });
  const summary = {
    endpoint: 'POST /demo/api/auth/signin (argon2id verify + 2 appends + JWT)',
    connections,
    durationSeconds: duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(summary, null, 2));
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
