import { Box, Button, chakra, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { ModalShell } from '../../../components/ui/modal-shell';
import type { AppDetails } from '../../../lib/navigation/app-details';
import { CLIENT_VERSION } from '../model/client-facts';

/** 'About' (002 §2.4): the client version and, on an app route, the app's name, key and environment. */
export function AboutDialog({ app, onClose }: { app: AppDetails | undefined; onClose(): void }) {
  const titleId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    ok.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const rows: [string, string][] = [
    ['Client version', CLIENT_VERSION],
    ...(app
      ? ([
          ['App', app.name],
          ['App key', app.key ?? '—'],
          ['Environment', app.environment],
        ] as [string, string][])
      : []),
  ];
  return (
    <ModalShell labelledBy={titleId} width="480px" maxW="full" borderRadius="md" p="6" bg="white" color="black">
      <Heading as="h2" size="md" id={titleId} mb="4">
        About
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="2" m="0">
        {rows.map(([term, value]) => (
          <Box key={term} display="contents">
            <Text as="dt" color="gray.600" fontSize="sm">
              {term}
            </Text>
            <Text
              as="dd"
              m="0"
              fontSize="sm"
              fontWeight="medium"
              fontFamily={term === 'App key' ? 'mono' : undefined}
              wordBreak="break-all"
              data-testid={`about-${term}`}
            >
              {value}
            </Text>
          </Box>
        ))}
      </chakra.dl>
      <HStack justify="flex-end" mt="6">
        <Button ref={ok} bg="app.widget" color="app.widgetText" onClick={onClose}>
          Ok
        </Button>
      </HStack>
    </ModalShell>
  );
}
