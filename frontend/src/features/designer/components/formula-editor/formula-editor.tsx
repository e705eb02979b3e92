import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useElement } from '../../api/get-element.api';
import { designerPath, KIND_SEGMENT } from '../../model/designer-routes';
import { membersOf, type Member } from '../../model/designer.types';
import { memberNameProblem } from '../../model/element-names';
import {
  changeFormulaType,
  changeListMode,
  FORMULA_DATA_LOSS_WARNING,
  formulaTypeChoices,
  isExternal,
  isModelTyped,
  refOf,
  renameFormula,
  showsDataLossWarning,
  typeChoiceOf,
  type FormulaChange,
} from '../../model/formula-rules';
import { isObjectExpression } from '../../model/object-expression';
import { ExpressionInput } from '../expression-input';
import type { MemberEditorProps } from '../member-editor-props';
import { TextField } from '../../../../components/ui/form-fields';
import { FormulaMapping } from './formula-mapping';
import { FormulaTypeField } from './formula-type-field';
import { ListExpressions } from './list-expressions';

/**
 * 001 §2 Formula editor: FORMULA NAME, FORMULA TYPE (Single or List of, and the type), the expression, or
 * EXPRESSIONS for a list; a model-typed formula has EXPRESSION and MAPPING tabs. Edits are queued as pending
 * changes; the data-loss warning shows while name, type or list flag differ from the saved formula.
 */
export function FormulaEditor(props: MemberEditorProps) {
  // Another formula opened: its own name draft, tab and mapping drafts.
  return <FormulaForm key={props.member._id} {...props} />;
}

function FormulaForm({ tenancy, element, member, saved, elements, disabled, onChange }: MemberEditorProps) {
  const navigate = useNavigate();
  const external = isExternal(member);
  const change = (set: FormulaChange) => {
    if (!disabled && Object.keys(set).length > 0) onChange(set);
  };
  const expression = typeof member.expression === 'string' ? member.expression : '';
  const isList = member.isList === true;
  return (
    <Stack gap="5" maxW="3xl">
      {showsDataLossWarning(member, saved) && (
        <Box
          role="status"
          bg="orange.50"
          color="orange.900"
          borderWidth="1px"
          borderColor="orange.300"
          borderRadius="md"
          p="3"
          fontSize="sm"
        >
          {FORMULA_DATA_LOSS_WARNING}
        </Box>
      )}
      <NameField
        member={member}
        formulas={membersOf(element, 'formula')}
        disabled={disabled || external}
        onRename={(name) => {
          if (disabled) return;
          change(renameFormula(member, saved, name));
          // The address names the formula: follow it to its new name.
          navigate(designerPath(tenancy, element.name, KIND_SEGMENT.formula, name), { replace: true });
        }}
      />
      <FormulaTypeField
        isList={isList}
        choice={typeChoiceOf(member)}
        choices={formulaTypeChoices(elements)}
        disabled={disabled || external}
        onListChange={(next) => change(changeListMode(member, saved, next))}
        onTypeChange={(choice) => change(changeFormulaType(member, saved, choice))}
      />
      {external && (
        <Text fontSize="sm" color="gray.600">
          This formula comes from outside the designer: its name, type and list flag cannot be changed.
        </Text>
      )}
      {isList ? (
        <ListExpressions
          expression={member.expression}
          disabled={disabled}
          onChange={(next) => change({ expression: next })}
        />
      ) : isModelTyped(member) ? (
        <ModelExpression
          tenancy={tenancy}
          element={element}
          elements={elements}
          member={member}
          expression={expression}
          disabled={disabled}
          onChange={(next) => change({ expression: next })}
        />
      ) : (
        <ExpressionInput
          label="Expression"
          value={expression}
          disabled={disabled}
          onChange={(next) => change({ expression: next })}
        />
      )}
    </Stack>
  );
}

/**
 * FORMULA NAME: checked as typed, queued when the author leaves the field with a valid name (a rename moves the
 * formula to a new address, so it is not sent on every keystroke).
 */
function NameField({
  member,
  formulas,
  disabled,
  onRename,
}: {
  member: Member;
  formulas: readonly Member[];
  disabled: boolean;
  onRename(name: string): void;
}) {
  const [draft, setDraft] = useState(member.name);
  useEffect(() => setDraft(member.name), [member.name]);
  const problem = draft === member.name ? null : memberNameProblem('formula', draft, formulas, member._id);
  return (
    <TextField
      label="Formula name"
      value={draft}
      disabled={disabled}
      error={problem}
      onChange={setDraft}
      onBlur={() => {
        if (problem === null && draft !== member.name) onRename(draft);
      }}
    />
  );
}

type Tab = 'expression' | 'mapping';

/** A single model-typed formula: EXPRESSION and MAPPING tabs, MAPPING only for an object expression (001 §5). */
function ModelExpression({
  tenancy,
  element,
  elements,
  member,
  expression,
  disabled,
  onChange,
}: Pick<MemberEditorProps, 'tenancy' | 'element' | 'elements' | 'member'> & {
  expression: string;
  disabled: boolean;
  onChange(expression: string): void;
}) {
  const [tab, setTab] = useState<Tab>('expression');
  const ids = useId();
  const mappable = isObjectExpression(expression);
  const shown: Tab = tab === 'mapping' && mappable ? 'mapping' : 'expression';
  const ref = refOf(member);
  // The formula's own model is read as edited (pending changes applied); any other from the server.
  const isOwnModel = ref === element.name;
  const modelId = isOwnModel ? undefined : elements.find((e) => e.kind === 'model' && e.name === ref)?._id;
  const model = useElement(tenancy, 'model', modelId);
  const variables = isOwnModel ? membersOf(element, 'variable') : (model.data?.properties ?? []);
  useEffect(() => {
    // 001 §8: a bad formula model reference is only logged.
    if (ref !== undefined && !isOwnModel && modelId === undefined)
      console.warn(`Formula ${member.name}: model '${ref}' not found`);
  }, [ref, isOwnModel, modelId, member.name]);

  const tabButton = (value: Tab, label: string, enabled: boolean) => (
    <Button
      role="tab"
      id={`${ids}-${value}`}
      aria-selected={shown === value}
      aria-controls={`${ids}-panel`}
      disabled={!enabled}
      title={
        enabled ? undefined : 'The mapping is available when the expression is an object, such as { Name: FirstName }.'
      }
      onClick={() => setTab(value)}
      size="sm"
      variant="ghost"
      borderRadius="0"
      borderBottomWidth="2px"
      borderColor={shown === value ? 'app.accent' : 'transparent'}
      fontWeight={shown === value ? 'semibold' : 'normal'}
      letterSpacing="wide"
    >
      {label}
    </Button>
  );

  return (
    <Box>
      <HStack
        role="tablist"
        aria-label="Formula expression"
        gap="0"
        borderBottomWidth="1px"
        borderColor="gray.200"
        mb="3"
      >
        {tabButton('expression', 'EXPRESSION', true)}
        {tabButton('mapping', 'MAPPING', mappable)}
      </HStack>
      <Box role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${shown}`}>
        {shown === 'expression' ? (
          <ExpressionInput aria-label="Expression" value={expression} disabled={disabled} onChange={onChange} />
        ) : modelId === undefined && !isOwnModel ? (
          <Text fontSize="sm" color="red.600">
            The model {ref ?? ''} does not exist; choose another type.
          </Text>
        ) : model.isError && !isOwnModel ? (
          <Text fontSize="sm" color="red.600">
            Error: {model.error.message}
          </Text>
        ) : model.isPending && !isOwnModel ? (
          <Text fontSize="sm">Loading...</Text>
        ) : (
          <FormulaMapping expression={expression} variables={variables} disabled={disabled} onChange={onChange} />
        )}
      </Box>
    </Box>
  );
}
