/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The white-label host name: on it the default accent is dark green (docs/frontend.md "Colours"). */
  readonly VITE_WHITE_LABEL_HOST?: string;
  /** The header logo on the white-label host (docs/frontend.md "Decisions"). */
  readonly VITE_WHITE_LABEL_LOGO?: string;
  /** The link-API host the tenancy check asks first (docs/configuration.md). */
  readonly VITE_LINK_API_HOST?: string;
  /** The help centre of the administrators' Help link (docs/configuration.md). */
  readonly VITE_HELP_URL?: string;
  /** The client version the About dialog shows: the frontend package's version, set by vite.config.ts. */
  readonly VITE_APP_VERSION?: string;
}
