import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { DocxFieldInfo } from '../../model/template-files';
import { FieldLabel } from '../../../../components/ui/form-fields';

/**
 * Under a Word template's file: its compiled fields and the variables they use, compact; a name the model does
 * not define is marked (in words, not colour alone).
 */
export function DocxCompiledFields({
  fields,
  variables,
  undefinedNames,
}: {
  fields: readonly DocxFieldInfo[];
  variables: readonly string[];
  undefinedNames: readonly string[];
}) {
  if (fields.length === 0 && variables.length === 0) return null;
  const missing = new Set(undefinedNames);
  return (
    <Stack gap="3" data-testid="docx-compiled">
      <Box>
        <FieldLabel>FIELDS ({fields.length})</FieldLabel>
        <chakra.ul display="flex" flexWrap="wrap" gap="1.5" listStyleType="none" m="0" p="0" aria-label="Fields">
          {fields.map((field, index) => (
            <chakra.li
              key={`${index}-${field.text}`}
              fontFamily="mono"
              fontSize="xs"
              px="1.5"
              py="0.5"
              borderRadius="sm"
              bg="gray.100"
              color="gray.800"
              title={field.kind}
            >
              {`{[${field.text}]}`}
            </chakra.li>
          ))}
        </chakra.ul>
      </Box>
      <Box>
        <FieldLabel>VARIABLES ({variables.length})</FieldLabel>
        <chakra.ul display="flex" flexWrap="wrap" gap="1.5" listStyleType="none" m="0" p="0" aria-label="Variables">
          {variables.map((name) => {
            const unknown = missing.has(name);
            return (
              <chakra.li
                key={name}
                fontSize="xs"
                px="1.5"
                py="0.5"
                borderRadius="sm"
                bg={unknown ? 'orange.100' : 'green.50'}
                color={unknown ? 'orange.900' : 'green.900'}
                borderWidth="1px"
                borderColor={unknown ? 'orange.400' : 'green.200'}
                data-undefined={unknown || undefined}
              >
                <HStack gap="1">
                  <Text as="span">{name}</Text>
                  {unknown && (
                    <Text as="span" fontWeight="semibold">
                      (not defined)
                    </Text>
                  )}
                </HStack>
              </chakra.li>
            );
          })}
        </chakra.ul>
      </Box>
    </Stack>
  );
}
