import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SaveCancelBar } from '../../../components/ui/save-cancel-bar';
import type { ElementListItem, ElementView } from '../model/designer.types';
import { elementNameProblem } from '../model/element-names';
import { KIND_LABEL } from '../model/element-order';
import { TextAreaField, TextField } from '../../../components/ui/form-fields';

/**
 * 001 §2 "Model header": MODEL NAME (disabled for an external element), SUMMARY TEMPLATE (expandable), and
 * "Save changes to types" / "Revert changes" while changes are pending.
 */
export function ModelHeader({
  element,
  elements,
  editable,
  hasChanges,
  saving,
  onChange,
  onSave,
  onRevert,
}: {
  /** With the pending changes applied. */
  element: ElementView;
  elements: readonly ElementListItem[];
  editable: boolean;
  hasChanges: boolean;
  saving: boolean;
  onChange(set: Record<string, unknown>): void;
  onSave(): void;
  onRevert(): void;
}) {
  const [summaryOpen, setSummaryOpen] = useState(false);
  const label = KIND_LABEL[element.kind].toUpperCase();
  const problem = elementNameProblem(element.name, elements, element._id);
  return (
    <Box as="header" bg="app.menu" color="app.menuText" px="6" py="4" borderBottomWidth="1px" borderColor="gray.200">
      <Flex gap="6" align="flex-start" wrap="wrap">
        <Box flex="1" minW="60" maxW="md">
          <TextField
            label={`${label} NAME`}
            value={element.name}
            disabled={!editable || element.isExternal === true}
            error={problem}
            onChange={(name) => onChange({ name })}
          />
        </Box>
        {/* A summary is how a model's records are shown in lists; a table's rows show their key instead. */}
        {element.kind === 'model' && (
          <Stack flex="2" minW="60" gap="1">
            {summaryOpen ? (
              <TextAreaField
                label="SUMMARY TEMPLATE"
                value={typeof element.summary === 'string' ? element.summary : ''}
                rows={4}
                disabled={!editable}
                onChange={(summary) => onChange({ summary })}
              />
            ) : (
              <TextField
                label="SUMMARY TEMPLATE"
                value={typeof element.summary === 'string' ? element.summary.split('\n')[0] : ''}
                disabled={!editable}
                onChange={(summary) => onChange({ summary })}
              />
            )}
            <Button
              size="xs"
              variant="ghost"
              alignSelf="flex-start"
              aria-expanded={summaryOpen}
              onClick={() => setSummaryOpen((open) => !open)}
            >
              {summaryOpen ? 'Collapse' : 'Expand'}
            </Button>
          </Stack>
        )}
        <SaveCancelBar
          alignSelf="center"
          changed={hasChanges}
          saving={saving}
          saveDisabled={!editable || problem !== null}
          saveLabel="Save changes to types"
          cancelLabel="Revert changes"
          onSave={onSave}
          onCancel={onRevert}
        />
      </Flex>
      {element.isExternal === true && (
        <Text mt="2" fontSize="xs" color="gray.500">
          This element belongs to an integration: its name cannot be changed here.
        </Text>
      )}
    </Box>
  );
}
