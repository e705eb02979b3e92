import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** The person the provider says signed in; tests change it between flows. */
export interface MockProfile {
  id: string;
  email: string | null;
  name: string;
}

export interface MockOAuthProvider {
  /** Base URL of the oauth2-mock-server (authorize at /authorize, token at /token). */
  issuerUrl: string;
  /** Base URL of the profile routes the mock lacks: /v1.0/me (Graph), /google/userinfo, /facebook/me. */
  profileUrl: string;
  profile: MockProfile;
  /** Bearer tokens the profile routes received: proves the strategy used the token it was issued. */
  bearerTokens: string[];
  /** Environment for the application: every provider aimed at the mock. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The real oauth2-mock-server (child process: it is ESM only) plus a small profile server on
 * 127.0.0.1 answering what Microsoft Graph, Google userinfo and Facebook /me would.
 */
export async function startMockOAuthProvider(): Promise<MockOAuthProvider> {
  const child = spawn(process.execPath, [join(__dirname, 'mock-oauth-server.process.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const issuerUrl = await readUrl(child);
  const state = { profile: { id: 'subject-1', email: 'someone@example.test', name: 'Some One' } as MockProfile };
  const bearerTokens: string[] = [];
  const profiles = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : url.searchParams.get('access_token');
    if (!token) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"no token"}');
      return;
    }
    bearerTokens.push(token);
    const { id, email, name } = state.profile;
    const bodies: Record<string, object> = {
      '/v1.0/me/': { id, displayName: name, mail: email, userPrincipalName: email },
      '/v1.0/me': { id, displayName: name, mail: email, userPrincipalName: email },
      '/google/userinfo': { sub: id, name, ...(email ? { email, email_verified: true } : {}) },
      '/facebook/me': { id, name, ...(email ? { email } : {}) },
    };
    const body = bodies[url.pathname];
    res
      .writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(body ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => profiles.listen(0, '127.0.0.1', resolve));
  const profileUrl = `http://127.0.0.1:${(profiles.address() as AddressInfo).port}`;
  return {
    issuerUrl,
    profileUrl,
    get profile() {
      return state.profile;
    },
    set profile(value: MockProfile) {
      state.profile = value;
    },
    bearerTokens,
    env: () => providerEnv(issuerUrl, profileUrl),
    stop: () => stop(child, profiles),
  };
}

function providerEnv(issuer: string, profiles: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [prefix, profileVariable, profilePath] of [
    ['MICROSOFT', 'MICROSOFT_API_URL', ''],
    ['GOOGLE', 'GOOGLE_USERINFO_URL', '/google/userinfo'],
    ['FACEBOOK', 'FACEBOOK_PROFILE_URL', '/facebook/me'],
  ]) {
    env[`${prefix}_CLIENT_ID`] = `${prefix.toLowerCase()}-client`;
    env[`${prefix}_CLIENT_SECRET`] = `${prefix.toLowerCase()}-secret`;
    env[`${prefix}_AUTHORIZATION_URL`] = `${issuer}/authorize`;
    env[`${prefix}_TOKEN_URL`] = `${issuer}/token`;
    env[profileVariable] = `${profiles}${profilePath}`;
  }
  return env;
}

function readUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('oauth2-mock-server did not start within 10 s')), 10_000);
    child.once('exit', (code) => reject(new Error(`oauth2-mock-server exited with code ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { url: string }).url);
    });
  });
}

async function stop(child: ChildProcess, profiles: Server): Promise<void> {
  await new Promise<void>((resolve) => profiles.close(() => resolve()));
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdin?.end();
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}
