/**
 * The link-API host the tenancy check asks first (specification §4), named at build time:
 * `VITE_LINK_API_HOST=https://links.example.com npm run build -w frontend` (docs/configuration.md). Unset: only the
 * local `GET /api/isTenancy/{name}`. A module of its own because jest runs the sources as CommonJS, where
 * `import.meta` cannot appear; fetchTenancy takes the host as an argument and is tested with it.
 */
export const LINK_API_HOST: string | undefined =
  (import.meta.env.VITE_LINK_API_HOST as string | undefined)?.trim().replace(/\/+$/, '') || undefined;
