import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import type { TemplateStatus } from '../../model/template-files';

const LOOK: Record<TemplateStatus, { word: string; mark: string; color: string; bg: string }> = {
  ok: { word: 'Ok', mark: '✓', color: 'green.800', bg: 'green.100' },
  'in-progress': { word: 'In Progress', mark: '', color: 'gray.800', bg: 'gray.100' },
  'out-of-date': { word: 'Out of date', mark: '!', color: 'orange.900', bg: 'orange.100' },
};

/** 001 §2's status icon of a Word or PDF template, with its word and why (the icon alone is decoration). */
export function TemplateStatusBadge({ status, reason }: { status: TemplateStatus; reason: string }) {
  const look = LOOK[status];
  return (
    <HStack gap="2" role="status" aria-live="polite" data-testid="template-status" data-status={status} title={reason}>
      <HStack
        gap="1.5"
        px="2"
        py="0.5"
        borderRadius="full"
        bg={look.bg}
        color={look.color}
        fontSize="xs"
        fontWeight="semibold"
        whiteSpace="nowrap"
        flexShrink={0}
      >
        {status === 'in-progress' ? (
          <Spinner size="xs" aria-hidden="true" />
        ) : (
          <Box as="span" aria-hidden="true">
            {look.mark}
          </Box>
        )}
        <Text as="span">{look.word}</Text>
      </HStack>
      <Text as="span" fontSize="xs" color="gray.600">
        {reason}
      </Text>
    </HStack>
  );
}
