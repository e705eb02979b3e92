import { Box, chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  flagNames,
  isObsolete,
  shortFieldName,
  withFieldExpression,
  type PdfFieldMapEntry,
} from '../../model/template-pdf-fields';
import { ExpressionInput } from '../expression-input';
import { Td, Th } from './editor-table-cells';

/** A header's checkbox: a real label, so the column's option is named by its words. */
function HeaderCheckbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <chakra.label display="flex" alignItems="center" gap="1" fontWeight="normal" textTransform="none" mt="1">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </chakra.label>
  );
}

/**
 * 001 §2's field table of a PDF-form template: Field name ('show full names' off shows the last segment), Input
 * type, Flags (decoded; OBSOLETE rows marked), Expression ('fillable' is the template's own property) with an
 * expression editor per row. Editing a row queues the whole field map as the pending change.
 */
export function PdfFieldTable({
  fieldMap,
  fillable,
  disabled,
  onChange,
}: {
  fieldMap: readonly PdfFieldMapEntry[];
  fillable: boolean;
  disabled: boolean;
  onChange(set: Record<string, unknown>): void;
}) {
  const [fullNames, setFullNames] = useState(false);
  if (fieldMap.length === 0) {
    return (
      <Text fontSize="sm" color="gray.600">
        The PDF has no form fields yet: upload a PDF form.
      </Text>
    );
  }
  return (
    <Box overflowX="auto">
      <chakra.table
        w="full"
        minW="440px"
        borderCollapse="collapse"
        aria-label="PDF form fields"
        data-testid="pdf-field-table"
      >
        <thead>
          <tr>
            <Th w="26%">
              Field name
              <HeaderCheckbox label="show full names" checked={fullNames} onChange={setFullNames} />
            </Th>
            <Th w="10%">Input type</Th>
            <Th w="16%">Flags</Th>
            <Th w="48%">
              Expression
              <HeaderCheckbox
                label="fillable"
                checked={fillable}
                disabled={disabled}
                onChange={(next) => onChange({ fillable: next })}
              />
            </Th>
          </tr>
        </thead>
        <tbody>
          {fieldMap.map((entry) => {
            const obsolete = isObsolete(entry);
            const shown = fullNames ? entry.name : shortFieldName(entry.name);
            return (
              <chakra.tr
                key={entry.name}
                bg={obsolete ? 'orange.50' : undefined}
                data-testid="pdf-field-row"
                data-field={entry.name}
                data-obsolete={obsolete || undefined}
              >
                <Td title={entry.alternateName ?? entry.name}>
                  <Text
                    as="span"
                    fontFamily="mono"
                    fontSize="xs"
                    textDecoration={obsolete ? 'line-through' : undefined}
                  >
                    {shown}
                  </Text>
                </Td>
                <Td>{entry.type}</Td>
                <Td>
                  {obsolete ? (
                    <Text
                      as="span"
                      fontSize="xs"
                      fontWeight="bold"
                      px="1.5"
                      borderRadius="sm"
                      bg="orange.200"
                      color="orange.900"
                      title="The uploaded PDF no longer has this field; its expression is kept."
                    >
                      OBSOLETE
                    </Text>
                  ) : (
                    <Text as="span" fontSize="xs">
                      {flagNames(entry.flags).join(', ')}
                    </Text>
                  )}
                </Td>
                <Td>
                  <ExpressionInput
                    aria-label={`Expression of ${entry.name}`}
                    value={entry.expression}
                    disabled={disabled}
                    onChange={(expression) =>
                      onChange({ fieldMap: withFieldExpression(fieldMap, entry.name, expression) })
                    }
                  />
                </Td>
              </chakra.tr>
            );
          })}
        </tbody>
      </chakra.table>
    </Box>
  );
}
