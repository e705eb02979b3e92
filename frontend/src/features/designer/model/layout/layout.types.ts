/**
 * A layout (001 §3 "Layout", "Layout cell"): the screen on which a model's questions are answered, as rows of
 * cells on a grid of `columnCount` equal columns. A cell asks a variable's question (`question`, `content` is the
 * variable's name) or shows information (`static`, `content` is free text); it starts at column `offset` and
 * covers `span` columns. Its visibility is `expr` (a condition) or `list` (variables whose questions show it).
 *
 * The seed's `isSelected` is what the screen has selected: here selection is kept by the editor, never saved,
 * so selecting cells is not a change to the model.
 */
export type CellClass = 'static' | 'question';

export interface LayoutCell {
  id: string;
  class: CellClass;
  content: string;
  offset: number;
  span: number;
  expr?: string;
  list?: string[];
}

export type LayoutRow = LayoutCell[];

export interface Layout {
  columnCount: number;
  rows: LayoutRow[];
}

/** 001 §3: the layout made for a model that has none yet is named '(default)'; its type is 'default'. */
export const DEFAULT_LAYOUT_NAME = '(default)';
export const DEFAULT_LAYOUT_TYPE = 'default';

/** 001 §9 "Layout": up to 6 columns, 1 by default. */
export const MAX_COLUMNS = 6;
export const DEFAULT_COLUMNS = 1;
