import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  parseOptionList,
  serializeOptionList,
  SUGGESTION_SOURCES,
  suggestionSourceOf,
  type SuggestionSource,
} from '../../model/variable-options';
import { FieldLabel, RadioGroupField } from '../../../../components/ui/form-fields';
import { CheckboxRow, EditorSection } from './editor-section';
import { NumberField } from './number-field';
import { PatternField } from './pattern-field';
import { PropertyCheckbox, PropertyExpression } from './property-fields';
import { setProperty, type SectionProps } from './section-props';
import { SuggestionsDialog } from './suggestions-dialog';

/** 001 §2 Text: pattern, line breaks, markdown, input height, and answer suggestions (a fixed list or an expression). */
export function TextSection({ member, edit, disabled }: SectionProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const source = suggestionSourceOf(member);
  const suggestions = parseOptionList(member._options);
  const bound = { member, edit, disabled };
  return (
    <EditorSection title="Text">
      <PatternField {...bound} />
      <CheckboxRow>
        <PropertyCheckbox {...bound} property="allowBreaks" label="Allow line breaks" />
        <PropertyCheckbox {...bound} property="processMarkdown" label="Allow formatting (markdown)" />
      </CheckboxRow>
      <Box maxW="48">
        <NumberField
          label="INPUT HEIGHT IN LINES"
          value={member.height}
          placeholder="1"
          integer
          min={1}
          disabled={disabled}
          onCommit={(height) => edit(setProperty('height', height))}
        />
      </Box>
      <RadioGroupField<SuggestionSource>
        label="ANSWER SUGGESTIONS"
        value={source}
        choices={SUGGESTION_SOURCES}
        direction="column"
        disabled={disabled}
        onChange={(suggestion) => edit(setProperty('suggestion', suggestion === 'none' ? null : suggestion))}
      />
      {source === 'fixed' && (
        <Stack gap="2">
          <FieldLabel>SUGGESTIONS</FieldLabel>
          {suggestions.length === 0 ? (
            <Text fontSize="sm" color="gray.500">
              No suggestions yet.
            </Text>
          ) : (
            <chakra.ul aria-label="Suggestions" display="flex" flexWrap="wrap" gap="2" listStyleType="none">
              {suggestions.map((suggestion) => (
                <chakra.li
                  key={suggestion}
                  fontSize="sm"
                  px="2"
                  py="0.5"
                  borderRadius="full"
                  borderWidth="1px"
                  borderColor="gray.300"
                  bg="gray.50"
                  color="gray.800"
                >
                  {suggestion}
                </chakra.li>
              ))}
            </chakra.ul>
          )}
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            disabled={disabled}
            onClick={() => setDialogOpen(true)}
          >
            Edit suggestions
          </Button>
        </Stack>
      )}
      {source === 'expression' && (
        <PropertyExpression
          {...bound}
          property="options"
          label="SUGGESTIONS EXPRESSION"
          placeholder="a list of text values"
        />
      )}
      {dialogOpen && (
        <SuggestionsDialog
          suggestions={suggestions}
          onCancel={() => setDialogOpen(false)}
          onSave={(list) => {
            setDialogOpen(false);
            edit(setProperty('_options', serializeOptionList(list)));
          }}
        />
      )}
    </EditorSection>
  );
}
