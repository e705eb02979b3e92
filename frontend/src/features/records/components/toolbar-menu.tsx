import { Box, Button, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';

export interface ToolbarMenuEntry {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /** A line above the entry, between the create buttons and the other actions. */
  separated?: boolean;
}

/**
 * A toolbar dropdown (the apps dropdown, Global Info): a solid button and a list opening under it, left-aligned.
 * A menu in the WAI-ARIA sense: arrows move, Enter chooses, Escape or a click elsewhere closes.
 */
export function ToolbarMenu({
  label,
  entries,
  solid = false,
}: {
  label: string;
  entries: readonly ToolbarMenuEntry[];
  solid?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
    const onDown = (event: MouseEvent) => {
      if (!list.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };
  return (
    <Box position="relative" flexShrink={0}>
      <Button
        ref={button}
        size="sm"
        variant={solid ? 'solid' : 'outline'}
        bg={solid ? 'app.widget' : 'white'}
        color={solid ? 'app.widgetText' : 'gray.800'}
        borderColor="gray.300"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {label}{' '}
        <chakra.span aria-hidden ml="1">
          ▾
        </chakra.span>
      </Button>
      {open && (
        <Box
          ref={list}
          id={menuId}
          role="menu"
          aria-label={label}
          position="absolute"
          left="0"
          top="100%"
          mt="1"
          zIndex="dropdown"
          minW="56"
          bg="white"
          color="black"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          boxShadow="lg"
          py="1"
          onKeyDown={onKeyDown}
        >
          {entries.map((entry) => (
            <Box
              key={entry.label}
              borderTopWidth={entry.separated ? '1px' : undefined}
              borderColor="gray.200"
              mt={entry.separated ? '1' : undefined}
              pt={entry.separated ? '1' : undefined}
            >
              <chakra.button
                type="button"
                role="menuitem"
                disabled={entry.disabled}
                display="block"
                w="full"
                textAlign="left"
                px="3"
                py="2"
                fontSize="sm"
                _hover={{ bg: 'gray.100' }}
                _focusVisible={{ bg: 'gray.100', outline: 'none' }}
                _disabled={{ color: 'gray.400', cursor: 'not-allowed' }}
                onClick={() => {
                  setOpen(false);
                  entry.onSelect();
                }}
              >
                {entry.label}
              </chakra.button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
