import { Image } from '@chakra-ui/react';

/** The limits of a tenant's logo (specification §1, §9): at most half the width it sits in and 100 px high. */
export const LOGO_MAX_WIDTH = '50%';
export const LOGO_MAX_HEIGHT = '100px';

/** A workspace's logo, scaled down (never up, never stretched) to the limits every screen shares. */
export function WorkspaceLogo({ src, label }: { src: string; label: string }) {
  return (
    <Image
      src={src}
      alt={label}
      maxW={LOGO_MAX_WIDTH}
      maxH={LOGO_MAX_HEIGHT}
      objectFit="contain"
      data-testid="workspace-logo"
    />
  );
}
