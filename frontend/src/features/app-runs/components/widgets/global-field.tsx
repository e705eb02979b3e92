import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { isUnanswered, promptOf } from '@app/templating/interview';
import { valueToText } from '@app/templating/expression';
import { useInterview } from '../../model/interview-context';
import { answerAt, fieldId } from '../../model/widgets/answer-paths';
import { itemSummary } from '../../model/widgets/item-summary';
import type { WidgetVariable } from '../../model/widgets/widget-kind';

/** At most this many of the info's values are listed under the summary: the card stays a glance, not a form. */
const MAX_LISTED = 6;

/**
 * A global variable's question in a record's interview (docs/runs.md "Global info in record runs"): its values are
 * the catalog's global info, shared by every record and managed by administrators, so the record's interview shows
 * them read-only — the prompt, "From the catalog's global info", the info's summary and its first values — and never
 * asks or saves them.
 */
export function GlobalField({ path, variable }: { path: string; variable: WidgetVariable }) {
  const interview = useInterview();
  const id = fieldId(path);
  const value = answerAt(interview.answers, path);
  const info =
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const locale = interview.locale ?? 'en-US';
  const summary = info ? itemSummary(variable.model, info, locale) : '';
  const listed = info
    ? (variable.model?.variables ?? [])
        .filter((field) => field.type !== 'object' && field.type !== 'global' && !isUnanswered(info[field.name]))
        .slice(0, MAX_LISTED)
    : [];

  return (
    <Box
      id={id}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-source`}
      data-testid="global-info-field"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      bg="gray.50"
      px="4"
      py="3"
    >
      <HStack justify="space-between" align="baseline" gap="3" flexWrap="wrap">
        <Text id={`${id}-label`} fontWeight="semibold" color="gray.900">
          {promptOf(variable)}
        </Text>
        <Text id={`${id}-source`} fontSize="xs" color="gray.600" fontStyle="italic">
          From the catalog&apos;s global info
        </Text>
      </HStack>
      {info ? (
        <>
          {summary && (
            <Text mt="1" color="gray.900">
              {summary}
            </Text>
          )}
          {listed.length > 0 && (
            <chakra.dl
              mt="2"
              display="grid"
              gridTemplateColumns="minmax(8rem, max-content) 1fr"
              columnGap="4"
              rowGap="1"
              fontSize="sm"
            >
              {listed.map((field) => (
                <Box key={field.name} display="contents">
                  <chakra.dt color="gray.600">{promptOf(field)}</chakra.dt>
                  <chakra.dd color="gray.900" m="0" overflowWrap="anywhere">
                    {valueToText(info[field.name], locale)}
                  </chakra.dd>
                </Box>
              ))}
            </chakra.dl>
          )}
        </>
      ) : (
        <Text mt="1" color="gray.600">
          The catalog has no global info for this yet: the documents leave it out.
        </Text>
      )}
    </Box>
  );
}
