import { chakra } from '@chakra-ui/react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { isTabular } from './table-clipboard';

export type CellKey = 'enter' | 'escape' | 'tab' | 'shiftTab' | 'valueEditor';

/** The cell's accessible name and the value editor's label: "Code, row 3". */
export const cellLabel = (column: string, row: number) => `${column}, row ${row + 1}`;

const cellBox = {
  display: 'block',
  w: 'full',
  minH: '9',
  px: '2',
  py: '1.5',
  fontSize: 'sm',
  textAlign: 'left',
} as const;

/** A cell at rest: its value; a click (or Enter, F2) edits it, unless the editor is disabled. */
export function DisplayCell({
  value,
  label,
  address,
  disabled,
  onEdit,
  onPaste,
  onFocus,
}: {
  value: string;
  label: string;
  /** "row-column", for focusing the cell after a move. */
  address: string;
  disabled: boolean;
  onEdit(): void;
  onPaste(text: string): void;
  onFocus(): void;
}) {
  return (
    <chakra.button
      type="button"
      data-cell={address}
      title={value.includes('\n') || value.length > 40 ? value : undefined}
      aria-label={`${label}: ${value || 'empty'}`}
      {...cellBox}
      overflow="hidden"
      textOverflow="ellipsis"
      whiteSpace="nowrap"
      cursor={disabled ? 'default' : 'text'}
      _hover={disabled ? undefined : { bg: 'blackAlpha.50' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '-2px' }}
      onFocus={onFocus}
      onClick={() => !disabled && onEdit()}
      onKeyDown={(event: KeyboardEvent) => {
        if (!disabled && event.key === 'F2') {
          event.preventDefault();
          onEdit();
        }
      }}
      onPaste={(event: ClipboardEvent) => {
        event.preventDefault();
        if (!disabled) onPaste(event.clipboardData.getData('text/plain'));
      }}
    >
      {value.split('\n')[0]}
      {value.includes('\n') ? ' …' : ''}
    </chakra.button>
  );
}

/**
 * A cell being edited: Enter keeps the value and moves down, Tab and Shift+Tab move across, Escape cancels,
 * leaving the cell keeps the value; Alt+Enter opens the value editor; tabular text pasted fills the grid.
 */
export function EditCell({
  draft,
  label,
  onDraft,
  onBlur,
  onKey,
  onPasteTable,
}: {
  draft: string;
  label: string;
  onDraft(value: string): void;
  onBlur(): void;
  /** Whether the key was taken (Tab at the last cell is not: focus moves on out of the table). */
  onKey(key: CellKey): boolean;
  onPasteTable(text: string): void;
}) {
  return (
    <chakra.input
      autoFocus
      aria-label={label}
      value={draft}
      {...cellBox}
      bg="white"
      color="black"
      outline="2px solid"
      outlineColor="app.accent"
      outlineOffset="-2px"
      onChange={(event) => onDraft(event.target.value)}
      onBlur={onBlur}
      onFocus={(event) => event.target.select()}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        const key =
          event.key === 'Enter'
            ? event.altKey
              ? 'valueEditor'
              : 'enter'
            : event.key === 'Escape'
              ? 'escape'
              : event.key === 'Tab'
                ? event.shiftKey
                  ? 'shiftTab'
                  : 'tab'
                : undefined;
        if (!key || !onKey(key)) return;
        event.preventDefault();
        event.stopPropagation();
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        const text = event.clipboardData.getData('text/plain');
        if (!isTabular(text)) return;
        event.preventDefault();
        onPasteTable(text);
      }}
    />
  );
}
