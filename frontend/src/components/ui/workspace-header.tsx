import { Flex, Heading, Image } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { headerLogo } from '../../lib/theme/header-logo';
import { WorkspaceLogo } from './workspace-logo';

/**
 * The signed-in header bar: the workspace's logo (within the logo limits; its label as the text alternative), or
 * its label when it has none, on the left; the header logo (the product's, or the white-label host's, §1) and the
 * person's controls (`children`) on the right.
 */
export function WorkspaceHeader({
  label,
  logo,
  nav,
  children,
}: {
  label: string;
  logo?: string;
  /** The catalog links (002 §2.4), after the label; they take the free width when given. */
  nav?: ReactNode;
  children: ReactNode;
}) {
  const brand = headerLogo();
  return (
    <Flex as="header" bg="app.menu" color="app.menuText" px="6" py="3" gap="4" align="center" justify="space-between">
      {/*
       * The label takes the free width, so the logo's 50% is half of the bar beside the controls. It names the
       * workspace, not the page: each screen's title is its one h1 (INTERVIEW §10), so this is no heading. On a
       * narrow screen it is cut with an ellipsis rather than wrapped a letter to a line.
       */}
      <Heading
        as="p"
        size="md"
        flex={nav ? '0 1 auto' : '1'}
        maxW={nav ? '40%' : undefined}
        minW="0"
        whiteSpace="nowrap"
        overflow="hidden"
        textOverflow="ellipsis"
        title={label}
        data-testid="workspace-label"
      >
        {logo ? <WorkspaceLogo src={logo} label={label} /> : label}
      </Heading>
      {nav && (
        <Flex flex="1" minW="0">
          {nav}
        </Flex>
      )}
      <Image src={brand.src} alt="" h="7" flexShrink={0} data-testid="header-logo" data-logo={brand.kind} />
      {children}
    </Flex>
  );
}
