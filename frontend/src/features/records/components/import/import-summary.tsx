import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { RowFailure } from '../../api/import-events';

const count = (value: number) => value.toLocaleString('en-US');

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stack gap="0" flex="1" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3" align="center">
      <Text fontSize="2xl" fontWeight="bold" color={color} data-testid={`import-${label.toLowerCase()}`}>
        {count(value)}
      </Text>
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
    </Stack>
  );
}

/** 002 §3 Import summary: total, succeeded, failed; and why each failed row failed, unknown columns named. */
export function ImportSummaryView({
  total,
  succeeded,
  failed,
  failures,
  unknownColumns,
}: {
  total: number;
  succeeded: number;
  failed: number;
  failures: RowFailure[];
  unknownColumns: string[];
}) {
  return (
    <Stack gap="4">
      <HStack gap="3">
        <Figure label="Total" value={total} />
        <Figure label="Succeeded" value={succeeded} color="green.700" />
        <Figure label="Failed" value={failed} color={failed > 0 ? 'red.700' : undefined} />
      </HStack>
      {unknownColumns.length > 0 && (
        <Box bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" p="3">
          <Text fontSize="sm" color="orange.800">
            Not imported, as the model has no variable of that name:{' '}
            {unknownColumns.map((column) => `"${column}"`).join(', ')}.
          </Text>
        </Box>
      )}
      {failures.length > 0 && (
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="sm">
            Rows not imported
          </Text>
          <Box
            as="ul"
            aria-label="Rows not imported"
            maxH="200px"
            overflowY="auto"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="md"
            listStyleType="none"
            m="0"
            p="0"
          >
            {failures.map((failure) => (
              <Box
                as="li"
                key={`${failure.row}-${failure.column ?? ''}`}
                px="3"
                py="1.5"
                fontSize="sm"
                borderBottomWidth="1px"
                borderColor="gray.100"
              >
                <Text as="span" fontWeight="semibold">
                  Row {failure.row}
                  {failure.column ? `, column ${failure.column}` : ''}:
                </Text>{' '}
                {failure.reason}
              </Box>
            ))}
          </Box>
          {failed > failures.length && (
            <Text fontSize="sm" color="gray.600">
              The first {count(failures.length)} of {count(failed)} failed rows are listed.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
