import { Box, Button, chakra, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { ActionMenu, type MenuAction } from '../../../components/ui/action-menu';
import type { Catalog } from '../model/catalog.types';

/** 002 §2.2: DATA CATALOGS — search, the catalogs with their row menus, and 'Add a new catalog'. */
export function CatalogListPanel({
  catalogs,
  currentId,
  unsavedIds,
  onSelect,
  onMove,
  onDelete,
  onAdd,
}: {
  /** In the edited order. */
  catalogs: readonly Catalog[];
  currentId?: string;
  /** Catalogs whose settings have unsaved changes: their rows say so. */
  unsavedIds: ReadonlySet<string>;
  onSelect(catalog: Catalog): void;
  onMove(catalog: Catalog, step: -1 | 1): void;
  onDelete(catalog: Catalog): void;
  onAdd(): void;
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    return text === ''
      ? catalogs
      : catalogs.filter(
          (catalog) => catalog.name.toLowerCase().includes(text) || catalog.label.toLowerCase().includes(text),
        );
  }, [catalogs, search]);

  return (
    <Flex
      as="nav"
      aria-label="Data catalogs"
      direction="column"
      w="72"
      flexShrink={0}
      bg="app.menu"
      color="app.menuText"
      borderRightWidth="1px"
      borderColor="gray.200"
      minH="0"
    >
      <Heading as="h2" size="xs" letterSpacing="wider" px="4" pt="4" pb="2">
        DATA CATALOGS
      </Heading>
      <Box px="4" pb="2">
        <Input
          size="sm"
          type="search"
          aria-label="Search catalogs"
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          bg="white"
          color="black"
        />
      </Box>
      <Stack as="ul" gap="0" overflowY="auto" flex="1" listStyleType="none" m="0" p="0" aria-label="Catalogs">
        {shown.length === 0 && (
          <Text as="li" px="4" py="3" fontSize="sm" color="gray.500">
            {catalogs.length === 0 ? 'No catalogs yet.' : 'No catalog matches the search.'}
          </Text>
        )}
        {shown.map((catalog) => {
          const index = catalogs.indexOf(catalog);
          const current = catalog._id === currentId;
          const actions: MenuAction[] = [
            ...(index > 0 ? [{ label: 'Move Up', onSelect: () => onMove(catalog, -1) }] : []),
            ...(index < catalogs.length - 1 ? [{ label: 'Move Down', onSelect: () => onMove(catalog, 1) }] : []),
            { label: 'Delete collection', onSelect: () => onDelete(catalog) },
          ];
          return (
            <Flex
              as="li"
              key={catalog._id}
              data-testid="catalog-row"
              align="center"
              minH="47px"
              pl="4"
              pr="2"
              bg={current ? 'app.widget' : undefined}
              color={current ? 'app.widgetText' : undefined}
              _hover={current ? undefined : { bg: 'blackAlpha.50' }}
            >
              <chakra.button
                type="button"
                flex="1"
                minW="0"
                textAlign="left"
                py="2"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(catalog)}
                _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
              >
                <Text fontSize="sm" fontWeight={current ? 'semibold' : 'medium'} truncate>
                  {catalog.name}
                  {unsavedIds.has(catalog._id) && (
                    <chakra.span aria-label="unsaved changes" title="Unsaved changes" ml="1">
                      •
                    </chakra.span>
                  )}
                </Text>
                <Text fontSize="xs" opacity={0.75} truncate>
                  {catalog.type ? catalog.type.name : 'empty'}
                </Text>
              </chakra.button>
              <ActionMenu label={`Menu of catalog ${catalog.name}`} actions={actions} />
            </Flex>
          );
        })}
      </Stack>
      <Box p="4" borderTopWidth="1px" borderColor="gray.200">
        <Button w="full" size="sm" bg="app.widget" color="app.widgetText" onClick={onAdd}>
          Add a new catalog
        </Button>
      </Box>
    </Flex>
  );
}
