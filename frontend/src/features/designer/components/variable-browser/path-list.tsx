import { Box, chakra } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

/** 001 §9: rows of 35 px in a list at most 350 px high. */
export const ROW_HEIGHT = 35;
export const LIST_MAX_HEIGHT = 350;
/** Rows drawn beyond the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 6;

/**
 * A scrollable list of fixed-height rows that draws only the rows in view: a search may list thousands of paths
 * (SEARCH_INDEX_LIMIT), and drawing them all would slow every keystroke.
 */
export function PathList<T>({
  label,
  rows,
  rowKey,
  renderRow,
}: {
  label: string;
  rows: readonly T[];
  rowKey(row: T): string;
  renderRow(row: T): ReactNode;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + LIST_MAX_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  return (
    <Box
      maxH={`${LIST_MAX_HEIGHT}px`}
      overflowY="auto"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      bg="white"
      color="black"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <chakra.ul
        aria-label={label}
        listStyleType="none"
        m="0"
        style={{ paddingTop: first * ROW_HEIGHT, paddingBottom: (rows.length - last) * ROW_HEIGHT }}
      >
        {rows.slice(first, last).map((row) => (
          <chakra.li key={rowKey(row)} h={`${ROW_HEIGHT}px`} borderBottomWidth="1px" borderColor="gray.100">
            {renderRow(row)}
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
