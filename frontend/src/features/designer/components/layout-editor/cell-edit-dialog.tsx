import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import {
  addToList,
  removeFromList,
  removeQuestionPrompt,
  VISIBILITY_LABELS,
  visibilityOf,
  withVisibility,
  type VisibilityMode,
} from '../../model/layout/cell-visibility';
import { CELL_TEXT_DEBOUNCE_MS } from '../../model/layout/layout-geometry';
import type { LayoutCell } from '../../model/layout/layout.types';
import { ExpressionInput } from '../expression-input';
import { FieldLabel, RadioGroupField, SelectControl, TextAreaField } from '../../../../components/ui/form-fields';

const MODES: VisibilityMode[] = ['always', 'condition', 'questions'];

/**
 * The cell edit dialog: an information cell's text (applied 300 ms after the last keystroke, 001 §9) and, for
 * every cell, when it shows. Edits apply as they are made (they are pending changes like any other); Ok keeps
 * them, Cancel puts the cell back as it was when the dialog opened.
 */
export function CellEditDialog({
  cell,
  variables,
  onChange,
  onClose,
}: {
  cell: LayoutCell;
  /** The variables a with-questions list may name. */
  variables: readonly string[];
  onChange(cell: LayoutCell): void;
  onClose(): void;
}) {
  const original = useRef(cell);
  const [text, setText] = useState(cell.content);
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState<string>();
  const mode = visibilityOf(cell);
  const isStatic = cell.class === 'static';

  // The text reaches the layout once typing pauses; Ok applies what is still waiting.
  useEffect(() => {
    if (!isStatic || text === cell.content) return;
    const timer = setTimeout(() => onChange({ ...cell, content: text }), CELL_TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, cell, isStatic, onChange]);

  const choices = variables.filter((name) => !cell.list?.includes(name));
  return (
    <DialogFrame
      title={isStatic ? 'Edit information cell' : `Edit question cell ${cell.content}`}
      width="520px"
      onOk={() => {
        if (isStatic && text !== cell.content) onChange({ ...cell, content: text });
        onClose();
      }}
      onCancel={() => {
        onChange(original.current);
        onClose();
      }}
    >
      <Stack gap="5">
        {isStatic && <TextAreaField label="TEXT" value={text} rows={4} onChange={setText} />}
        <RadioGroupField
          label="VISIBILITY"
          value={mode}
          choices={MODES.map((value) => ({ value, label: VISIBILITY_LABELS[value] }))}
          onChange={(next) => {
            setRemoving(undefined);
            onChange(withVisibility({ ...cell, content: isStatic ? text : cell.content }, next));
          }}
        />
        {mode === 'condition' && (
          <ExpressionInput
            label="CONDITION"
            value={cell.expr}
            placeholder="Shown when this is true"
            onChange={(expr) => onChange({ ...cell, expr })}
          />
        )}
        {mode === 'questions' && (
          <Box>
            <FieldLabel>QUESTIONS</FieldLabel>
            {(cell.list ?? []).length === 0 && (
              <Text fontSize="sm" color="gray.600" mb="2">
                No questions yet: the cell shows once a question below is shown.
              </Text>
            )}
            <chakra.ul listStyleType="none" m="0" p="0" aria-label="Questions that show this cell">
              {(cell.list ?? []).map((name) => (
                <chakra.li key={name} py="1">
                  <HStack justify="space-between">
                    <Text fontSize="sm">{name}</Text>
                    <Button size="xs" variant="outline" aria-label={`Remove ${name}`} onClick={() => setRemoving(name)}>
                      Remove
                    </Button>
                  </HStack>
                  {removing === name && (
                    <Box
                      role="alertdialog"
                      aria-label={`Remove ${name}`}
                      mt="2"
                      p="3"
                      borderRadius="md"
                      bg="orange.50"
                      color="orange.900"
                    >
                      <Text fontSize="sm" mb="2">
                        {removeQuestionPrompt(name)}
                      </Text>
                      <HStack>
                        <Button size="xs" variant="outline" onClick={() => setRemoving(undefined)}>
                          No
                        </Button>
                        <Button
                          size="xs"
                          bg="app.widget"
                          color="app.widgetText"
                          autoFocus
                          onClick={() => {
                            setRemoving(undefined);
                            onChange(removeFromList(cell, name));
                          }}
                        >
                          Yes
                        </Button>
                      </HStack>
                    </Box>
                  )}
                </chakra.li>
              ))}
            </chakra.ul>
            <HStack mt="2">
              <SelectControl
                aria-label="Question to add"
                value={adding}
                onChange={(event) => setAdding(event.target.value)}
                flex="1"
              >
                <option value="">Choose a variable…</option>
                {choices.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </SelectControl>
              <Button
                size="sm"
                variant="outline"
                disabled={!adding}
                onClick={() => {
                  onChange(addToList(cell, adding));
                  setAdding('');
                }}
              >
                Add
              </Button>
            </HStack>
          </Box>
        )}
      </Stack>
    </DialogFrame>
  );
}
