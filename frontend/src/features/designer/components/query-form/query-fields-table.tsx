import { Box, chakra, Spinner, Text } from '@chakra-ui/react';
import { useElement } from '../../api/get-element.api';
import { useQuerySourceShape } from '../../api/query-source-shape.api';
import { membersOf, type ElementListItem } from '../../model/designer.types';
import { fieldsOfVariables, type QueryField } from '../../model/query-definition';
import { TYPE_LABELS, type AddType } from '../../model/variable-types';
import { FieldLabel } from '../../../../components/ui/form-fields';

const typeLabel = (type: string) => TYPE_LABELS[type as AddType] ?? type;

const cell = { px: '3', py: '1.5', borderBottomWidth: '1px', borderColor: 'gray.200', textAlign: 'left' } as const;

/**
 * 001 §2: the read-only field table of a query's source. A source whose records are items of one of the
 * workspace's models (GET …/sources/{source} answers its name) shows that model's variables.
 */
export function QueryFieldsTable({
  tenancy,
  provider,
  source,
  elements,
}: {
  tenancy: string;
  provider: string;
  source: string;
  elements: readonly ElementListItem[];
}) {
  const shape = useQuerySourceShape(tenancy, provider, source);
  const modelName = typeof shape.data === 'string' ? shape.data : undefined;
  const listed = modelName === undefined ? undefined : elements.find((e) => e.name === modelName);
  // The server finds an element by id or by name: a model not yet in the list is read by its name.
  const model = useElement(tenancy, listed?.kind ?? 'model', listed?._id ?? modelName);
  const fields: QueryField[] | undefined = Array.isArray(shape.data)
    ? shape.data
    : model.data && fieldsOfVariables(membersOf(model.data, 'variable'));

  return (
    <Box as="section" aria-label="Fields">
      <FieldLabel>FIELDS{modelName !== undefined && ` (${modelName})`}</FieldLabel>
      {shape.isPending || (modelName !== undefined && model.isPending) ? (
        <Spinner size="sm" />
      ) : fields === undefined || fields.length === 0 ? (
        // 001 §8: a failed source lookup shows no fields.
        <Text fontSize="sm" color="gray.600">
          {source} has no fields.
        </Text>
      ) : (
        <chakra.table w="full" maxW="2xl" fontSize="sm" bg="white" color="black" borderRadius="md">
          <chakra.thead>
            <chakra.tr>
              <chakra.th {...cell} fontWeight="semibold">
                Name
              </chakra.th>
              <chakra.th {...cell} fontWeight="semibold">
                Type
              </chakra.th>
              <chakra.th {...cell} fontWeight="semibold">
                List
              </chakra.th>
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {fields.map((field) => (
              <chakra.tr key={field.name}>
                <chakra.td {...cell}>{field.name}</chakra.td>
                <chakra.td {...cell}>{typeLabel(field.type)}</chakra.td>
                <chakra.td {...cell}>{field.isList ? 'Yes' : 'No'}</chakra.td>
              </chakra.tr>
            ))}
          </chakra.tbody>
        </chakra.table>
      )}
    </Box>
  );
}
