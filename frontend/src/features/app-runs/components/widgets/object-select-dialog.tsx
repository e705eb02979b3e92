import { Box, chakra, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { serverSaid } from '../../../../lib/http/http-error';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useSelectItems, type SelectItemSummary, type SelectPlace } from '../../api/select-object-data.api';
import { movedActive } from '../../model/widgets/object-select';

/** A search waits for typing to settle before it asks. */
const SEARCH_AFTER_MS = 250;

/**
 * The Choose dialog of an object whose data is selected from a query: a search box over a listbox of the query's
 * items by name (at most 200; the search narrows them on the server). Arrow keys, Home and End move through the
 * items from the search box, Enter or a click chooses one, Escape or Cancel closes; the widget returns focus.
 */
export function ObjectSelectDialog({
  title,
  place,
  path,
  answers,
  busy,
  error,
  onChoose,
  onCancel,
}: {
  title: string;
  place: SelectPlace;
  path: string;
  answers: Record<string, unknown>;
  /** The chosen item's values are being read. */
  busy: boolean;
  /** Why the chosen item could not be read. */
  error: string | null;
  onChoose(item: SelectItemSummary): void;
  onCancel(): void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_AFTER_MS);
  const listed = useSelectItems(place, path, answers, settled);
  const items = listed.data?.items ?? [];
  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = items.findIndex((item) => item._id === activeId);
  const active = activeIndex >= 0 ? items[activeIndex] : null;
  const optionId = (item: SelectItemSummary) => `${id}-item-${item._id}`;
  const move = (key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End') => {
    const next = movedActive(activeIndex, items.length, key);
    const item = next >= 0 ? items[next] : null;
    setActiveId(item?._id ?? null);
    if (item) document.getElementById(optionId(item))?.scrollIntoView({ block: 'nearest' });
  };
  const failed = listed.isError ? (serverSaid(listed.error) ?? 'The list could not be read. Try again.') : null;
  const statusText = listed.isPending
    ? 'Loading…'
    : failed
      ? ''
      : items.length === 0
        ? settled
          ? `Nothing matches “${settled}”.`
          : 'There is nothing to choose from.'
        : listed.data?.truncated
          ? `The first ${items.length} are shown: type to narrow them.`
          : `${items.length} to choose from.`;

  return (
    <DialogFrame
      title={title}
      width="480px"
      sheet
      okLabel="Choose"
      busy={busy}
      okDisabled={!active}
      onOk={() => active && onChoose(active)}
      onCancel={onCancel}
    >
      <Stack gap="3">
        <Box>
          <chakra.label htmlFor={`${id}-search`} display="block" fontSize="sm" fontWeight="semibold" mb="1">
            Search
          </chakra.label>
          <Input
            id={`${id}-search`}
            role="combobox"
            aria-expanded
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={active ? optionId(active) : undefined}
            autoComplete="off"
            autoFocus
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActiveId(null);
            }}
            onKeyDown={(event) => {
              if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
                event.preventDefault();
                move(event.key as 'ArrowDown' | 'ArrowUp' | 'Home' | 'End');
              }
            }}
          />
        </Box>
        <chakra.ul
          id={`${id}-list`}
          role="listbox"
          aria-label={title}
          listStyleType="none"
          m="0"
          p="1"
          borderWidth="1px"
          borderColor="gray.300"
          borderRadius="md"
          h="64"
          overflowY="auto"
          bg="white"
        >
          {items.map((item) => {
            const selected = item._id === activeId;
            return (
              <chakra.li
                key={item._id}
                id={optionId(item)}
                role="option"
                aria-selected={selected}
                px="3"
                py="2"
                borderRadius="sm"
                cursor="pointer"
                bg={selected ? 'app.widget' : undefined}
                color={selected ? 'app.widgetText' : 'gray.900'}
                _hover={selected ? undefined : { bg: 'gray.100' }}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => setActiveId(item._id)}
                onDoubleClick={() => onChoose(item)}
              >
                {item.name}
              </chakra.li>
            );
          })}
          {listed.isPending && (
            <chakra.li display="flex" justifyContent="center" py="6" aria-hidden>
              <Spinner size="sm" />
            </chakra.li>
          )}
        </chakra.ul>
        <Text fontSize="sm" color="gray.700" aria-live="polite" minH="5">
          {statusText}
        </Text>
        {(failed ?? error) && (
          <Text fontSize="sm" color="red.700" role="alert">
            {failed ?? error}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
