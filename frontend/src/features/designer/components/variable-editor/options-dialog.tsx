import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import type { QueryParameter as DeclaredParameter } from '../../model/query-definition';
import {
  MISSING_ARGUMENT,
  parameterRows,
  referenceFromRows,
  requiredUnfilled,
  type ParameterRow,
} from '../../model/query-reference-params';
import type { QueryReference } from '../../model/variable-references';
import { ExpressionInput } from '../expression-input';
import { FieldError, FieldLabel } from '../../../../components/ui/form-fields';

const blankRow = (): ParameterRow => ({ name: '', expression: '', required: false, declared: false });

/**
 * 001 §2 Options dialog: the parameters a query is called with. The query's own parameters come first, each by
 * name, required ones flagged (001 §5: one left unfilled is written as an error token); other name/expression
 * pairs can be added. Parameters without a name or a value are dropped on Ok.
 */
export function OptionsDialog({
  reference,
  declared,
  onSave,
  onCancel,
}: {
  reference: QueryReference;
  /** The query's parameters (its `params`), as far as they are known. */
  declared: readonly DeclaredParameter[];
  onSave(reference: QueryReference): void;
  onCancel(): void;
}) {
  const [rows, setRows] = useState<ParameterRow[]>(() => {
    const initial = parameterRows(reference, declared);
    return initial.length > 0 ? initial : [blankRow()];
  });
  const update = (index: number, change: Partial<ParameterRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <DialogFrame
      title="Options"
      width="510px"
      onOk={() => onSave(referenceFromRows(reference, rows, declared))}
      onCancel={onCancel}
    >
      <Text fontSize="sm" color="gray.600" mb="3">
        Parameters passed to the query {reference.name}. A parameter without a value is left out; a required one left
        empty shows {MISSING_ARGUMENT}.
      </Text>
      <Stack gap="3">
        <HStack gap="2" aria-hidden="true">
          <Box w="36">
            <FieldLabel>Name</FieldLabel>
          </Box>
          <Box flex="1">
            <FieldLabel>Expression</FieldLabel>
          </Box>
          <Box w="8" />
        </HStack>
        {rows.map((row, index) => (
          <Box key={index} data-testid="option-row">
            <HStack gap="2" align="flex-start">
              <Input
                w="36"
                size="sm"
                h="10"
                aria-label={`Parameter ${index + 1} name`}
                value={row.required ? `${row.name} *` : row.name}
                readOnly={row.declared}
                title={row.required ? 'Required' : undefined}
                onChange={(event) => update(index, { name: event.target.value })}
                bg={row.declared ? 'gray.100' : 'white'}
                color="black"
                borderColor="gray.300"
              />
              <Box flex="1">
                <ExpressionInput
                  aria-label={`Parameter ${index + 1} expression`}
                  value={row.expression}
                  onChange={(expression) => update(index, { expression })}
                />
              </Box>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove parameter ${index + 1}`}
                title="Remove"
                // The query's own parameters stay: left empty, an optional one is dropped on Ok.
                disabled={row.declared}
                onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </HStack>
            {requiredUnfilled(row) && <FieldError>{row.name} is required.</FieldError>}
          </Box>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => setRows((current) => [...current, blankRow()])}
        >
          Add parameter
        </Button>
      </Stack>
    </DialogFrame>
  );
}
