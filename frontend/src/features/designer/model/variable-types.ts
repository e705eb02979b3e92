/**
 * 001 §3–§4 for a variable's type, as pure functions: the value types, the TYPE field's choices (a type or an
 * object of one of the workspace's models), which types may be lists, and the styles each type may take.
 */
import type { ElementKind, ElementListItem, Member } from './designer.types';

// ---------------------------------------------------------------------------------------------------------------
// Value types

/** The types a variable is stored with (001 §3); true/false is stored as `checkbox`. */
export const VARIABLE_TYPES = ['text', 'number', 'date', 'checkbox', 'selection', 'file', 'object', 'global'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

/** The Add variable dialog also offers multiline text (a text variable that allows line breaks). */
export type AddType = VariableType | 'multiline';

export const TYPE_LABELS: Record<AddType, string> = {
  text: 'Text',
  multiline: 'Multiline text',
  number: 'Number',
  date: 'Date',
  checkbox: 'True/false',
  selection: 'Selection',
  file: 'File',
  object: 'Object',
  global: 'Global object',
};

/** A type choice is a type, or `model:{id}`: an object of that model (001 §4 "Choosing a named model as type"). */
const MODEL_PREFIX = 'model:';
export const modelChoice = (modelId: string) => `${MODEL_PREFIX}${modelId}`;
export const modelOfChoice = (choice: string): string | undefined =>
  choice.startsWith(MODEL_PREFIX) ? choice.slice(MODEL_PREFIX.length) : undefined;

export const isObjectType = (type: unknown): type is 'object' | 'global' => type === 'object' || type === 'global';

/** The workspace's elements of one kind, by name (case-insensitive). */
export const elementsOfKind = (elements: readonly ElementListItem[], kind: ElementKind): ElementListItem[] =>
  elements
    .filter((element) => element.kind === kind)
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));

/** The workspace's models, which a variable may take as its object type, by name. */
export const modelsOf = (elements: readonly ElementListItem[]): ElementListItem[] => elementsOfKind(elements, 'model');

/** The choice the TYPE field shows for a variable: its model for an object of a known model, else its type. */
export function typeChoiceOf(member: Member): string {
  const type = typeof member.type === 'string' ? member.type : '';
  if (type === 'object' && typeof member.typeDef === 'string' && member.typeDef !== '')
    return modelChoice(member.typeDef);
  return type;
}

// ---------------------------------------------------------------------------------------------------------------
// List mode

/** 001 §4 "New variable": a new selection, multiline text or file is single. */
export const SINGLE_ONLY_ON_ADD: ReadonlySet<string> = new Set(['selection', 'multiline', 'file']);

/**
 * Whether a type may be a list: in the Add dialog not for selection, multiline text or file; in the editor a
 * selection may become a list of choices (its style swaps), a file stays single.
 */
export function listAllowed(type: string, where: 'add' | 'edit'): boolean {
  if (type === 'file') return false;
  return where === 'edit' || !SINGLE_ONLY_ON_ADD.has(type);
}

// ---------------------------------------------------------------------------------------------------------------
// Styles

export interface StyleChoice {
  value: string;
  label: string;
}

const style = (value: string, label: string): StyleChoice => ({ value, label });
const HIDDEN = style('hidden', 'Hidden');
const TEXTBOX = style('textbox', 'Textbox');

const SELECTION_STYLES = [
  style('checkboxes', 'Checkboxes'),
  style('checkboxColumns', 'Checkbox columns'),
  style('dropdown', 'Dropdown'),
  style('listbox', 'Listbox'),
  style('radiobuttons', 'Radiobuttons'),
  style('radiobuttonColumns', 'Radiobutton columns'),
  style('hybrid', 'Hybrid'),
];
const RADIO_STYLES = new Set(['radiobuttons', 'radiobuttonColumns']);
const OBJECT_STYLES = [style('popup', 'Popup'), style('inline', 'Inline'), style('accordion', 'Accordion'), HIDDEN];

/** 001 §3 "Styles by type". */
const STYLES: Record<AddType, readonly StyleChoice[]> = {
  text: [TEXTBOX],
  multiline: [TEXTBOX],
  number: [TEXTBOX, style('spinbox', 'Spinbox'), style('slider', 'Slider'), HIDDEN],
  // The seed names four styles and "one more option": a Yes/No dropdown, a widget the interview already has.
  checkbox: [
    style('checkbox', 'Checkbox'),
    style('switch', 'Switch'),
    style('radiobuttons', 'Radiobuttons'),
    style('dropdown', 'Dropdown'),
    HIDDEN,
  ],
  date: [TEXTBOX, style('datepicker', 'Datepicker'), HIDDEN],
  selection: SELECTION_STYLES,
  file: [style('upload', 'Upload')],
  object: OBJECT_STYLES,
  global: OBJECT_STYLES,
};

/** The styles a variable of this type may take; a list of selections has no radio styles. */
export function styleChoices(type: unknown, isList: boolean): readonly StyleChoice[] {
  const styles = STYLES[type as AddType] ?? [];
  return type === 'selection' && isList ? styles.filter((choice) => !RADIO_STYLES.has(choice.value)) : styles;
}

/** 001 §3: the style a new or retyped variable starts with. */
export function defaultStyle(type: unknown, isList: boolean): string | undefined {
  switch (type) {
    case 'text':
    case 'multiline':
    case 'number':
      return 'textbox';
    case 'date':
      return 'datepicker';
    case 'checkbox':
      return 'checkbox';
    case 'selection':
      return isList ? 'checkboxes' : 'radiobuttons';
    case 'file':
      return 'upload';
    case 'object':
    case 'global':
      return 'popup';
    default:
      return undefined;
  }
}

/** 001 §4: Single/List on a selection swaps radio styles for checkbox styles and back. */
export function swappedSelectionStyle(current: unknown, isList: boolean): string {
  const swaps: Record<string, string> = isList
    ? { radiobuttons: 'checkboxes', radiobuttonColumns: 'checkboxColumns' }
    : { checkboxes: 'radiobuttons', checkboxColumns: 'radiobuttonColumns' };
  if (typeof current !== 'string' || current === '') return defaultStyle('selection', isList) as string;
  return swaps[current] ?? current;
}
