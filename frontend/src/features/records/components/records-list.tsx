import { Box, chakra, Flex, Grid, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { visibleWindow } from '../../../components/ui/searchable-dropdown/dropdown-list';
import type { RecordsSort, SortField } from '../model/records-sort';
import type { RecordItem } from '../model/record.types';
import { formatDate, StatusChip } from './status-chip';

/** 002 §2.1, §9: each row is 55 high. */
export const RECORD_ROW_HEIGHT = 55;
const COLUMNS = 'minmax(0, 1fr) 190px 150px';
/** Load the next page when the bottom of the view is this many rows from the end of what is loaded. */
const LOAD_AHEAD_ROWS = 3;

/**
 * The records list (002 §2.1): RECORDS, LAST MODIFIED, STATUS; only the rows in view are drawn. A click selects
 * one record, ctrl/meta-click adds or removes it; arrows move the choice. Scrolling near the end asks for the next
 * page (the caller knows whether there is one).
 */
export function RecordsList({
  records,
  sort,
  onSort,
  selected,
  chosen,
  onSelect,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  records: readonly RecordItem[];
  sort: RecordsSort;
  onSort(field: SortField): void;
  selected: ReadonlySet<string>;
  chosen: string | undefined;
  onSelect(id: string, toggle: boolean): void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { first, last } = visibleWindow(scrollTop, height, records.length, RECORD_ROW_HEIGHT);
  // The last row in view (not the extra rows drawn around it): a page that fills the view waits for a scroll.
  const lastInView = Math.ceil((scrollTop + height) / RECORD_ROW_HEIGHT);
  useEffect(() => {
    if (hasMore && !loadingMore && lastInView >= records.length - LOAD_AHEAD_ROWS) onLoadMore();
  }, [lastInView, records.length, hasMore, loadingMore, onLoadMore]);

  const move = (by: number) => {
    const at = records.findIndex((record) => record._id === chosen);
    const next = records[Math.min(records.length - 1, Math.max(0, at + by))];
    if (!next) return;
    onSelect(next._id, false);
    const element = viewport.current;
    const top = records.indexOf(next) * RECORD_ROW_HEIGHT;
    if (element && (top < element.scrollTop || top + RECORD_ROW_HEIGHT > element.scrollTop + element.clientHeight)) {
      element.scrollTop = top < element.scrollTop ? top : top + RECORD_ROW_HEIGHT - element.clientHeight;
    }
  };

  return (
    <Flex direction="column" h="full" minH="0" borderWidth="1px" borderColor="gray.200" borderRadius="md" bg="white">
      <Grid templateColumns={COLUMNS} role="row" borderBottomWidth="1px" borderColor="gray.200" bg="gray.50" px="4">
        <SortHeader label="RECORDS" field="name" sort={sort} onSort={onSort} />
        <SortHeader label="LAST MODIFIED" field="date" sort={sort} onSort={onSort} />
        <Text role="columnheader" py="3" fontSize="xs" fontWeight="semibold" letterSpacing="wide" color="gray.600">
          STATUS
        </Text>
      </Grid>
      <Box
        ref={viewport}
        flex="1"
        minH="0"
        overflowY="auto"
        role="listbox"
        aria-label="Records"
        aria-multiselectable="true"
        tabIndex={0}
        data-testid="records-viewport"
        _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '-2px' }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            move(event.key === 'ArrowDown' ? 1 : -1);
          }
        }}
      >
        <Box position="relative" h={`${records.length * RECORD_ROW_HEIGHT + (hasMore ? RECORD_ROW_HEIGHT : 0)}px`}>
          {records.slice(first, last).map((record, offset) => {
            const index = first + offset;
            const isSelected = selected.has(record._id);
            return (
              <Grid
                key={record._id}
                role="option"
                aria-selected={isSelected}
                data-record-id={record._id}
                templateColumns={COLUMNS}
                alignItems="center"
                position="absolute"
                top={`${index * RECORD_ROW_HEIGHT}px`}
                left="0"
                right="0"
                h={`${RECORD_ROW_HEIGHT}px`}
                px="4"
                borderBottomWidth="1px"
                borderColor="gray.100"
                cursor="pointer"
                bg={isSelected ? 'blue.50' : undefined}
                borderLeftWidth="3px"
                borderLeftColor={record._id === chosen ? 'app.accent' : 'transparent'}
                _hover={{ bg: isSelected ? 'blue.100' : 'gray.50' }}
                onClick={(event) => onSelect(record._id, event.ctrlKey || event.metaKey)}
              >
                <Text truncate fontWeight="medium" pr="3" title={record.name}>
                  {record.name || <chakra.span color="gray.500">(no name)</chakra.span>}
                </Text>
                <Text fontSize="sm" color="gray.700">
                  {formatDate(record.date)}
                </Text>
                <Box>
                  <StatusChip status={record.status} />
                </Box>
              </Grid>
            );
          })}
          {hasMore && (
            <Flex
              position="absolute"
              top={`${records.length * RECORD_ROW_HEIGHT}px`}
              h={`${RECORD_ROW_HEIGHT}px`}
              left="0"
              right="0"
              align="center"
              justify="center"
              gap="2"
              color="gray.600"
              fontSize="sm"
            >
              <Spinner size="sm" /> Loading more records…
            </Flex>
          )}
        </Box>
      </Box>
    </Flex>
  );
}

function SortHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: SortField;
  sort: RecordsSort;
  onSort(field: SortField): void;
}) {
  const direction = sort?.field === field ? sort.direction : undefined;
  return (
    <Box
      role="columnheader"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <chakra.button
        type="button"
        py="3"
        fontSize="xs"
        fontWeight="semibold"
        letterSpacing="wide"
        color={direction ? 'gray.900' : 'gray.600'}
        display="inline-flex"
        gap="1"
        alignItems="center"
        _hover={{ color: 'gray.900' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', borderRadius: 'sm' }}
        onClick={() => onSort(field)}
      >
        {label}
        <chakra.span aria-hidden w="3">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
        </chakra.span>
        <chakra.span srOnly>
          {direction ? `sorted ${direction === 'asc' ? 'ascending' : 'descending'}` : 'not sorted'}
        </chakra.span>
      </chakra.button>
    </Box>
  );
}
