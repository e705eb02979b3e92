import { Box, HStack, Text } from '@chakra-ui/react';
import type { IntegrationView } from '../api/get-integration.api';
import { connectedSince } from '../provider-texts';

/** The connection's state at a glance: a coloured dot and a word, and since when. */
export function ConnectionStatus({ view }: { view: IntegrationView }) {
  const state = view.connected ? 'connected' : view.clientId ? 'saved' : 'none';
  const look = {
    connected: { dot: 'green.500', bg: 'green.50', color: 'green.800', text: 'Connected' },
    saved: { dot: 'orange.400', bg: 'orange.50', color: 'orange.800', text: 'Not connected yet' },
    none: { dot: 'gray.400', bg: 'gray.100', color: 'gray.700', text: 'Not connected' },
  }[state];
  const since = connectedSince(view.connectedAt);
  return (
    <HStack gap="3" flexWrap="wrap">
      <HStack
        data-testid="connection-state"
        gap="2"
        px="3"
        py="1"
        borderRadius="full"
        bg={look.bg}
        color={look.color}
        fontSize="sm"
        fontWeight="semibold"
      >
        <Box aria-hidden w="2" h="2" borderRadius="full" bg={look.dot} />
        <Text>{look.text}</Text>
      </HStack>
      {view.connected && since && (
        <Text fontSize="sm" color="gray.600">
          since {since}
        </Text>
      )}
    </HStack>
  );
}
