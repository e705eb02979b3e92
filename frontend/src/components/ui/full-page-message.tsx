import { Center, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The full-page states (specification §2.10): one message in the middle of the screen. */
export function FullPageMessage({ children, detail }: { children: ReactNode; detail?: ReactNode }) {
  return (
    <Center minH="100vh" p="6">
      <Stack gap="3" textAlign="center" maxW="lg" role="status">
        <Text fontSize="xl" fontWeight="semibold" data-testid="full-page-message">
          {children}
        </Text>
        {detail && <Text>{detail}</Text>}
      </Stack>
    </Center>
  );
}

export const LOADING_TEXT = 'Loading...';
export const SERVER_UNAVAILABLE_TEXT =
  'The server is currently unavailable. Please refresh your screen in a minute to use the system.';
export const DEACTIVATED_TEXT = 'Your workspace has been deactivated.';
/** The spec leaves the number open (docs/frontend.md "Decisions"); one place to change it. */
export const SALES_PHONE = '+1 (800) 555-0199';
export const NOT_FOUND_TEXT = "404. That's an error.";

export function LoadingPage() {
  return <FullPageMessage>{LOADING_TEXT}</FullPageMessage>;
}

export function ServerUnavailablePage() {
  return <FullPageMessage>{SERVER_UNAVAILABLE_TEXT}</FullPageMessage>;
}

export function DeactivatedPage() {
  return <FullPageMessage detail={`Please call our sales team at ${SALES_PHONE}.`}>{DEACTIVATED_TEXT}</FullPageMessage>;
}

export function NotFoundPage() {
  return <FullPageMessage>{NOT_FOUND_TEXT}</FullPageMessage>;
}
