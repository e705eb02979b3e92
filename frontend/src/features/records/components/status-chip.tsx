import { chakra } from '@chakra-ui/react';

/** 002 §4 Records: the four statuses, each with its colour, and an app result's Failed and Not run. */
const COLOURS: Record<string, { bg: string; color: string }> = {
  Ok: { bg: 'green.100', color: 'green.800' },
  'In Progress': { bg: 'orange.100', color: 'orange.800' },
  'Out of date': { bg: 'gray.200', color: 'gray.800' },
  'Needs Updating': { bg: 'red.100', color: 'red.800' },
  // An app's own result (app-runs contract §4) beside the record's four.
  Failed: { bg: 'red.100', color: 'red.800' },
  'Not run': { bg: 'gray.100', color: 'gray.700' },
};

export function StatusChip({ status }: { status: string }) {
  const colours = COLOURS[status] ?? COLOURS['Out of date'];
  return (
    <chakra.span
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      bg={colours.bg}
      color={colours.color}
    >
      {status}
    </chakra.span>
  );
}

/** A date as people read it in this browser's language; '' when there is none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
