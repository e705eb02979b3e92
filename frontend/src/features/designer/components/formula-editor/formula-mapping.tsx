import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Member } from '../../model/designer.types';
import { expressionProblem } from '../../model/expression-check';
import { mappingRows } from '../../model/formula-rules';
import { objectEntries, withObjectEntry } from '../../model/object-expression';
import { ExpressionInput } from '../expression-input';
import { CheckboxField } from '../../../../components/ui/form-fields';

/**
 * The MAPPING tab of a model-typed formula (001 §2): the object expression shown as one row per variable of the
 * model, VARIABLE (name and type) and an editable EXPRESSION. A row's text joins the object once it compiles;
 * until then it stays in the row with its error, so a half-typed expression never breaks the whole object.
 */
export function FormulaMapping({
  expression,
  variables,
  disabled,
  onChange,
}: {
  expression: string;
  variables: readonly Member[];
  disabled: boolean;
  onChange(expression: string): void;
}) {
  const [showAdvanced, setShowAdvanced] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const entries = objectEntries(expression) ?? [];
  const rows = mappingRows(variables, entries, showAdvanced);
  const edit = (name: string, value: string) => {
    setDrafts((current) => ({ ...current, [name]: value }));
    if (expressionProblem(value) !== null) return;
    const next = withObjectEntry(expression, name, value);
    if (next !== undefined && next !== expression) onChange(next);
  };
  // Leaving a row shows the object's text again (as written back), unless the row's text does not compile: that
  // stays, with its error, for the author to correct.
  const settle = (name: string) =>
    setDrafts((current) => {
      if (current[name] === undefined || expressionProblem(current[name]) !== null) return current;
      const { [name]: _settled, ...rest } = current;
      void _settled;
      return rest;
    });
  return (
    <Box>
      <Box mb="3">
        <CheckboxField label="Show advanced" checked={showAdvanced} onChange={setShowAdvanced} />
      </Box>
      <Grid templateColumns="minmax(8rem, 1fr) 2fr" columnGap="3" rowGap="2" alignItems="start">
        <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="gray.600">
          Variable
        </Text>
        <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="gray.600">
          Expression
        </Text>
        {rows.map((row) => (
          <MappingRowView
            key={row.name}
            name={row.name}
            typeLabel={row.isVariable ? row.typeLabel : 'not a variable of this model'}
            value={drafts[row.name] ?? row.expression}
            disabled={disabled}
            onChange={(value) => edit(row.name, value)}
            onBlur={() => settle(row.name)}
          />
        ))}
      </Grid>
      {rows.length === 0 && (
        <Text fontSize="sm" color="gray.600" mt="2">
          This model has no variables to map.
        </Text>
      )}
    </Box>
  );
}

function MappingRowView({
  name,
  typeLabel,
  value,
  disabled,
  onChange,
  onBlur,
}: {
  name: string;
  typeLabel: string;
  value: string;
  disabled: boolean;
  onChange(value: string): void;
  onBlur(): void;
}) {
  return (
    <>
      <Box pt="2" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {name}
        </Text>
        <Text fontSize="xs" color="gray.600">
          {typeLabel}
        </Text>
      </Box>
      <chakra.div onBlur={onBlur} minW="0">
        <ExpressionInput aria-label={`Expression for ${name}`} value={value} disabled={disabled} onChange={onChange} />
      </chakra.div>
    </>
  );
}
