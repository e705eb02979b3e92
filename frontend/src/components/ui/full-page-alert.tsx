import { Center, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen that cannot go on (bad link, bad parameters): one alert in the middle of the page. */
export function FullPageAlert({ children, fontSize }: { children: ReactNode; fontSize?: 'xl' }) {
  return (
    <Center minH="100vh" p="6">
      <Text role="alert" fontSize={fontSize}>
        {children}
      </Text>
    </Center>
  );
}
