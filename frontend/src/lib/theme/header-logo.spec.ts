// The build names the white-label host and may name its logo; here the modules that read them stand in.
jest.mock('./white-label-host', () => ({ WHITE_LABEL_HOST: 'docs.example.com' }));
jest.mock('./white-label-logo-url', () => ({ WHITE_LABEL_LOGO_URL: undefined }));

import { PRODUCT_LOGO, WHITE_LABEL_LOGO } from './header-logo-assets';
import { headerLogo } from './header-logo';

describe('header logo', () => {
  it('is the bundled white-label logo on the white-label host (§1), whatever the case of the name', () => {
    expect(headerLogo('docs.example.com')).toEqual({ src: WHITE_LABEL_LOGO, kind: 'whiteLabel' });
    expect(headerLogo('Docs.Example.COM')).toEqual({ src: WHITE_LABEL_LOGO, kind: 'whiteLabel' });
  });

  it("is the product's logo on any other host", () => {
    expect(headerLogo('other.example.com')).toEqual({ src: PRODUCT_LOGO, kind: 'product' });
    expect(headerLogo('docs.example.com.evil.test')).toEqual({ src: PRODUCT_LOGO, kind: 'product' });
    expect(headerLogo('localhost')).toEqual({ src: PRODUCT_LOGO, kind: 'product' });
  });

  it('is the logo the build names (VITE_WHITE_LABEL_LOGO) on the white-label host, and only there', () => {
    const config = { host: 'docs.example.com', logoUrl: 'https://cdn.example.com/brand.svg' };
    expect(headerLogo('docs.example.com', config)).toEqual({ src: config.logoUrl, kind: 'whiteLabel' });
    expect(headerLogo('other.example.com', config)).toEqual({ src: PRODUCT_LOGO, kind: 'product' });
  });

  it("is always the product's without a white-label host", () => {
    expect(headerLogo('docs.example.com', {})).toEqual({ src: PRODUCT_LOGO, kind: 'product' });
    expect(headerLogo('', { host: '' })).toEqual({ src: PRODUCT_LOGO, kind: 'product' });
  });

  it('bundles two different SVG logos', () => {
    expect(PRODUCT_LOGO).toMatch(/^data:image\/svg\+xml,/);
    expect(WHITE_LABEL_LOGO).toMatch(/^data:image\/svg\+xml,/);
    expect(PRODUCT_LOGO).not.toBe(WHITE_LABEL_LOGO);
    expect(decodeURIComponent(WHITE_LABEL_LOGO)).toContain('#024638');
  });
});
