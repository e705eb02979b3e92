import { Box, Button, chakra, HStack, Spinner, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { controlStyle, FieldLabel } from '../../../../components/ui/form-fields';
import { HttpError } from '../../../../lib/http/http-error';
import { useRecordAsOf } from '../../api/get-record-as-of.api';
import { asOfInstant, valueRows } from '../../model/record-history-as-of';
import { displayValue } from '../../model/record-history-diff';
import { formatTime } from '../../model/record-history-entries';

/** The record as it stood at a chosen date and time (issue 14 "a record as of any date"): name, status, values. */
export function AsOfView({ tenancy, catalog, recordId }: { tenancy: string; catalog: string; recordId: string }) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [asOf, setAsOf] = useState<string>();
  const then = useRecordAsOf(tenancy, catalog, recordId, asOf);
  const instant = asOfInstant(typed);
  const locale = document.documentElement.lang || undefined;
  return (
    <Box as="section" aria-label="The record as of a date" borderTopWidth="1px" borderColor="gray.300" pt="4">
      <chakra.form
        display="flex"
        gap="3"
        alignItems="flex-end"
        flexWrap="wrap"
        onSubmit={(event) => {
          event.preventDefault();
          if (instant) setAsOf(instant);
        }}
      >
        <Box>
          <FieldLabel htmlFor={inputId}>The record as of</FieldLabel>
          <chakra.input
            id={inputId}
            type="datetime-local"
            step="1"
            h="9"
            px="2"
            fontSize="sm"
            borderColor="gray.300"
            {...controlStyle}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Box>
        <Button type="submit" size="sm" variant="outline" disabled={!instant}>
          Show
        </Button>
      </chakra.form>
      {asOf && (
        <Box mt="3" data-testid="record-as-of">
          {then.isPending ? (
            <HStack>
              <Spinner size="sm" />
              <Text>Loading...</Text>
            </HStack>
          ) : then.error ? (
            <Text role="alert" fontSize="sm" color="red.600">
              {then.error instanceof HttpError && then.error.status === 404
                ? `The record did not exist yet on ${formatTime(asOf, locale)}.`
                : `Error: ${then.error.message}`}
            </Text>
          ) : (
            <>
              <Text fontSize="sm" mb="2">
                On {formatTime(asOf, locale)}: <strong>{then.data.name || 'Untitled record'}</strong> ·{' '}
                {then.data.status}
                {then.data.deleted ? ' · deleted' : ''}
              </Text>
              <chakra.table w="full" style={{ tableLayout: 'fixed' }} borderCollapse="collapse" fontSize="sm">
                <chakra.caption srOnly>Values as of then</chakra.caption>
                <tbody>
                  {valueRows(then.data.values).map((row) => {
                    const text = displayValue(row.value);
                    return (
                      <chakra.tr key={row.name} borderTopWidth="1px" borderColor="gray.200" verticalAlign="top">
                        <chakra.th scope="row" textAlign="left" fontWeight="medium" px="2" py="1" w="36">
                          {row.name}
                        </chakra.th>
                        <chakra.td px="2" py="1" fontFamily="mono" whiteSpace="pre-wrap" wordBreak="break-word">
                          {text === null ? (
                            <Text as="span" color="gray.500" fontStyle="italic" fontFamily="body">
                              not set
                            </Text>
                          ) : (
                            text
                          )}
                        </chakra.td>
                      </chakra.tr>
                    );
                  })}
                </tbody>
              </chakra.table>
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
