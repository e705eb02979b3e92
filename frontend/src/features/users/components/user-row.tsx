import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { UserView } from '../api/list-users.api';

/** One line of the users list, with its menu ('Delete user'). */
export function UserRow({
  user,
  selected,
  onSelect,
  onDelete,
}: {
  user: UserView;
  selected: boolean;
  onSelect(): void;
  onDelete(): void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [menuOpen]);

  return (
    <Flex
      as="li"
      align="center"
      position="relative"
      px="3"
      py="2"
      cursor="pointer"
      bg={selected ? 'app.widget' : undefined}
      color={selected ? 'app.widgetText' : undefined}
      aria-current={selected ? 'true' : undefined}
      data-testid="user-row"
      onClick={onSelect}
    >
      <Box flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {user.name || user.mail}
        </Text>
        <Text fontSize="sm" truncate>
          {user.mail}
        </Text>
      </Box>
      <Box ref={menuRef} onClick={(event) => event.stopPropagation()}>
        <Button
          size="xs"
          variant="ghost"
          color="inherit"
          aria-label={`Actions for ${user.name || user.mail}`}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          ⋮
        </Button>
        {menuOpen && (
          <Box
            role="menu"
            position="absolute"
            right="2"
            top="100%"
            zIndex="dropdown"
            bg="app.menu"
            color="app.menuText"
            boxShadow="md"
            borderRadius="md"
            py="1"
          >
            <Button
              role="menuitem"
              variant="ghost"
              size="sm"
              width="full"
              justifyContent="flex-start"
              color="inherit"
              onClick={() => {
                setMenuOpen(false);
                onDelete();
              }}
            >
              Delete user
            </Button>
          </Box>
        )}
      </Box>
    </Flex>
  );
}
