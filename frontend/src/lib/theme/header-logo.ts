import { PRODUCT_LOGO, WHITE_LABEL_LOGO } from './header-logo-assets';
import { WHITE_LABEL_HOST } from './white-label-host';
import { WHITE_LABEL_LOGO_URL } from './white-label-logo-url';

export interface HeaderLogo {
  src: string;
  kind: 'product' | 'whiteLabel';
}

export interface WhiteLabelConfig {
  /** VITE_WHITE_LABEL_HOST. */
  host?: string;
  /** VITE_WHITE_LABEL_LOGO: replaces the bundled white-label logo. */
  logoUrl?: string;
}

/**
 * The logo of the signed-in header (specification §1: on the white-label host "the header logo differs"): the
 * white-label logo there (the build's VITE_WHITE_LABEL_LOGO, else the bundled one), the product's everywhere else.
 */
export function headerLogo(
  hostname = window.location.hostname,
  config: WhiteLabelConfig = { host: WHITE_LABEL_HOST, logoUrl: WHITE_LABEL_LOGO_URL },
): HeaderLogo {
  const onWhiteLabelHost = !!config.host && hostname.toLowerCase() === config.host.toLowerCase();
  if (!onWhiteLabelHost) return { src: PRODUCT_LOGO, kind: 'product' };
  return { src: config.logoUrl || WHITE_LABEL_LOGO, kind: 'whiteLabel' };
}
