import type { InterviewVariable } from '@app/templating/interview';

/**
 * Which input a question gets, by its type and style (001 §2 styles by type; INTERVIEW §3), the table of
 * docs/runs.md "The interview's questions". Unknown styles fall back to the type's default; 'hidden' shows nothing.
 */
export type WidgetKind =
  | { kind: 'hidden' }
  | { kind: 'text'; multiline: boolean; rows: number }
  | { kind: 'number'; style: 'textbox' | 'spinbox' | 'slider' }
  | { kind: 'date'; style: 'textbox' | 'datepicker' }
  | { kind: 'boolean'; style: 'checkbox' | 'switch' | 'radiobuttons' }
  | {
      kind: 'selection';
      style: 'radiobuttons' | 'checkboxes' | 'dropdown' | 'listbox' | 'hybrid';
      columns: boolean;
      multiple: boolean;
    }
  | { kind: 'file' }
  | { kind: 'object'; style: 'popup' | 'inline' | 'accordion'; list: boolean };

/** What a widget may read beyond the engine's InterviewVariable, when the model carries it (001 §3). */
export interface WidgetVariable extends InterviewVariable {
  /** Text: input height in lines (multiline from 2). */
  height?: number;
  /** Text: allow line breaks. */
  allowBreaks?: boolean;
  /** File: the ACCEPT filter (".pdf,image/*"). */
  accept?: string;
  /** Text: answer suggestions (a combobox that still accepts free text). */
  suggestions?: readonly string[];
}

const MAX_ROWS = 20;

export function widgetKind(variable: WidgetVariable): WidgetKind {
  const style = (variable.style ?? '').trim().toLowerCase();
  if (style === 'hidden') return { kind: 'hidden' };
  switch (variable.type) {
    case 'number':
      return { kind: 'number', style: style === 'spinbox' || style === 'slider' ? style : 'textbox' };
    case 'date':
      return { kind: 'date', style: style === 'textbox' ? 'textbox' : 'datepicker' };
    case 'true/false':
    case 'checkbox':
      return {
        kind: 'boolean',
        style: style === 'switch' ? 'switch' : style.startsWith('radio') ? 'radiobuttons' : 'checkbox',
      };
    case 'selection':
      return selectionKind(style, variable.isList === true);
    case 'file':
      return { kind: 'file' };
    case 'object':
    case 'global':
      return {
        kind: 'object',
        style: style === 'inline' || style === 'accordion' ? style : 'popup',
        list: variable.isList === true,
      };
    default: {
      const height = typeof variable.height === 'number' && Number.isFinite(variable.height) ? variable.height : 1;
      const multiline = style === 'multiline' || variable.allowBreaks === true || height > 1;
      const rows = multiline ? Math.min(MAX_ROWS, Math.max(height > 1 ? Math.floor(height) : 3, 2)) : 1;
      return { kind: 'text', multiline, rows };
    }
  }
}

function selectionKind(style: string, multiple: boolean): WidgetKind {
  const columns = style.endsWith(' columns');
  // "radiobutton columns" and "checkbox columns" name the plural styles in columns.
  const base = style
    .replace(/ columns$/, '')
    .replace(/^radiobutton$/, 'radiobuttons')
    .replace(/^checkbox$/, 'checkboxes');
  // Radio styles are for one answer only (001 §3: "list: the same without radio styles").
  if (base === 'radiobuttons' && !multiple) return { kind: 'selection', style: 'radiobuttons', columns, multiple };
  if (base === 'checkboxes' || base === 'radiobuttons')
    return { kind: 'selection', style: 'checkboxes', columns, multiple };
  if (base === 'dropdown' || base === 'listbox' || base === 'hybrid')
    return { kind: 'selection', style: base, columns: false, multiple };
  return { kind: 'selection', style: multiple ? 'checkboxes' : 'radiobuttons', columns: false, multiple };
}
