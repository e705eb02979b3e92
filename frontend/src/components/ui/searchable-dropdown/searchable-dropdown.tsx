import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FieldError, FieldLabel, controlStyle } from '../form-fields';
import {
  DROPDOWN_ROW_HEIGHT,
  DROPDOWN_VISIBLE_ROWS,
  LOADING_LABEL,
  filterItems,
  scrollToShow,
  stepActive,
  typeAheadIndex,
  visibleWindow,
  type DropdownList,
} from './dropdown-list';

export type { DropdownItem, DropdownList } from './dropdown-list';

/**
 * The searchable dropdown of 002 §2.6 for long lists (users, catalogs, models): a button showing the choice opens
 * a search box (an ARIA combobox) over a virtualised listbox of 36 px rows; rows not loaded yet show
 * 'Loading...' and are asked for as they scroll into view. Arrows, Page Up/Down, Enter and Escape work from the
 * search box; typing on the closed button opens it searching for what was typed (type-ahead).
 */
export function SearchableDropdown({
  label,
  items,
  value,
  onChange,
  placeholder = 'Choose…',
  selectedLabel,
  error,
  disabled = false,
  searchLocally = true,
  onSearchChange,
  onRangeNeeded,
  emptyText = 'Nothing matches.',
}: {
  label: string;
  items: DropdownList;
  value: string | undefined;
  onChange(value: string): void;
  placeholder?: string;
  /** The chosen item's label when it may not be among the loaded items. */
  selectedLabel?: string;
  error?: string | null;
  disabled?: boolean;
  /** Filter the items by the search text here; off when the owner searches (onSearchChange) and passes results. */
  searchLocally?: boolean;
  onSearchChange?(search: string): void;
  /** Rows first..last-1 are in view and some are not loaded yet. */
  onRangeNeeded?(first: number, last: number): void;
  emptyText?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(-1);
  const [scrollTop, setScrollTop] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const shown = useMemo(() => (searchLocally ? filterItems(items, search) : items), [items, search, searchLocally]);
  const chosen = items.find((item) => item !== undefined && item.value === value);
  const chosenLabel = chosen?.label ?? (value ? selectedLabel : undefined);
  const height = Math.min(Math.max(shown.length, 1), DROPDOWN_VISIBLE_ROWS) * DROPDOWN_ROW_HEIGHT;
  const { first, last } = visibleWindow(scrollTop, height, shown.length);

  const show = (index: number) => {
    setActive(index);
    const element = list.current;
    if (index < 0 || !element) return;
    element.scrollTop = scrollToShow(index, element.scrollTop, height);
    setScrollTop(element.scrollTop);
  };
  const openWith = (text: string) => {
    if (disabled) return;
    setOpen(true);
    setSearch(text);
    setScrollTop(0);
    onSearchChange?.(text);
    const start = searchLocally ? filterItems(items, text) : items;
    const selected = text === '' ? start.findIndex((item) => item?.value === value) : -1;
    setActive(selected >= 0 ? selected : typeAheadIndex(start, text));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (index: number) => {
    const item = shown[index];
    if (!item || item.disabled) return;
    onChange(item.value);
    close(true);
  };

  // Opened: the search box takes the keyboard, and the chosen row is scrolled into view.
  useLayoutEffect(() => {
    if (!open) return;
    searchBox.current?.focus();
    if (list.current && active >= 0) {
      list.current.scrollTop = scrollToShow(active, 0, height);
      setScrollTop(list.current.scrollTop);
    }
    // Only when it opens: later moves scroll through show().
  }, [open]);

  // A press anywhere else closes the list without choosing.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open && onRangeNeeded && shown.slice(first, last).includes(undefined)) onRangeNeeded(first, last);
  }, [open, first, last, shown, onRangeNeeded]);

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: DROPDOWN_VISIBLE_ROWS,
      PageUp: -DROPDOWN_VISIBLE_ROWS,
    };
    if (event.key in moves) {
      event.preventDefault();
      show(stepActive(shown, active, moves[event.key]));
    } else if (event.key === 'Enter') {
      // Not the surrounding form's submit: Enter here chooses.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      // The list closes; a dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <Box ref={root} position="relative">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.button
        ref={trigger}
        id={id}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="2"
        w="full"
        h="10"
        px="3"
        fontSize="sm"
        textAlign="start"
        {...controlStyle}
        borderColor={error ? 'red.500' : 'gray.300'}
        onClick={() => (open ? close(false) : openWith(''))}
        onKeyDown={(event) => {
          if (open) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openWith('');
          } else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
            // Type-ahead: the key starts the search.
            event.preventDefault();
            openWith(event.key);
          }
        }}
      >
        <Text as="span" truncate color={chosenLabel ? 'black' : 'gray.500'}>
          {chosenLabel ?? placeholder}
        </Text>
        <Box as="span" aria-hidden="true" color="gray.600" fontSize="xs">
          ▾
        </Box>
      </chakra.button>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {open && (
        <Box
          position="absolute"
          top="100%"
          left="0"
          right="0"
          mt="1"
          zIndex="dropdown"
          bg="white"
          color="black"
          borderWidth="1px"
          borderColor="gray.300"
          borderRadius="md"
          boxShadow="lg"
        >
          <Box p="2" borderBottomWidth="1px" borderColor="gray.100">
            <chakra.input
              ref={searchBox}
              type="text"
              role="combobox"
              aria-label={`Search ${label}`}
              aria-autocomplete="list"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder="Search"
              value={search}
              w="full"
              h="8"
              px="2"
              fontSize="sm"
              borderWidth="1px"
              borderColor="gray.300"
              borderRadius="sm"
              _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '0' }}
              onChange={(event) => {
                const text = event.target.value;
                setSearch(text);
                onSearchChange?.(text);
                const next = searchLocally ? filterItems(items, text) : items;
                if (list.current) list.current.scrollTop = 0;
                setScrollTop(0);
                setActive(typeAheadIndex(next, text));
              }}
              onKeyDown={onSearchKey}
            />
          </Box>
          <Box
            ref={list}
            overflowY="auto"
            style={{ height }}
            onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
          >
            {shown.length === 0 ? (
              <Flex h={`${DROPDOWN_ROW_HEIGHT}px`} align="center" px="3" fontSize="sm" color="gray.600">
                {emptyText}
              </Flex>
            ) : (
              <chakra.ul
                id={listId}
                role="listbox"
                aria-label={label}
                listStyleType="none"
                m="0"
                style={{
                  paddingTop: first * DROPDOWN_ROW_HEIGHT,
                  paddingBottom: (shown.length - last) * DROPDOWN_ROW_HEIGHT,
                }}
              >
                {shown.slice(first, last).map((item, offset) => {
                  const index = first + offset;
                  const unavailable = !item || item.disabled === true;
                  return (
                    <chakra.li
                      key={item?.value ?? `loading-${index}`}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={item !== undefined && item.value === value}
                      aria-disabled={unavailable ? true : undefined}
                      aria-setsize={shown.length}
                      aria-posinset={index + 1}
                      h={`${DROPDOWN_ROW_HEIGHT}px`}
                      display="flex"
                      alignItems="center"
                      gap="2"
                      px="3"
                      fontSize="sm"
                      cursor={unavailable ? 'default' : 'pointer'}
                      color={item ? (item.disabled ? 'gray.400' : 'black') : 'gray.500'}
                      fontStyle={item ? undefined : 'italic'}
                      bg={index === active ? 'gray.100' : undefined}
                      fontWeight={item !== undefined && item.value === value ? 'semibold' : undefined}
                      // The search box keeps the focus (and the keyboard) while a row is clicked.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => !unavailable && index !== active && setActive(index)}
                      onClick={() => choose(index)}
                    >
                      <Text as="span" truncate flex="1">
                        {item ? item.label : LOADING_LABEL}
                      </Text>
                      {item !== undefined && item.value === value && (
                        <Box as="span" aria-hidden="true" color="app.accent">
                          ✓
                        </Box>
                      )}
                    </chakra.li>
                  );
                })}
              </chakra.ul>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
