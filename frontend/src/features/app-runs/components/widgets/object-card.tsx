import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ItemStatus } from '../../model/widgets/item-summary';
import { statusText } from '../../model/widgets/item-summary';

/** The state of an object or list item in words and colour: "Complete", "2 answers missing", "1 problem". */
export function StatusBadge({ status }: { status: ItemStatus }) {
  const complete = status.missing === 0 && status.problems === 0;
  const colour = status.problems > 0 ? 'red' : complete ? 'green' : 'orange';
  return (
    <Text
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontSize="xs"
      fontWeight="semibold"
      px="2"
      py="0.5"
      borderRadius="full"
      bg={`${colour}.100`}
      color={`${colour}.800`}
      whiteSpace="nowrap"
      data-status
    >
      <span aria-hidden>{status.problems > 0 ? '!' : complete ? '✓' : '○'}</span>
      {statusText(status)}
    </Text>
  );
}

/** The outline button of object widgets (Edit, Remove, Move up…), at least 32 px high. */
export function SmallButton(props: React.ComponentProps<typeof Button>) {
  return <Button type="button" size="sm" variant="outline" minH="8" bg="white" {...props} />;
}

/** A summary card: what is answered, the status, and actions (Edit…). */
export function SummaryCard({
  title,
  summary,
  status,
  actions,
  children,
}: {
  title?: ReactNode;
  summary: string;
  status: ItemStatus;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box borderWidth="1px" borderColor="gray.300" borderRadius="md" bg="white" px="4" py="3" boxShadow="xs">
      <HStack gap="3" align="center" flexWrap="wrap">
        <Box flex="1" minW="40">
          {title}
          <Text
            color={summary ? 'gray.900' : 'gray.600'}
            fontStyle={summary ? 'normal' : 'italic'}
            truncate
            title={summary || undefined}
          >
            {summary || 'Not answered yet'}
          </Text>
        </Box>
        <StatusBadge status={status} />
        <HStack gap="2" flexWrap="wrap">
          {actions}
        </HStack>
      </HStack>
      {children}
    </Box>
  );
}
