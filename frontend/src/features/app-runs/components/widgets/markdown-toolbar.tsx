import { chakra, HStack } from '@chakra-ui/react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { applyMarkdown, type MarkdownAction } from '../../model/widgets/markdown-edit';

const BUTTONS: readonly { action: MarkdownAction; label: string; shortcut?: string; face: ReactNode }[] = [
  {
    action: 'bold',
    label: 'Bold',
    shortcut: 'Control+B',
    face: (
      <chakra.span fontWeight="bold" fontFamily="serif" fontSize="md">
        B
      </chakra.span>
    ),
  },
  {
    action: 'italic',
    label: 'Italic',
    shortcut: 'Control+I',
    face: (
      <chakra.span fontStyle="italic" fontFamily="serif" fontSize="md">
        I
      </chakra.span>
    ),
  },
  { action: 'list', label: 'Bulleted list', face: <ListIcon /> },
  { action: 'link', label: 'Link', face: <LinkIcon /> },
];

/**
 * The formatting toolbar over a markdown answer's text area (INTERVIEW §3 "markdown toolbar when allowed"; 001 §2
 * 'Allow formatting (markdown)'): Bold, Italic, Bulleted list and Link wrap the selection in markdown. A WAI-ARIA
 * toolbar: one Tab stop, the arrow keys (Home, End) move between its buttons, each named for screen readers with
 * its shortcut. Pressing a button keeps the text area's selection (no focus moves on a mouse press) and leaves the
 * focus in the text with the edited part selected.
 */
export function MarkdownToolbar({
  target,
  controls,
  disabled,
  onEdit,
}: {
  /** The text area the buttons edit. */
  target: RefObject<HTMLTextAreaElement | null>;
  /** Its id (aria-controls). */
  controls: string;
  disabled: boolean;
  /** The text after an edit (the answer's change, as typing). */
  onEdit(text: string): void;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const press = (action: MarkdownAction) => {
    const area = target.current;
    if (!area || disabled) return;
    applyMarkdownTo(area, action, onEdit);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const last = BUTTONS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % BUTTONS.length
        : event.key === 'ArrowLeft'
          ? (current + last) % BUTTONS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <HStack
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      gap="1"
      px="1"
      py="1"
      bg="gray.50"
      borderWidth="1px"
      borderColor="gray.300"
      borderBottomWidth="0"
      borderTopRadius="md"
      onKeyDown={onKeyDown}
    >
      {BUTTONS.map((button, index) => (
        <chakra.button
          key={button.action}
          ref={(element: HTMLButtonElement | null) => {
            buttons.current[index] = element;
          }}
          type="button"
          aria-label={button.label}
          aria-keyshortcuts={button.shortcut}
          title={button.shortcut ? `${button.label} (${button.shortcut.replace('Control', 'Ctrl')})` : button.label}
          tabIndex={index === current ? 0 : -1}
          disabled={disabled}
          // The text area keeps its focus and selection under a mouse press; the click then edits it.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => press(button.action)}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          minW="8"
          h="8"
          px="2"
          borderRadius="sm"
          color="gray.800"
          bg="transparent"
          cursor="pointer"
          _hover={{ bg: 'gray.200' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'app.accent', outlineOffset: '1px' }}
          _disabled={{ opacity: 0.5, cursor: 'not-allowed', _hover: { bg: 'transparent' } }}
        >
          {button.face}
        </chakra.button>
      ))}
    </HStack>
  );
}

/**
 * Applies one action to the text area's text and selection: the new text goes through `onEdit` (the answer's
 * change), then, once drawn, the text area takes the focus with the edited part selected.
 */
export function applyMarkdownTo(area: HTMLTextAreaElement, action: MarkdownAction, onEdit: (text: string) => void) {
  const edit = applyMarkdown(area.value, area.selectionStart, area.selectionEnd, action);
  onEdit(edit.text);
  requestAnimationFrame(() => {
    area.focus();
    area.setSelectionRange(edit.start, edit.end);
  });
}

function ListIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <circle cx="3" cy="4.5" r="1.5" />
        <circle cx="3" cy="9" r="1.5" />
        <circle cx="3" cy="13.5" r="1.5" />
        <rect x="6.5" y="3.6" width="9.5" height="1.8" rx="0.9" />
        <rect x="6.5" y="8.1" width="9.5" height="1.8" rx="0.9" />
        <rect x="6.5" y="12.6" width="9.5" height="1.8" rx="0.9" />
      </g>
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <path d="M7.5 10.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2L9 4.8" />
        <path d="M10.5 7.5a3 3 0 0 0-4.2 0L3.7 10.1a3 3 0 0 0 4.2 4.2L9 13.2" />
      </g>
    </svg>
  );
}
