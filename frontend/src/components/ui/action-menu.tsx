import { Box, Button, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface MenuAction {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /** A line above the entry, setting it apart from the ones before (the records toolbar's create entries). */
  separated?: boolean;
}

/**
 * A button that opens a list of actions (001 §2's element menu, member menu, multi-selection menu; a table
 * column's menu). A menu in the WAI-ARIA sense: arrow keys move between items, Enter chooses, Escape or a click
 * elsewhere closes and gives focus back to the button. As a toolbar dropdown (the records catalogue's apps
 * dropdown, Global Info) the button shows its label and ▾, and the list opens left-aligned under it.
 */
export function ActionMenu({
  label,
  actions,
  trigger,
  round = false,
  compact = false,
  toolbar,
  disabled,
}: {
  /** The button's accessible name ("Element menu", "Menu of variable FirstName"). */
  label: string;
  actions: readonly MenuAction[];
  /** What the button shows; three dots by default. */
  trigger?: ReactNode;
  /** 001 §2's circle button of the member menu. */
  round?: boolean;
  /** A smaller button and list for tight places such as a table's column header. */
  compact?: boolean;
  /** A toolbar dropdown: a solid (app colours) or outline button showing the label, instead of an icon button. */
  toolbar?: 'solid' | 'outline';
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
    const onDown = (event: MouseEvent) => {
      if (!list.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    // Clicks stay inside: the menu often sits in a row that is itself clickable (select the member).
    <Box position="relative" display="inline-block" flexShrink={0} onClick={(event) => event.stopPropagation()}>
      <Button
        ref={button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        {...(toolbar
          ? {
              size: 'sm',
              variant: toolbar,
              bg: toolbar === 'solid' ? 'app.widget' : 'white',
              color: toolbar === 'solid' ? 'app.widgetText' : 'gray.800',
              borderColor: 'gray.300',
            }
          : {
              size: 'xs',
              variant: 'ghost',
              borderRadius: round ? 'full' : 'md',
              ...(compact ? { minW: '6', h: '6', px: '1' } : { minW: '7', px: round ? '0' : '2' }),
            })}
        onClick={() => setOpen((was) => !was)}
      >
        {toolbar ? (
          <>
            {label}{' '}
            <chakra.span aria-hidden ml="1">
              ▾
            </chakra.span>
          </>
        ) : (
          (trigger ?? '⋮')
        )}
      </Button>
      {open && (
        <Box
          ref={list}
          id={menuId}
          role="menu"
          aria-label={label}
          position="absolute"
          {...(toolbar ? { left: '0' } : { right: '0' })}
          top="100%"
          mt="1"
          zIndex="dropdown"
          minW={toolbar ? '56' : compact ? '44' : '48'}
          bg="white"
          color="black"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          boxShadow="lg"
          py="1"
          // The list must not inherit its place's text styles (a table header is bold and centred).
          textAlign="left"
          fontWeight="normal"
          textTransform="none"
          letterSpacing="normal"
          onKeyDown={onKeyDown}
        >
          {actions.map((action) => (
            <Box
              key={action.label}
              borderTopWidth={action.separated ? '1px' : undefined}
              borderColor="gray.200"
              mt={action.separated ? '1' : undefined}
              pt={action.separated ? '1' : undefined}
            >
              <chakra.button
                type="button"
                role="menuitem"
                disabled={action.disabled}
                display="block"
                w="full"
                textAlign="left"
                px="3"
                py={toolbar ? '2' : '1.5'}
                fontSize="sm"
                _hover={{ bg: 'gray.100' }}
                _focusVisible={{ bg: 'gray.100', outline: 'none' }}
                _disabled={{ color: 'gray.400', cursor: 'not-allowed' }}
                onClick={() => {
                  setOpen(false);
                  action.onSelect();
                }}
              >
                {action.label}
              </chakra.button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
