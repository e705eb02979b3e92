import type { Request, Response } from 'express';
import { bindToBrowser } from './browser-binding';
import { STATE_TTL_SECONDS } from './oauth-keys';
import { z } from 'zod';
import type { Env } from '../shared/config/app-config';
import { strictQuery } from '../shared/http/zod-validation.pipe';
import { isValidMail } from '../users';
import type { Strategy } from 'passport';
import { allowedRedirectOrigins, providerConfig, publicUrl } from './oauth-config';
import { PROVIDER_LABELS, type OAuthProvider } from '../shared/domain/sign-in-methods';
import { createStrategy } from './oauth-strategies';

/** What the signed `state` carries through the provider and back to the one callback. */
export type FlowState = (
  | {
      mode: 'workspace';
      provider: OAuthProvider;
      tenant: string;
      /** The request carried `external` (000 §2.4): an external visit, returning to its record route. */
      external: boolean;
      collection?: string;
      app?: string;
      backOrigin?: string;
    }
  | { mode: 'host'; provider: 'microsoft'; origin: string }
) & {
  /** Also in the browser's oauth_nonce cookie: see browser-binding.ts. */
  nonce: string;
};

/** Signs the state and binds it to this browser: what the start routes hand to the strategy. */
export function startState(
  env: Env,
  req: Request,
  res: Response,
  sign: (state: FlowState) => string,
  state: DistributiveOmit<FlowState, 'nonce'>,
): string {
  const secure = publicUrl(env, portOf(req)).protocol === 'https:';
  const nonce = bindToBrowser(res, secure, STATE_TTL_SECONDS);
  return sign({ ...state, nonce } as FlowState);
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const segment = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/?#\\]+$/, 'must be one path segment');

/** 000 §2.4/§7: collection, app and external come from the record route; back_url and internalEmail from Microsoft buttons. */
export const startQuerySchema = strictQuery({
  collection: segment.optional(),
  app: segment.optional(),
  external: z.string().max(4096).optional(),
  back_url: z.string().max(2048).optional(),
  internalEmail: z
    .string()
    .max(254)
    .refine((mail) => isValidMail(mail.trim().toLowerCase()), 'must be an e-mail address')
    .optional(),
});
export type StartQuery = z.output<typeof startQuerySchema>;

export const hostQuerySchema = strictQuery({ redirect: z.string().min(1).max(2048) });

/**
 * The provider's redirect to the callback. Not strict, unlike every other query: the provider adds
 * parameters of its own (Google `scope`, `authuser`, `prompt`, `hd`; Microsoft `session_state`;
 * Facebook `error_reason`, `error_code`), and a new one must not break every sign-in. The ones read
 * here are bounded, and none may be repeated.
 */
export const callbackQuerySchema = z.looseObject({
  state: z.string().max(4096).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(1000).optional(),
  error_description: z.string().max(4000).optional(),
});

/** The listening port: PUBLIC_URL's default is http://localhost:{port}. */
const portOf = (req: Request) => req.socket.localPort ?? 0;

export function callbackUrl(env: Env, req: Request, provider: OAuthProvider): string {
  return new URL(`/api/auth/${provider}/callback`, publicUrl(env, portOf(req))).toString();
}

export function publicOrigin(env: Env, req: Request): string {
  return publicUrl(env, portOf(req)).origin;
}

/** The origin of `raw` when it is one this installation may send people to, else null (open-redirect guard). */
export function trustedOrigin(env: Env, req: Request, raw: string): string | null {
  let origin: string;
  try {
    origin = new URL(raw).origin;
  } catch {
    return null;
  }
  return allowedRedirectOrigins(env, portOf(req)).includes(origin) ? origin : null;
}

export type StrategyLookup = { ok: true; strategy: Strategy } | { ok: false; status: number; message: string };

/**
 * The strategy for a provider, built per request from the current configuration (cheap), or the page
 * to show instead: 501 when the provider is off, 500 naming the variable when a setting is malformed.
 */
export function strategyFor(env: Env, req: Request, provider: OAuthProvider): StrategyLookup {
  const label = PROVIDER_LABELS[provider];
  try {
    const config = providerConfig(env, provider);
    if (!config)
      return { ok: false, status: 501, message: `Sign-in with ${label} is not configured for this installation.` };
    return { ok: true, strategy: createStrategy(provider, config, callbackUrl(env, req, provider)) };
  } catch (error) {
    return { ok: false, status: 500, message: `Sign-in with ${label} is misconfigured: ${(error as Error).message}` };
  }
}
