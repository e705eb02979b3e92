import { readOutbox } from '../shared/mail';
import { join } from 'node:path';

export interface TestTokens {
  token: string;
  refreshToken: string;
  user: { _id: string; mail: string; isAdmin: boolean; isExternal: boolean } & Record<string, unknown>;
}

export const DEMO_ADMIN = { tenant: 'demo', mail: 'admin@demo.test', password: 'demo-admin-1' } as const;

/** POST /{tenant}/api/auth/signin; throws with the server's answer when it is not a 200. */
export async function signIn(url: string, tenant: string, mail: string, password: string): Promise<TestTokens> {
  const response = await fetch(`${url}/${tenant}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: mail, password } }),
  });
  const body = (await response.json()) as TestTokens & { message?: string };
  if (response.status !== 200) throw new Error(`sign-in of ${mail} failed: ${response.status} ${body.message}`);
  return body;
}

/** What the auth endpoints answer, loosely typed for assertions (an absent field reads as undefined). */
export interface AnswerBody {
  message: string;
  token: string;
  refreshToken: string;
  isAuth: boolean;
  user: Record<string, unknown>;
  _id: string;
}
export type Answer = Omit<Response, 'json'> & { json(): Promise<AnswerBody> };

/** POST a JSON body without credentials. */
export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }) as Promise<Answer>;

/** fetch with a Bearer token and a JSON body. */
export function withToken(
  token: string,
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return fetch(url, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  }) as Promise<Answer>;
}

/** The `t` token of the newest /confirm link mailed to an address (outbox engine). */
export async function lastPasswordLinkToken(dataDir: string, to: string): Promise<string> {
  const mails = await readOutbox(join(dataDir, 'outbox'));
  const url = mails
    .filter((mail) => mail.to === to)
    .at(-1)
    ?.links.find((link) => link.url.includes('/confirm?'))?.url;
  const token = url ? new URL(url).searchParams.get('t') : null;
  if (!token) throw new Error(`no password link mailed to ${to}`);
  return token;
}
