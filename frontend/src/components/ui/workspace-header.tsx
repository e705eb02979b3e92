import { Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The signed-in header bar: the workspace's label on the left, the person's controls (`children`) on the right. */
export function WorkspaceHeader({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex as="header" bg="app.menu" color="app.menuText" px="6" py="3" align="center" justify="space-between">
      <Heading as="h1" size="md">
        {label}
      </Heading>
      {children}
    </Flex>
  );
}
