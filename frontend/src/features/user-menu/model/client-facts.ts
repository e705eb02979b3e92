/**
 * What the build knows of itself, read in a module of its own because jest runs the sources as CommonJS, where
 * `import.meta` cannot appear.
 *
 * - The client version: the frontend package's version, set by vite.config.ts (`define`).
 * - The help centre administrators' Help link opens (002 §2.4): `VITE_HELP_URL` at build time
 *   (docs/configuration.md), else the product's help centre.
 */
export const CLIENT_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) || 'development';

export const DEFAULT_HELP_URL = 'https://help.docauto.app/';

export const HELP_URL: string = (import.meta.env.VITE_HELP_URL as string | undefined)?.trim() || DEFAULT_HELP_URL;
