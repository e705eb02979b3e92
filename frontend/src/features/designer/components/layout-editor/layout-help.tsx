import { HelpButton } from '../../../../components/ui/help-button';

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
  return <HelpButton topic={LAYOUT_HELP_TITLE} title={LAYOUT_HELP_TITLE} text={HELP} large width="520px" />;
}
