import { Box, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useCopiedNotice } from '../../../../components/ui/copied-notice';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { writeClipboard } from '../../../../lib/write-clipboard';
import type { ElementListItem, ElementView } from '../../model/designer.types';
import {
  insertionText,
  referenceText,
  searchIndex,
  searchPaths,
  SHOW_ALL,
  treeRows,
  type BrowserFilters,
  type PathNode,
  type TreeRow,
} from '../../model/variable-paths';
import { CheckboxField } from '../../../../components/ui/form-fields';
import { PathIcon } from './path-icon';
import { PathList, ROW_HEIGHT } from './path-list';
import { useModelLibrary } from './use-model-library';

/** 001 §9: shown for 1.5 s under the list after a copy. */
export const COPIED_MESSAGE = 'Variable reference copied to the clipboard';
/** The event add-in mode dispatches on window to insert a reference into the document; `detail` is the text. */
export const INSERT_REFERENCE_EVENT = 'designer:insert-reference';

const FILTER_LABELS: [keyof BrowserFilters, string][] = [
  ['variables', 'Show variables'],
  ['templates', 'Show templates'],
  ['formulas', 'Show formulas'],
  ['global', 'Show global'],
];

type Row = TreeRow | (PathNode & { searchResult: true });
const isTreeRow = (row: Row): row is TreeRow => !('searchResult' in row);

/**
 * 001 §2 Variable browser panel: the element's variables, templates and formulas, object, global and selection
 * members expanding into their model's members; a search over the nested paths (debounced 400 ms); a copy icon
 * per row copying the reference; rows dragged into the designer's expression fields (the shared code editor) or,
 * in add-in mode, dragged or double-clicked into the document.
 */
export function VariableBrowser({
  tenancy,
  element,
  elements,
  locale,
  addInMode = false,
}: {
  tenancy: string;
  element: ElementView;
  elements: readonly ElementListItem[];
  locale: string;
  addInMode?: boolean;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [filters, setFilters] = useState<BrowserFilters>(SHOW_ALL);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const { library, failed, request } = useModelLibrary(tenancy, element);
  const copied = useCopiedNotice();

  const searching = debounced !== '';
  const tree = useMemo(
    () => treeRows(element, library, expanded, filters, elements),
    [element, library, expanded, filters, elements],
  );
  const index = useMemo(
    () => (searching ? searchIndex(element, library, filters, elements) : undefined),
    [searching, element, library, filters, elements],
  );
  const wanted = useMemo(() => [...tree.wanted, ...(index?.wanted ?? [])], [tree, index]);
  useEffect(() => {
    if (wanted.length > 0) request(wanted);
  }, [wanted, request]);

  const rows: Row[] = useMemo(
    () =>
      index ? searchPaths(index.rows, debounced).map((node) => ({ ...node, searchResult: true as const })) : tree.rows,
    [index, debounced, tree],
  );
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const insert = (node: PathNode) =>
    window.dispatchEvent(new CustomEvent(INSERT_REFERENCE_EVENT, { detail: insertionText(node, locale) }));

  return (
    <Stack gap="3">
      <Input
        type="search"
        aria-label="Search variables"
        placeholder="Search"
        size="sm"
        bg="white"
        color="black"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Flex wrap="wrap" columnGap="4" rowGap="1">
        {FILTER_LABELS.map(([key, label]) => (
          <CheckboxField
            key={key}
            label={label}
            checked={filters[key]}
            onChange={(checked) => setFilters((current) => ({ ...current, [key]: checked }))}
          />
        ))}
      </Flex>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          {searching ? `Nothing matches "${debounced}".` : 'Nothing to show.'}
        </Text>
      ) : (
        <PathList
          label={searching ? 'Search results' : 'Variables'}
          rows={rows}
          rowKey={(row) => row.key}
          renderRow={(row) => (
            <PathRow
              row={row}
              failed={isTreeRow(row) && row.children !== undefined && failed.has(row.children.id)}
              addInMode={addInMode}
              locale={locale}
              onToggle={() => toggle(row.key)}
              onCopy={async () => {
                if (await writeClipboard(referenceText(row))) copied.show();
              }}
              onInsert={() => insert(row)}
            />
          )}
        />
      )}
      <Box role="status" aria-live="polite" minH="5" fontSize="sm" color="green.700">
        {copied.visible ? COPIED_MESSAGE : ''}
      </Box>
      <Text fontSize="xs" color="gray.600">
        {addInMode
          ? 'Drag a row into the document, or double-click it, to insert its reference.'
          : 'Drag a row into an expression or template field to insert its reference.'}
      </Text>
    </Stack>
  );
}

const iconButton = {
  type: 'button',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: '6',
  h: '6',
  borderRadius: 'sm',
  color: 'gray.600',
  _hover: { bg: 'gray.100', color: 'black' },
  _focusVisible: { outline: '2px solid', outlineColor: 'app.accent' },
} as const;

function PathRow({
  row,
  failed,
  addInMode,
  locale,
  onToggle,
  onCopy,
  onInsert,
}: {
  row: Row;
  failed: boolean;
  addInMode: boolean;
  locale: string;
  onToggle(): void;
  onCopy(): void;
  onInsert(): void;
}) {
  const tree = isTreeRow(row) ? row : undefined;
  const typeText = tree?.loading ? (failed ? 'not found' : 'Loading...') : row.typeLabel;
  return (
    <Flex
      h={`${ROW_HEIGHT - 1}px`}
      align="center"
      gap="2"
      pr="1"
      pl={tree ? `${4 + (row.depth - 1) * 16}px` : '4px'}
      data-path={row.key}
      // Every row drags its reference (into an expression or template field); add-in mode drags what the
      // document needs (a date's format, a list's punctuation) and inserts on double-click or Enter too.
      draggable
      cursor="grab"
      title={addInMode ? `Drag or double-click to insert ${row.key}` : `Drag ${row.key} into a field`}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData('text/plain', addInMode ? insertionText(row, locale) : referenceText(row));
        event.dataTransfer.effectAllowed = 'copy';
      }}
      {...(addInMode && {
        tabIndex: 0,
        onDoubleClick: onInsert,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onInsert();
        },
        _focusVisible: { outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '-2px' },
      })}
    >
      {tree?.expandable ? (
        <chakra.button
          {...iconButton}
          aria-expanded={tree.expanded}
          aria-label={`${tree.expanded ? 'Collapse' : 'Expand'} ${row.key}`}
          onClick={onToggle}
        >
          {tree.expanded ? '▾' : '▸'}
        </chakra.button>
      ) : (
        tree && <Box w="6" flexShrink={0} />
      )}
      <PathIcon kind={row.kind} type={row.type} />
      <Text flex="1" minW="0" fontSize="sm" truncate title={row.key}>
        {tree ? row.name : row.key}
      </Text>
      <Text fontSize="xs" color={failed ? 'red.600' : 'gray.600'} truncate maxW="40%" title={typeText}>
        {typeText}
      </Text>
      <chakra.button
        {...iconButton}
        aria-label={`Copy reference to ${row.key}`}
        title="Copy reference"
        onClick={onCopy}
      >
        <CopyIcon />
      </chakra.button>
    </Flex>
  );
}

function CopyIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <rect x="5" y="5" width="9" height="9" rx="1.5" />
      <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
    </svg>
  );
}
