import { Box, Button, chakra, Flex, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import type { ElementListItem, ElementView } from '../model/designer.types';
import { PREFERENCE_KEYS, useRememberedFlag } from '../model/designer-preferences';
import { FoldedPanel } from './folded-panel';
import { HistoryPanel } from './history/history-panel';
import { PanelErrorBoundary } from './panel-error-boundary';
import { VariableBrowser } from './variable-browser/variable-browser';

type Section = 'variables' | 'history';

/**
 * The right-hand details panel (001 §2: collapsible, remembered): the variable browser, and the element's
 * history (every saved version, compare, revert, labels).
 */
export function DetailsPanel({
  tenancy,
  element,
  preview,
  elements,
  hasPendingChanges,
}: {
  tenancy: Tenancy;
  /** As saved: the history's latest version. */
  element: ElementView;
  /** With the pending changes: what the variable browser lists. */
  preview: ElementView;
  elements: readonly ElementListItem[];
  hasPendingChanges: boolean;
}) {
  const [collapsed, setCollapsed] = useRememberedFlag(PREFERENCE_KEYS.detailsCollapsed);
  const [section, setSection] = useState<Section>('variables');
  if (collapsed) return <FoldedPanel as="aside" label="Details" side="right" onOpen={() => setCollapsed(false)} />;
  const tab = (value: Section, label: string) => (
    <chakra.button
      type="button"
      role="tab"
      aria-selected={section === value}
      px="3"
      py="2"
      fontSize="sm"
      fontWeight={section === value ? 'semibold' : 'normal'}
      borderBottomWidth="3px"
      borderBottomColor={section === value ? 'app.accent' : 'transparent'}
      _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent' }}
      onClick={() => setSection(value)}
    >
      {label}
    </chakra.button>
  );
  return (
    <Flex
      as="aside"
      aria-label="Details"
      direction="column"
      w="96"
      flexShrink={0}
      bg="app.menu"
      color="app.menuText"
      borderLeftWidth="1px"
      borderColor="gray.200"
      minH="0"
    >
      <Flex align="center" justify="space-between" px="2" borderBottomWidth="1px" borderColor="gray.200">
        <Flex role="tablist" aria-label="Details">
          {tab('variables', 'Variables')}
          {tab('history', 'History')}
        </Flex>
        <Button size="xs" variant="ghost" aria-label="Hide the details panel" onClick={() => setCollapsed(true)}>
          »
        </Button>
      </Flex>
      <Box flex="1" overflowY="auto" p="4" role="tabpanel">
        <Heading as="h2" size="xs" mb="3" letterSpacing="wider">
          {section === 'history' ? 'History' : 'Variables'}
        </Heading>
        <PanelErrorBoundary resetKey={`${section}:${element._id}`}>
          {section === 'history' ? (
            <HistoryPanel tenancy={tenancy.name} element={element} hasPendingChanges={hasPendingChanges} />
          ) : (
            <VariableBrowser
              tenancy={tenancy.name}
              element={preview}
              elements={elements}
              locale={tenancy.settings.locale ?? 'en-US'}
            />
          )}
        </PanelErrorBoundary>
      </Box>
    </Flex>
  );
}
