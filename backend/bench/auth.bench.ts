/**
 * Sign-in latency against the built server: `npm run bench:auth [-- connections seconds]`
 * (defaults 20 connections for 10 s). Each sign-in is an argon2id verify, two appends and a JWT.
 */
import { autocannon, DEMO_SIGN_IN, runBench, startBuiltServer } from './bench-server';

const CONNECTIONS = Number(process.argv[2] ?? 20);
const SECONDS = Number(process.argv[3] ?? 10);

runBench(async () => {
  const server = await startBuiltServer('auth');
  try {
    const url = `${server.url}/demo/api/auth/signin`;
    const body = JSON.stringify({ user: DEMO_SIGN_IN, visitorId: 'bench' });
    const headers = { 'content-type': 'application/json' };
    const check = await fetch(url, { method: 'POST', headers, body });
    if (check.status !== 200) throw new Error(`sign-in does not work: ${check.status} ${await check.text()}`);
    const result = await autocannon({
      url,
      method: 'POST',
      headers,
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    console.log(
      [
        `POST /demo/api/auth/signin, ${CONNECTIONS} connections, ${SECONDS} s`,
        `  requests/s: mean ${result.requests.average.toFixed(0)} (${result.requests.total} in all)`,
        `  latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
        `  answers: ${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors`,
      ].join('\n'),
    );
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
});
