import { Box, Text } from '@chakra-ui/react';
import {
  parseOptionList,
  SELECT_SOURCES,
  selectSourceOf,
  serializeOptionList,
  type SelectSource,
} from '../../model/variable-options';
import { FieldLabel, RadioGroupField } from '../../../../components/ui/form-fields';
import { EditorSection } from './editor-section';
import { EntryListEditor } from './entry-list-editor';
import { PropertyExpression, PropertyTextField } from './property-fields';
import { ReferenceSelect } from './reference-select';
import { setProperty, type SectionProps } from './section-props';
import { StyleField } from './style-field';

/**
 * 001 §2 Selection: SELECT FROM options listed below, a table (or query), or a user data list expression; STYLE;
 * OPTION TEMPLATE; then the options themselves, the table or query, or the expression.
 */
export function SelectionSection({ member, edit, disabled, elements }: SectionProps) {
  const source = selectSourceOf(member);
  const bound = { member, edit, disabled };
  return (
    <EditorSection title="Selection">
      <RadioGroupField<SelectSource>
        label="SELECT FROM"
        value={source}
        choices={SELECT_SOURCES}
        direction="column"
        disabled={disabled}
        onChange={(next) => edit({ kind: 'source', source: next })}
      />
      <StyleField member={member} edit={edit} disabled={disabled} />
      <Box>
        <PropertyTextField
          {...bound}
          property="optionTemplate"
          label="OPTION TEMPLATE"
          placeholder={source === 'anOptionListedBelow' ? 'the option itself' : 'e.g. {[Name]}'}
        />
        <Text fontSize="xs" color="gray.600" mt="1">
          How each option is shown to the user.
        </Text>
      </Box>
      {source === 'anOptionListedBelow' && (
        <Box>
          <FieldLabel>OPTIONS</FieldLabel>
          <EntryListEditor
            entries={parseOptionList(member._options)}
            noun="option"
            label="Options"
            disabled={disabled}
            onChange={(list) => edit(setProperty('_options', serializeOptionList(list)))}
          />
        </Box>
      )}
      {source === 'aTable' && (
        <ReferenceSelect
          label="TABLE OR QUERY"
          value={member.options}
          elements={elements}
          disabled={disabled}
          onChange={(value) => edit(setProperty('options', value))}
        />
      )}
      {source === 'userData' && (
        <PropertyExpression
          {...bound}
          property="options"
          label="USER DATA LIST"
          placeholder="an expression giving a list"
        />
      )}
    </EditorSection>
  );
}
