/**
 * The white-label host's header logo, when the build names one: `VITE_WHITE_LABEL_LOGO=https://…/logo.svg` (or a
 * path or data URI). Unset, the bundled stand-in (header-logo-assets.ts) is used. A module of its own for the same
 * reason as white-label-host.ts: jest cannot read `import.meta`, so unit tests replace it.
 */
export const WHITE_LABEL_LOGO_URL: string | undefined =
  (import.meta.env.VITE_WHITE_LABEL_LOGO as string | undefined)?.trim() || undefined;
