/**
 * GET /{tenancy}/api/users at 50 concurrent connections with 1,000 users in the workspace, against the
 * built server (`npx tsc -b` first): starts `node backend/dist/main.js` over a fresh data folder, signs
 * the demo administrator in, adds 999 users through the API, then runs autocannon.
 *
 *   npm run bench:users [-- seconds]
 */
import { autocannon, DEMO_SIGN_IN, runBench, startBuiltServer } from './bench-server';

const USERS = 1000;
const CONNECTIONS = 50;
const SECONDS = Number(process.argv[2] ?? 10);

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

runBench(async () => {
  const server = await startBuiltServer('users');
  const url = server.url;
  try {
    const { token } = (await post(`${url}/demo/api/auth/signin`, '', { user: DEMO_SIGN_IN })) as { token: string };
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
    await server.stop();
  }
});
