import { Box, Button, chakra, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { ElementListItem } from '../model/designer.types';
import { designerPath } from '../model/designer-routes';
import { PREFERENCE_KEYS, useRememberedFlag } from '../model/designer-preferences';
import { isThirdParty, KIND_GROUP, thirdPartyIntegrationOn, visibleElements } from '../model/element-order';
import { ActionMenu } from '../../../components/ui/action-menu';
import { FoldedPanel } from './folded-panel';
import { leaveBlocked, leaveThen } from '../../../lib/navigation/leave-guard';
import { CheckboxField } from '../../../components/ui/form-fields';

/** 001 §9: a model list row is 47 px high. */
const ROW_HEIGHT = '47px';

/**
 * 001 §2 "Element list": ELEMENTS with its menu (Import element, Export All, and the deleted elements), a search,
 * the elements in the designer's order, third-party elements behind a remembered checkbox, a row menu (Export
 * model, Delete model) and "Add a new element". Collapsible; the choice is remembered.
 */
export function ElementListPanel({
  tenancy,
  elements,
  currentId,
  addons,
  onAdd,
  onImport,
  onExportAll,
  onExportElement,
  onDeleteElement,
  onShowDeleted,
}: {
  tenancy: string;
  elements: readonly ElementListItem[];
  currentId?: string;
  addons: readonly string[];
  onAdd(): void;
  onImport(): void;
  onExportAll(): void;
  onExportElement(element: ElementListItem): void;
  onDeleteElement(element: ElementListItem): void;
  onShowDeleted(): void;
}) {
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useRememberedFlag(PREFERENCE_KEYS.elementsCollapsed);
  const [showThirdParty, setShowThirdParty] = useRememberedFlag(PREFERENCE_KEYS.showThirdParty);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const offerThirdParty = thirdPartyIntegrationOn(addons) && elements.some(isThirdParty);
  const shown = useMemo(
    () => visibleElements(elements, { search: debounced, showThirdParty: showThirdParty || !offerThirdParty }),
    [elements, debounced, showThirdParty, offerThirdParty],
  );

  if (collapsed) return <FoldedPanel as="nav" label="Elements" side="left" onOpen={() => setCollapsed(false)} />;

  let lastGroup = '';
  return (
    <Flex
      as="nav"
      aria-label="Elements"
      direction="column"
      w="72"
      flexShrink={0}
      bg="app.menu"
      color="app.menuText"
      borderRightWidth="1px"
      borderColor="gray.200"
      minH="0"
    >
      <Flex align="center" justify="space-between" px="4" pt="4" pb="2">
        <Heading as="h2" size="xs" letterSpacing="wider">
          ELEMENTS
        </Heading>
        <Flex gap="1">
          <ActionMenu
            label="Elements menu"
            actions={[
              { label: 'Import element', onSelect: onImport },
              { label: 'Export All', onSelect: onExportAll, disabled: elements.length === 0 },
              { label: 'Deleted elements', onSelect: onShowDeleted },
            ]}
          />
          <Button size="xs" variant="ghost" aria-label="Hide the elements panel" onClick={() => setCollapsed(true)}>
            «
          </Button>
        </Flex>
      </Flex>
      <Box px="4" pb="2">
        <Input
          size="sm"
          aria-label="Search elements"
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          bg="white"
          color="black"
        />
        {offerThirdParty && (
          <Box mt="2">
            <CheckboxField label="Show 3rd party models" checked={showThirdParty} onChange={setShowThirdParty} />
          </Box>
        )}
      </Box>
      <Stack as="ul" gap="0" overflowY="auto" flex="1" listStyleType="none" m="0" p="0" aria-label="Elements list">
        {shown.length === 0 && (
          <Text as="li" px="4" py="3" fontSize="sm" color="gray.500">
            {elements.length === 0 ? 'No elements yet. Add the first one below.' : 'No element matches the search.'}
          </Text>
        )}
        {shown.map((element) => {
          const group = KIND_GROUP[element.kind];
          const header = group !== lastGroup;
          lastGroup = group;
          const current = element._id === currentId;
          return (
            <Box as="li" key={element._id}>
              {header && (
                <Text
                  px="4"
                  pt="3"
                  pb="1"
                  fontSize="xs"
                  fontWeight="semibold"
                  color="gray.500"
                  textTransform="uppercase"
                >
                  {group}
                </Text>
              )}
              <Flex
                data-testid="element-row"
                align="center"
                h={ROW_HEIGHT}
                pl="4"
                pr="2"
                bg={current ? 'app.widget' : undefined}
                color={current ? 'app.widgetText' : undefined}
                _hover={current ? undefined : { bg: 'blackAlpha.50' }}
              >
                <chakra.a
                  asChild
                  flex="1"
                  minW="0"
                  truncate
                  fontSize="sm"
                  fontWeight={current ? 'semibold' : 'normal'}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '-2px' }}
                >
                  <RouterLink
                    to={designerPath(tenancy, element.name)}
                    aria-current={current ? 'page' : undefined}
                    onClick={(event) => {
                      // 001 §2: leaving a template with an unsaved profile asks first.
                      if (!leaveBlocked()) return;
                      event.preventDefault();
                      leaveThen(() => navigate(designerPath(tenancy, element.name)));
                    }}
                  >
                    {element.name}
                  </RouterLink>
                </chakra.a>
                <ActionMenu
                  label={`Menu of ${element.name}`}
                  actions={[
                    { label: `Export ${element.kind}`, onSelect: () => onExportElement(element) },
                    { label: `Delete ${element.kind}`, onSelect: () => onDeleteElement(element) },
                  ]}
                />
              </Flex>
            </Box>
          );
        })}
      </Stack>
      <Box p="4" borderTopWidth="1px" borderColor="gray.200">
        <Button w="full" size="sm" bg="app.widget" color="app.widgetText" onClick={onAdd}>
          Add a new element
        </Button>
      </Box>
    </Flex>
  );
}
