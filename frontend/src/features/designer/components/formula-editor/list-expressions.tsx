import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { listExpressions, listExpressionText, moveItem, removeItem, replaceItem } from '../../model/formula-rules';
import { ExpressionInput } from '../expression-input';
import { FieldLabel } from '../../../../components/ui/form-fields';

const rowButton = {
  size: 'xs',
  variant: 'outline',
  minW: '7',
  px: '0',
} as const;

/**
 * A list formula's EXPRESSIONS (001 §2): one expression a row, each movable up or down and removable, and "Add
 * expression". Stored as a JSON array of strings in `expression` (001 §3).
 */
export function ListExpressions({
  expression,
  disabled,
  onChange,
}: {
  expression: unknown;
  disabled: boolean;
  onChange(expression: string): void;
}) {
  const items = listExpressions(expression);
  const save = (next: string[]) => onChange(listExpressionText(next));
  return (
    <Box>
      <FieldLabel>Expressions</FieldLabel>
      <Stack gap="2">
        {items.map((item, index) => {
          const n = index + 1;
          return (
            // Rows are their position: moving one moves its text to the neighbouring row.
            <HStack key={index} align="flex-start" gap="2">
              <Box flex="1" minW="0">
                <ExpressionInput
                  aria-label={`Expression ${n}`}
                  value={item}
                  disabled={disabled}
                  onChange={(value) => save(replaceItem(items, index, value))}
                />
              </Box>
              <HStack gap="1" pt="1">
                <Button
                  {...rowButton}
                  aria-label={`Move expression ${n} up`}
                  title="Move up"
                  disabled={disabled || index === 0}
                  onClick={() => save(moveItem(items, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  {...rowButton}
                  aria-label={`Move expression ${n} down`}
                  title="Move down"
                  disabled={disabled || index === items.length - 1}
                  onClick={() => save(moveItem(items, index, 1))}
                >
                  ↓
                </Button>
                <Button
                  {...rowButton}
                  aria-label={`Remove expression ${n}`}
                  title="Remove"
                  disabled={disabled}
                  onClick={() => save(removeItem(items, index))}
                >
                  ✕
                </Button>
              </HStack>
            </HStack>
          );
        })}
      </Stack>
      <Button mt="3" size="sm" variant="outline" disabled={disabled} onClick={() => save([...items, ''])}>
        Add expression
      </Button>
    </Box>
  );
}
