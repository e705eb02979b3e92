import { Box, Button, chakra, Flex, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { chipLabel, type FilterChip } from '../model/record-filters';
import { ToolbarMenu, type ToolbarMenuEntry } from './toolbar-menu';

/**
 * The records catalogue's toolbar: the catalog's title, the apps menu (create, import, clear duplicates,
 * deleted records), the Global Info menu, the search box, Delete records (two or more selected) and the details
 * panel's switch.
 */
export function RecordsToolbar({
  searchId,
  title,
  createLabel,
  menuEntries,
  globalLabel,
  globalEntries,
  searchText,
  onSearchText,
  selectedCount,
  onDeleteRecords,
  panelOpen,
  onPanelOpen,
}: {
  /** The search box's id (its label points at it). */
  searchId: string;
  title: string;
  createLabel: string;
  menuEntries: ToolbarMenuEntry[];
  globalLabel: string;
  globalEntries: ToolbarMenuEntry[];
  searchText: string;
  onSearchText(text: string): void;
  selectedCount: number;
  onDeleteRecords(): void;
  panelOpen: boolean;
  onPanelOpen(open: boolean): void;
}) {
  return (
    <Flex align="center" gap="3" flexWrap="wrap">
      <Heading as="h2" size="lg" mr="2">
        {title}
      </Heading>
      <ToolbarMenu label={createLabel} entries={menuEntries} solid />
      {globalEntries.length > 0 && <ToolbarMenu label={globalLabel} entries={globalEntries} />}
      <Box flex="1" minW="220px" maxW="420px">
        <chakra.label htmlFor={searchId} srOnly>
          Search records
        </chakra.label>
        <Input
          id={searchId}
          type="search"
          size="sm"
          placeholder="Search records"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
          bg="white"
          color="black"
          borderColor="gray.300"
        />
      </Box>
      {selectedCount >= 2 && (
        <Button size="sm" colorPalette="red" bg="red.600" color="white" onClick={onDeleteRecords}>
          Delete records
        </Button>
      )}
      <Box flex="1" />
      <Button size="sm" variant="ghost" aria-pressed={panelOpen} onClick={() => onPanelOpen(!panelOpen)}>
        {panelOpen ? 'Hide details' : 'Show details'}
      </Button>
    </Flex>
  );
}

/** The filter chips under the toolbar, each with its remove button (unreadable ones in red), and + Add filter. */
export function FilterChips({
  chips,
  userName,
  onRemove,
  onAdd,
}: {
  chips: readonly FilterChip[];
  userName(id: string): string | undefined;
  onRemove(index: number): void;
  onAdd(): void;
}) {
  return (
    <HStack gap="2" flexWrap="wrap" as="ul" listStyleType="none" m="0" p="0" aria-label="Filters">
      {chips.map((chip, index) => {
        const label = chipLabel(chip, userName);
        return (
          <HStack
            as="li"
            key={`${index}-${label}`}
            gap="1"
            pl="3"
            pr="1"
            py="0.5"
            borderRadius="full"
            borderWidth="1px"
            bg={chip.ok ? 'white' : 'red.50'}
            borderColor={chip.ok ? 'gray.300' : 'red.300'}
            color={chip.ok ? 'gray.800' : 'red.700'}
            fontSize="sm"
            data-testid="filter-chip"
            title={chip.ok ? undefined : 'This filter cannot be read and is not applied.'}
          >
            <Text>{label}</Text>
            <chakra.button
              type="button"
              aria-label={`Remove filter ${label}`}
              w="6"
              h="6"
              borderRadius="full"
              _hover={{ bg: 'blackAlpha.100' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent' }}
              onClick={() => onRemove(index)}
            >
              ✕
            </chakra.button>
          </HStack>
        );
      })}
      <li>
        <Button size="xs" variant="outline" bg="white" borderStyle="dashed" onClick={onAdd}>
          + Add filter
        </Button>
      </li>
    </HStack>
  );
}
