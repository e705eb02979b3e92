import type { Env } from '../shared/config/app-config';
import { providerEndpoints, type ProviderEndpoints } from './provider-endpoints';
import { SecretBox } from './secret-box';
import { PROVIDER_SLUGS, type ProviderSlug } from './provider-rules';

/** Read once at start: a bad provider URL stops the start instead of failing the first upload. */
export interface IntegrationSettings {
  box: SecretBox;
  endpoints: Record<ProviderSlug, ProviderEndpoints>;
}

export const INTEGRATION_SETTINGS = Symbol('INTEGRATION_SETTINGS');

export function integrationSettings(env: Env, secretsKey: string): IntegrationSettings {
  const endpoints = Object.fromEntries(PROVIDER_SLUGS.map((slug) => [slug, providerEndpoints(env, slug)])) as Record<
    ProviderSlug,
    ProviderEndpoints
  >;
  return { box: new SecretBox(secretsKey), endpoints };
}
