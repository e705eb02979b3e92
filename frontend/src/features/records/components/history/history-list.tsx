import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import {
  appLabel,
  changedLabel,
  editorLabel,
  formatTime,
  kindLabel,
  sourceLabel,
} from '../../model/record-history-entries';
import type { HistoryEntry } from '../../model/record-history-types';

/** Version, what it did, launch time, editor, app, source: one grid for the header and every row. */
const COLUMNS = '5rem 1.1fr 1.5fr 1.2fr 0.8fr 0.8fr';

const headCell = { fontSize: 'xs', fontWeight: 'semibold', color: 'gray.600', textTransform: 'uppercase' } as const;

/**
 * The record's versions newest first (002 §3 History entry: app, editor, launch time; and where the save came
 * from and which fields it changed). Each row is one button: choosing it compares that version with now.
 */
export function HistoryList({
  rows,
  selected,
  onSelect,
}: {
  rows: readonly HistoryEntry[];
  selected: string | undefined;
  onSelect(entry: HistoryEntry): void;
}) {
  const versions = new Map(rows.map((row) => [row._id, row.version]));
  const locale = document.documentElement.lang || undefined;
  return (
    <Box>
      <Grid templateColumns={COLUMNS} gap="2" px="3" py="1" aria-hidden="true">
        <Text {...headCell}>Version</Text>
        <Text {...headCell}>Change</Text>
        <Text {...headCell}>Launch time</Text>
        <Text {...headCell}>Editor</Text>
        <Text {...headCell}>App</Text>
        <Text {...headCell}>Source</Text>
      </Grid>
      <Box as="ul" m="0" p="0" aria-label="Versions">
        {rows.map((entry) => {
          const isSelected = entry._id === selected;
          const changed = changedLabel(entry.changed);
          return (
            <Box as="li" key={entry._id} listStyleType="none">
              <chakra.button
                type="button"
                w="full"
                textAlign="left"
                px="3"
                py="2"
                borderTopWidth="1px"
                borderColor="gray.200"
                bg={isSelected ? 'orange.50' : 'transparent'}
                borderLeftWidth="3px"
                borderLeftColor={isSelected ? 'app.accent' : 'transparent'}
                _hover={{ bg: isSelected ? 'orange.50' : 'gray.50' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '-2px' }}
                aria-pressed={isSelected}
                data-testid="history-entry"
                onClick={() => onSelect(entry)}
              >
                <Grid templateColumns={COLUMNS} gap="2" alignItems="baseline" fontSize="sm">
                  <Text fontWeight="semibold">Version {entry.version}</Text>
                  <Text>{kindLabel(entry, (id) => versions.get(id))}</Text>
                  <Text>
                    <time dateTime={entry.launchTime}>{formatTime(entry.launchTime, locale)}</time>
                  </Text>
                  <Text truncate>{editorLabel(entry)}</Text>
                  <Text truncate>{appLabel(entry)}</Text>
                  <Text>{sourceLabel(entry.source)}</Text>
                </Grid>
                {changed && (
                  <Text fontSize="xs" color="gray.600" mt="0.5" ml="calc(5rem + var(--chakra-spacing-2))" truncate>
                    Changed: {changed}
                  </Text>
                )}
              </chakra.button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
