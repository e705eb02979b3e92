import { Box, Button, chakra, HStack, Input, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { addEntry, editEntry, entryProblem, moveEntry, removeEntry } from '../../model/variable-options';
import { controlBase, FieldError } from '../../../../components/ui/form-fields';

/** Enter and Escape act on the field only: the dialog around it must not submit or close. */
function keep(event: KeyboardEvent) {
  event.preventDefault();
  event.stopPropagation();
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: string;
}) {
  return (
    <Button
      size="xs"
      variant="ghost"
      minW="7"
      px="1"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </Button>
  );
}

/**
 * A list of values (suggestions, a selection's options): add, edit, remove, and reorder by dragging a row or with
 * its up and down buttons (for keyboards). De-duplicated; empty values are not added (001 §2).
 */
export function EntryListEditor({
  entries,
  onChange,
  disabled,
  noun,
  label,
}: {
  entries: readonly string[];
  onChange(entries: string[]): void;
  disabled?: boolean;
  /** What one entry is called in labels: "suggestion", "option". */
  noun: string;
  /** The list's accessible name. */
  label: string;
}) {
  const newId = useId();
  const [draft, setDraft] = useState('');
  const [addTried, setAddTried] = useState(false);
  const [editing, setEditingState] = useState<{ index: number; value: string } | null>(null);
  // Mirrors `editing` for the blur that may follow Enter or Escape as the field goes away: it must not act twice.
  const editingRef = useRef(editing);
  const setEditing = (next: { index: number; value: string } | null) => {
    editingRef.current = next;
    setEditingState(next);
  };
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const addProblem = entryProblem(entries, draft);
  const editProblem = editing ? entryProblem(entries, editing.value, editing.index) : null;

  const add = () => {
    setAddTried(true);
    if (addProblem) return;
    onChange(addEntry(entries, draft));
    setDraft('');
    setAddTried(false);
  };
  const commitEdit = () => {
    const current = editingRef.current;
    if (!current) return;
    if (!entryProblem(entries, current.value, current.index))
      onChange(editEntry(entries, current.index, current.value));
    setEditing(null);
  };
  const drop = (to: number) => {
    if (dragged !== null && dragged !== to) onChange(moveEntry(entries, dragged, to));
    setDragged(null);
    setOver(null);
  };

  return (
    <Box>
      <HStack gap="2" align="flex-start">
        <Box flex="1">
          <Input
            id={newId}
            aria-label={`New ${noun}`}
            placeholder={`New ${noun}`}
            value={draft}
            disabled={disabled}
            aria-invalid={addTried && addProblem ? true : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setAddTried(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                keep(event);
                add();
              }
            }}
            size="sm"
            {...controlBase}
            borderColor={addTried && addProblem ? 'red.500' : 'gray.300'}
          />
          {addTried && addProblem && <FieldError>{addProblem}</FieldError>}
        </Box>
        <Button size="sm" variant="outline" disabled={disabled} onClick={add}>
          Add
        </Button>
      </HStack>

      {entries.length === 0 ? (
        <Text mt="3" fontSize="sm" color="gray.500">
          No {noun}s yet.
        </Text>
      ) : (
        <chakra.ul
          aria-label={label}
          mt="3"
          listStyleType="none"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          maxH="64"
          overflowY="auto"
          bg="white"
          color="black"
        >
          {entries.map((entry, index) => (
            <chakra.li
              key={entry}
              data-testid="entry-row"
              draggable={!disabled && editing === null}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', entry);
                setDragged(index);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                drop(index);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              display="flex"
              alignItems="center"
              gap="1"
              px="2"
              py="1"
              minH="9"
              borderTopWidth={index === 0 ? '0' : '1px'}
              borderColor="gray.100"
              bg={over === index && dragged !== index ? 'gray.100' : dragged === index ? 'gray.50' : undefined}
              opacity={dragged === index ? 0.6 : 1}
            >
              <Box
                aria-hidden="true"
                color="gray.400"
                cursor={disabled ? 'default' : 'grab'}
                px="1"
                fontSize="sm"
                userSelect="none"
              >
                ⠿
              </Box>
              {editing?.index === index ? (
                <Box flex="1">
                  <Input
                    aria-label={`Edit ${noun} ${entry}`}
                    autoFocus
                    value={editing.value}
                    aria-invalid={editProblem ? true : undefined}
                    onChange={(event) => setEditing({ index, value: event.target.value })}
                    onBlur={commitEdit}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        keep(event);
                        // A value that is empty or already listed stays in the field with its reason.
                        if (!editProblem) commitEdit();
                      } else if (event.key === 'Escape') {
                        keep(event);
                        setEditing(null);
                      }
                    }}
                    size="sm"
                    {...controlBase}
                    borderColor={editProblem ? 'red.500' : 'gray.300'}
                  />
                  {editProblem && <FieldError>{editProblem}</FieldError>}
                </Box>
              ) : (
                <Text flex="1" fontSize="sm" truncate title={entry}>
                  {entry}
                </Text>
              )}
              <IconButton
                label={`Move ${entry} up`}
                disabled={disabled || index === 0}
                onClick={() => onChange(moveEntry(entries, index, index - 1))}
              >
                ↑
              </IconButton>
              <IconButton
                label={`Move ${entry} down`}
                disabled={disabled || index === entries.length - 1}
                onClick={() => onChange(moveEntry(entries, index, index + 1))}
              >
                ↓
              </IconButton>
              <IconButton
                label={`Edit ${entry}`}
                disabled={disabled || editing !== null}
                onClick={() => {
                  setAddTried(false);
                  setEditing({ index, value: entry });
                }}
              >
                ✎
              </IconButton>
              <IconButton
                label={`Remove ${entry}`}
                disabled={disabled}
                onClick={() => {
                  setEditing(null);
                  onChange(removeEntry(entries, index));
                }}
              >
                ✕
              </IconButton>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
