import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ModalShell } from '../../../../components/ui/modal-shell';

/** 001 §2's help modal, titled verbatim. */
export const LAYOUT_HELP_TITLE = 'Editing the Default Layout';

const HELP: readonly string[] = [
  'Each box is a cell: a question (a variable the user answers) or an information cell (text you write). Rows sit one under the other; the grid has 1 to 6 columns (GRID COLUMNS).',
  'Drag a cell to move it to another row or column. A question cell may go on an occupied column when the cell there can move one column right; an information cell only goes on a free column. Where a drop is not allowed, the outline turns red and says why.',
  'Drag the handle on a cell’s right edge to make it wider or narrower (never past the next cell). Double-click the handle to switch between one column and all the room there is.',
  'Drag across empty space to draw an information cell over those columns. Double-click a cell (or press Enter) to edit its text and when it shows: always, when a condition holds, or with the questions of some variables.',
  'Ctrl-click (⌘-click) cells, or click a row’s selector on the left, to select them; Move Selected puts them before or after another row.',
  'With the keyboard: Tab to a cell, the arrow keys move it, Shift with left or right arrow resizes it, Space selects it, Enter edits it, Delete removes an information cell. Question cells cannot be deleted: every question is asked.',
];

/** The help icon and its modal: how the canvas is used, closed with Ok or Escape; focus goes back to the icon. */
export function LayoutHelp() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <Button
        ref={button}
        size="xs"
        variant="outline"
        borderRadius="full"
        minW="8"
        h="8"
        p="0"
        aria-label={`Help: ${LAYOUT_HELP_TITLE}`}
        title={LAYOUT_HELP_TITLE}
        onClick={() => setOpen(true)}
      >
        ?
      </Button>
      {open && (
        <ModalShell labelledBy={titleId} width="520px" maxW="full" borderRadius="md" p="6">
          <Heading as="h2" size="md" id={titleId} mb="3">
            {LAYOUT_HELP_TITLE}
          </Heading>
          <Box>
            {HELP.map((paragraph) => (
              <Text key={paragraph} fontSize="sm" mb="2">
                {paragraph}
              </Text>
            ))}
          </Box>
          <HStack justify="flex-end" mt="4">
            <Button bg="app.widget" color="app.widgetText" autoFocus onClick={close}>
              Ok
            </Button>
          </HStack>
        </ModalShell>
      )}
    </>
  );
}
