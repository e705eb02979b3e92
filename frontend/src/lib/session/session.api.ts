import type { HttpClient } from '../http/http-client';
import { HttpError } from '../http/http-error';
import type { SessionCheck, SignInResult } from './session-check';
import type { SessionUser } from './session-user';

export interface ValidateSessionInput {
  workspace: string;
  token: string;
  /** The stored refresh token that goes with `token`, so an expired access token can be renewed. */
  refreshToken?: string;
  /** The browser's visitorId (lib/session/visitor-id.ts). */
  visitorId: string;
  /** An external link's token (query `external`): checked with isExternalToken instead of isAuth. */
  external?: boolean;
}

/**
 * POST /{tenancy}/api/isAuth/ (specification §7) with the token, its refresh token and the visitorId. A token
 * the workspace refuses may be the Microsoft identity the entry screen received in query p: it is then exchanged
 * for a session of this workspace (POST {auth host}/oauth/workspace). The answer carries the tokens to keep
 * when they differ from the ones checked (rotated, or exchanged); storing them is the caller's (the session
 * machine's). Nothing is toasted: a refused token simply means the sign-in screen. An external link's token
 * (`external`) goes to isExternalToken instead (validateExternalToken).
 */
export async function validateSession(client: Pick<HttpClient, 'request'>, input: ValidateSessionInput) {
  const { workspace, token, refreshToken, visitorId } = input;
  if (input.external) return validateExternalToken(client, workspace, token);
  let check: SessionCheck | undefined;
  try {
    check = await client.request<SessionCheck>('/api/isAuth/', {
      workspace,
      method: 'POST',
      token,
      notify: false,
      body: { token, ...(refreshToken ? { refreshToken } : {}), visitorId },
    });
  } catch (error) {
    const entered = await enterWithIdentity(client, workspace, token);
    if (entered) return entered;
    throw error;
  }
  if (check?.isAuth) return check;
  return (await enterWithIdentity(client, workspace, token)) ?? { isAuth: false };
}

/** The answer of POST /{tenancy}/api/isExternalToken/ (§7 "token → data"; docs/access.md). */
export interface ExternalTokenAnswer {
  data?: {
    link?: {
      linkId: string;
      userEmail: string;
      userName?: string;
      catalogName: string;
      recordId: string;
      appName: string;
    };
    user?: SessionUser;
  };
}

/** A 4xx says the token itself is refused; anything else (5xx, network, 408, 429) says it could not be checked. */
function refusesToken(error: unknown): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
}

/**
 * POST /{tenancy}/api/isExternalToken/ { token } (specification §7): an external link's token is valid when the
 * server answers its `data` (the external user and their link). It answers no refresh token: the link's token is
 * the session. A refusal (401 invalid or revoked, 403 another workspace's) is `isAuth: false`; a server that could
 * not check it rejects, so the session machine keeps what is stored. Nothing is toasted.
 */
export async function validateExternalToken(
  client: Pick<HttpClient, 'request'>,
  workspace: string,
  token: string,
): Promise<SessionCheck> {
  let answer: ExternalTokenAnswer | undefined;
  try {
    answer = await client.request<ExternalTokenAnswer>('/api/isExternalToken/', {
      workspace,
      method: 'POST',
      token,
      notify: false,
      body: { token },
    });
  } catch (error) {
    if (refusesToken(error)) return { isAuth: false };
    throw error;
  }
  const user = answer?.data?.user;
  return user?._id ? { isAuth: true, user } : { isAuth: false };
}

/** The auth host's session for one workspace entered with a Microsoft identity token, if it gives one. */
async function enterWithIdentity(
  client: Pick<HttpClient, 'request'>,
  workspace: string,
  identityToken: string,
): Promise<SessionCheck | undefined> {
  const entered = await client
    .request<SignInResult>('/oauth/workspace', {
      method: 'POST',
      notify: false,
      body: { workspace, token: identityToken },
    })
    .catch(() => undefined);
  if (!entered?.token || !entered.user) return undefined;
  return { isAuth: true, user: entered.user, token: entered.token, refreshToken: entered.refreshToken };
}

/**
 * POST /{tenancy}/api/auth/signout ends the session on the server. It goes with the stored token, so the http
 * client renews an expired one first and the server really ends the session. The browser forgets the session
 * whatever the answer, so a failure is not shown.
 */
export async function revokeSession(client: Pick<HttpClient, 'request'>, workspace: string): Promise<void> {
  await client
    .request('/api/auth/signout', { workspace, method: 'POST', notify: false, body: {} })
    .catch(() => undefined);
}
