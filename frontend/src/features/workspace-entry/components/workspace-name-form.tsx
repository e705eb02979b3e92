import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { RememberedWorkspace } from '../../../lib/storage/browser-storage';
import { workspaceNameProblem } from '../../../lib/workspace/workspace-name';

interface Props {
  remembered: RememberedWorkspace[];
  /** The name to start with: lastWorkspace, the workspace this browser opened last. */
  initialName?: string;
  busy: boolean;
  error?: string;
  onContinue(name: string): void;
}

/** The workspace-name input with its dropdown of workspaces used before, and CONTINUE. */
export function WorkspaceNameForm({ remembered, initialName = '', busy, error, onContinue }: Props) {
  const [name, setName] = useState(initialName);
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  // The server's rules (characters, then length), so a name it would refuse is explained here, not sent.
  const problem = name.length > 0 ? workspaceNameProblem(name) : undefined;
  const invalid = problem !== undefined;
  // Until the person types, the prefilled name filters nothing: every workspace used before is offered.
  const choices = typed ? remembered.filter((w) => w.name.startsWith(name) && w.name !== name) : remembered;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name && !invalid) onContinue(name);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Stack gap="1.5">
          <Text asChild fontWeight="medium" fontSize="sm">
            <label htmlFor="workspace-name">Workspace name</label>
          </Text>
          <Box position="relative" width="full">
            <Input
              id="workspace-name"
              name="workspace"
              aria-invalid={invalid || !!error}
              aria-describedby={invalid || error ? 'workspace-name-error' : undefined}
              placeholder="your-workspace"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={name}
              bg="white"
              onChange={(e) => {
                setName(e.target.value);
                setTyped(true);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setTimeout(() => setOpen(false), 150)}
              aria-autocomplete="list"
              aria-expanded={open && choices.length > 0}
            />
            {open && choices.length > 0 && (
              <Box
                as="ul"
                role="listbox"
                aria-label="Workspaces used before"
                position="absolute"
                zIndex="dropdown"
                top="100%"
                left="0"
                right="0"
                mt="1"
                bg="white"
                color="black"
                borderWidth="1px"
                borderRadius="md"
                boxShadow="md"
                listStyleType="none"
              >
                {choices.map((w) => (
                  <Box
                    as="li"
                    key={w.name}
                    role="option"
                    aria-selected={false}
                    px="3"
                    py="2"
                    cursor="pointer"
                    _hover={{ bg: 'gray.100' }}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      setName(w.name);
                      setOpen(false);
                    }}
                  >
                    <Text>{w.name}</Text>
                    {w.label && w.label !== w.name && (
                      <Text fontSize="sm" color="gray.600">
                        {w.label}
                      </Text>
                    )}
                  </Box>
                ))}
              </Box>
            )}
          </Box>
          {(invalid || error) && (
            <Text id="workspace-name-error" role="alert" color="red.700" fontSize="sm">
              {problem ?? error}
            </Text>
          )}
        </Stack>
        <Button type="submit" bg="app.widget" color="app.widgetText" disabled={!name || invalid} loading={busy}>
          CONTINUE
        </Button>
      </Stack>
    </form>
  );
}
