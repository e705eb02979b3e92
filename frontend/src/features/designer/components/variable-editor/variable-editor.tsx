import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { designerPath } from '../../model/designer-routes';
import { membersOf } from '../../model/designer.types';
import { DATA_LOSS_WARNING, showsDataLossWarning } from '../../model/variable-data-loss';
import { isExternal, variableEditSet, variableNameProblem, type VariableEdit } from '../../model/variable-edits';
import { listAllowed, modelsOf, TYPE_LABELS, typeChoiceOf, VARIABLE_TYPES } from '../../model/variable-types';
import { TextAreaField, TextField } from '../../../../components/ui/form-fields';
import type { MemberEditorProps } from '../member-editor-props';
import { CheckboxRow, EditorSection } from './editor-section';
import { NumberSection } from './number-section';
import { ObjectSection } from './object-section';
import { PropertyCheckbox, PropertyExpression, PropertyTextField } from './property-fields';
import { setProperty, textOf, type SectionProps } from './section-props';
import { SelectionSection } from './selection-section';
import { DateSection, FileSection, TrueFalseSection } from './simple-sections';
import { TextSection } from './text-section';
import { TypeField } from './type-field';

const SECTIONS: Record<string, (props: SectionProps) => ReactNode> = {
  text: TextSection,
  number: NumberSection,
  checkbox: TrueFalseSection,
  date: DateSection,
  selection: SelectionSection,
  file: FileSection,
  object: ObjectSection,
  global: ObjectSection,
};

/** 001 §2: shown once the name, type or list flag differs from what was saved. */
function DataLossWarning() {
  return (
    <Flex
      role="status"
      gap="3"
      align="flex-start"
      px="4"
      py="3"
      borderRadius="md"
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      color="orange.900"
      fontSize="sm"
    >
      <Box aria-hidden="true" fontWeight="bold">
        ⚠
      </Box>
      <Text>{DATA_LOSS_WARNING}</Text>
    </Flex>
  );
}

/**
 * The variable editor (001 §2): VARIABLE NAME, TYPE (Single or List of), the question (prompt, Unlabeled, help,
 * relevance), and the section of the variable's type. Each edit queues only what it changes (variable-edits);
 * a name is queued once it is valid and the field is left, so the page can follow the rename.
 */
export function VariableEditor(props: MemberEditorProps) {
  const { tenancy, element, member, saved, elements, addons, disabled, onChange } = props;
  const external = isExternal(member);
  const [draftName, setDraftName] = useState(member.name);
  useEffect(() => setDraftName(member.name), [member._id, member.name]);

  const edit = (change: VariableEdit) => {
    if (disabled) return;
    const set = variableEditSet(member, change, elements);
    if (Object.keys(set).length > 0) onChange(set);
  };

  const nameProblem = variableNameProblem(draftName, membersOf(element, 'variable'), member._id);
  const navigate = useNavigate();
  const commitName = () => {
    if (disabled || external || nameProblem !== null || draftName === member.name) return;
    edit({ kind: 'name', name: draftName });
    // The page finds the variable by the name in its address: follow the rename there.
    navigate(designerPath(tenancy, element.name, 'variables', draftName.trim()), { replace: true });
  };

  const type = textOf(member.type);
  const isList = member.isList === true;
  const models = modelsOf(elements);
  const types = VARIABLE_TYPES.map((value) => ({
    value,
    label: TYPE_LABELS[value],
    disabled: isList && !listAllowed(value, 'edit'),
  }));
  const unlabeled = member.unlabeled === true;
  const Section = SECTIONS[type];
  const sectionProps: SectionProps = { tenancy, element, member, elements, disabled, edit };
  const bound = { member, edit, disabled };

  return (
    <Stack gap="8" maxW="3xl" data-testid="variable-editor">
      <EditorSection title="Variable">
        <Box
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitName();
          }}
        >
          <TextField
            label="VARIABLE NAME"
            value={draftName}
            disabled={disabled || external}
            error={nameProblem}
            onChange={setDraftName}
            onBlur={commitName}
          />
        </Box>
        <TypeField
          isList={isList}
          listDisabled={!listAllowed(type, 'edit')}
          onListChange={(next) => edit({ kind: 'isList', isList: next })}
          choice={typeChoiceOf(member)}
          onChoiceChange={(choice) => edit({ kind: 'type', choice })}
          types={types}
          models={models}
          disabled={disabled || external}
          unknownLabel={`${textOf(member.typeName) || 'Unknown model'} (model not found)`}
        />
        {external && (
          <Text fontSize="xs" color="gray.600">
            This variable belongs to an integration: its name, type and list setting cannot be changed.
          </Text>
        )}
        {showsDataLossWarning(member, saved, draftName) && <DataLossWarning />}
      </EditorSection>

      <EditorSection title="Question">
        <Stack gap="2">
          <Box opacity={unlabeled ? 0.5 : 1}>
            <PropertyTextField
              {...bound}
              disabled={disabled || unlabeled}
              property="label"
              label="QUESTION PROMPT"
              placeholder={member.name}
            />
          </Box>
          <PropertyCheckbox {...bound} property="unlabeled" label="Unlabeled" />
        </Stack>
        <Box opacity={unlabeled ? 0.5 : 1}>
          <TextAreaField
            label="QUESTION HELP"
            value={textOf(member.helpText)}
            rows={3}
            disabled={disabled || unlabeled}
            onChange={(value) => edit(setProperty('helpText', value))}
          />
        </Box>
        <PropertyExpression
          {...bound}
          property="forceRelevance"
          label="RELEVANCE (CONDITION)"
          placeholder="automatic"
        />
        {addons.includes('manualRelevance') && (
          <CheckboxRow>
            <PropertyCheckbox {...bound} property="manualRelevance" label="Ignore Usage" />
            <PropertyCheckbox {...bound} property="forceOptional" label="Always Optional" />
          </CheckboxRow>
        )}
      </EditorSection>

      {Section ? (
        <Section {...sectionProps} />
      ) : (
        <Text fontSize="sm" color="gray.600">
          Choose a type to see its settings.
        </Text>
      )}
    </Stack>
  );
}
