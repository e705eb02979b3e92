import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import type { QueryParameter } from '../../model/variable-references';
import { ExpressionInput } from '../expression-input';
import { FieldLabel } from '../form-fields';

/**
 * 001 §2 Options dialog: the parameters a query is called with, as name/expression pairs. Parameters without a
 * name or a value are dropped on Ok (001 §5).
 */
export function OptionsDialog({
  queryName,
  params,
  onSave,
  onCancel,
}: {
  queryName: string;
  params: readonly QueryParameter[];
  onSave(params: QueryParameter[]): void;
  onCancel(): void;
}) {
  const [rows, setRows] = useState<QueryParameter[]>(params.length > 0 ? [...params] : [{ name: '', expression: '' }]);
  const update = (index: number, change: Partial<QueryParameter>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <DialogFrame
      title="Options"
      width="510px"
      onOk={() => onSave(rows.filter((row) => row.name.trim() !== '' && row.expression.trim() !== ''))}
      onCancel={onCancel}
    >
      <Text fontSize="sm" color="gray.600" mb="3">
        Parameters passed to the query {queryName}. A parameter without a value is left out.
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
          <HStack key={index} gap="2" align="flex-start" data-testid="option-row">
            <Input
              w="36"
              size="sm"
              h="10"
              aria-label={`Parameter ${index + 1} name`}
              value={row.name}
              onChange={(event) => update(index, { name: event.target.value })}
              bg="white"
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
              onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          </HStack>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => setRows((current) => [...current, { name: '', expression: '' }])}
        >
          Add parameter
        </Button>
      </Stack>
    </DialogFrame>
  );
}
