/**
 * 001 §3–§5 for variables, as pure functions: the value types and their styles, which types may be lists, the
 * properties one edit in the variable editor sets (type changes reset the style, Single/List swaps a selection's
 * radio styles, renames and retypes mark `wasChanged`…), the suggestion and option lists, query references with
 * their parameters, and the Add variable dialog's validation. The editor and the dialog only render what these
 * answer, so the rules are tested here once.
 */
import type { ElementListItem, Member } from './designer.types';
import { MODEL_REQUIRED, memberNameProblem, typeRequired } from './element-names';

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

/** The workspace's models, which a variable may take as its object type, by name. */
export const modelsOf = (elements: readonly ElementListItem[]): ElementListItem[] =>
  elements
    .filter((element) => element.kind === 'model')
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));

/** The choice the TYPE field shows for a variable: its model for an object of a known model, else its type. */
export function typeChoiceOf(member: Member): string {
  const type = typeof member.type === 'string' ? member.type : '';
  if (type === 'object' && typeof member.typeDef === 'string' && member.typeDef !== '')
    return modelChoice(member.typeDef);
  return type;
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
  object: [style('popup', 'Popup'), style('inline', 'Inline'), style('accordion', 'Accordion'), HIDDEN],
  global: [style('popup', 'Popup'), style('inline', 'Inline'), style('accordion', 'Accordion'), HIDDEN],
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
function swappedSelectionStyle(current: unknown, isList: boolean): string {
  const swaps: Record<string, string> = isList
    ? { radiobuttons: 'checkboxes', radiobuttonColumns: 'checkboxColumns' }
    : { checkboxes: 'radiobuttons', checkboxColumns: 'radiobuttonColumns' };
  if (typeof current !== 'string' || current === '') return defaultStyle('selection', isList) as string;
  return swaps[current] ?? current;
}

// ---------------------------------------------------------------------------------------------------------------
// List mode

/** 001 §4 "New variable": a new selection, multiline text or file is single. */
const SINGLE_ONLY_ON_ADD: ReadonlySet<string> = new Set(['selection', 'multiline', 'file']);

/**
 * Whether a type may be a list: in the Add dialog not for selection, multiline text or file; in the editor a
 * selection may become a list of choices (its style swaps), a file stays single.
 */
export function listAllowed(type: string, where: 'add' | 'edit'): boolean {
  if (type === 'file') return false;
  return where === 'edit' || !SINGLE_ONLY_ON_ADD.has(type);
}

// ---------------------------------------------------------------------------------------------------------------
// Edits: the `set` each edit queues

export const DATA_LOSS_WARNING =
  "Changes to a variable's name or type can cause data loss because the changes are not applied to existing records.";

/** 001 §5: an external (integration-owned) variable keeps its name, type and list flag. */
export const EXTERNAL_FIXED = ['name', 'type', 'isList', 'typeName', 'typeDef'] as const;
export const isExternal = (member: Member) => member.isExternal === true;

/** Properties whose change may orphan existing records' data: they set `wasChanged` and show the warning. */
const SHAPE = new Set(['name', 'type', 'isList', 'typeName', 'typeDef']);

export type SelectSource = 'anOptionListedBelow' | 'aTable' | 'userData';
export const SELECT_SOURCES: readonly { value: SelectSource; label: string }[] = [
  { value: 'anOptionListedBelow', label: 'options listed below' },
  { value: 'aTable', label: 'a table (or query)' },
  { value: 'userData', label: 'user data list expression' },
];
export const selectSourceOf = (member: Member): SelectSource =>
  member.typeOfVariable === 'aTable' || member.typeOfVariable === 'userData'
    ? member.typeOfVariable
    : 'anOptionListedBelow';

export type VariableEdit =
  | { kind: 'name'; name: string }
  /** A type, or `model:{id}` for an object of that model. */
  | { kind: 'type'; choice: string }
  /** The model an object or global object is based on. */
  | { kind: 'baseModel'; modelId: string }
  | { kind: 'isList'; isList: boolean }
  | { kind: 'source'; source: SelectSource }
  /** Any other property; '' and undefined remove it. */
  | { kind: 'property'; key: string; value: unknown };

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The part of `wanted` that changes `member` (`null` removes a property), with `wasChanged` where it applies. */
function changesOf(member: Member, wanted: Record<string, unknown>): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted)) {
    const current = member[key];
    if (isEmpty(value) ? isEmpty(current) : current === value) continue;
    set[key] = isEmpty(value) ? null : value;
  }
  if (Object.keys(set).some((key) => SHAPE.has(key)) && member.wasChanged !== true) set.wasChanged = true;
  return set;
}

function typeSet(member: Member, choice: string, elements: readonly ElementListItem[]): Record<string, unknown> {
  const isList = member.isList === true;
  const modelId = modelOfChoice(choice);
  if (modelId !== undefined) {
    const model = elements.find((element) => element._id === modelId);
    if (!model) return {};
    const wanted = { type: 'object', typeName: model.name, typeDef: model._id };
    // Choosing the model it already has changes nothing, its style included.
    if (member.type === 'object' && member.typeDef === model._id) return {};
    return changesOf(member, { ...wanted, style: 'popup' });
  }
  if (choice === member.type || choice === '') return {};
  if (choice === 'multiline') {
    return changesOf(member, { type: 'text', style: 'textbox', allowBreaks: true, height: 1, isList: false });
  }
  const wanted: Record<string, unknown> = { type: choice, style: defaultStyle(choice, isList) };
  // An object and a global object of the same model keep it; any other type has none.
  if (!isObjectType(choice)) Object.assign(wanted, { typeName: null, typeDef: null });
  if (isList && !listAllowed(choice, 'edit'))
    Object.assign(wanted, { isList: false, style: defaultStyle(choice, false) });
  return changesOf(member, wanted);
}

function listSet(member: Member, isList: boolean): Record<string, unknown> {
  if ((member.isList === true) === isList) return {};
  const wanted: Record<string, unknown> = { isList };
  if (member.type === 'selection') wanted.style = swappedSelectionStyle(member.style, isList);
  // 'Allow import' is for lists only (001 §2).
  if (!isList) wanted.useImport = null;
  return changesOf(member, wanted);
}

/**
 * 001 §4 "Selection source switch": a table or query name is kept when it names one of the workspace's tables or
 * queries; a user data list keeps its expression; otherwise the source starts empty.
 */
function sourceSet(
  member: Member,
  source: SelectSource,
  elements: readonly ElementListItem[],
): Record<string, unknown> {
  if (selectSourceOf(member) === source) return {};
  const wanted: Record<string, unknown> = { typeOfVariable: source };
  if (source === 'aTable' && referenceChoiceOf(member.options, elements).status !== 'known') wanted.options = null;
  return changesOf(member, wanted);
}

/** The properties one edit sets; `{}` when it changes nothing (or touches what an external variable keeps). */
export function variableEditSet(
  member: Member,
  edit: VariableEdit,
  elements: readonly ElementListItem[],
): Record<string, unknown> {
  const set = ((): Record<string, unknown> => {
    switch (edit.kind) {
      case 'name':
        // A name is required: the editor keeps an empty or invalid one in its field, with the reason.
        return edit.name.trim() === '' ? {} : changesOf(member, { name: edit.name.trim() });
      case 'type':
        return typeSet(member, edit.choice, elements);
      case 'baseModel': {
        const model = elements.find((element) => element._id === edit.modelId);
        return model ? changesOf(member, { typeName: model.name, typeDef: model._id }) : {};
      }
      case 'isList':
        return listSet(member, edit.isList);
      case 'source':
        return sourceSet(member, edit.source, elements);
      case 'property':
        return changesOf(member, { [edit.key]: edit.value });
    }
  })();
  if (isExternal(member) && (EXTERNAL_FIXED as readonly string[]).some((key) => key in set)) return {};
  return set;
}

/** 001 §2: the warning shows once the name, type or list flag differs from what was saved (not for a new one). */
export function showsDataLossWarning(member: Member, saved: Member | undefined, draftName?: string): boolean {
  if (!saved) return false;
  const name = draftName ?? member.name;
  return (
    name !== saved.name ||
    (member.type ?? null) !== (saved.type ?? null) ||
    (member.isList === true) !== (saved.isList === true) ||
    (member.typeDef ?? null) !== (saved.typeDef ?? null)
  );
}

/** Another variable of the element already has the name, or the name breaks 001 §5's rules. */
export const variableNameProblem = (name: string, variables: readonly Member[], self?: string) =>
  memberNameProblem('variable', name, variables, self);

// ---------------------------------------------------------------------------------------------------------------
// Suggestion and option lists (`_options`: a JSON array of strings)

/** The list a variable holds in `_options`, whether stored as a JSON string or an array; anything else is empty. */
export function parseOptionList(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? dedupe(list.filter((item): item is string => typeof item === 'string')) : [];
}

export const serializeOptionList = (list: readonly string[]): string | null =>
  list.length === 0 ? null : JSON.stringify(list);

const clean = (value: string) => value.trim();

/** Keeps the first of equal entries (after trimming) and drops empty ones. */
export function dedupe(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of list) {
    const value = clean(raw);
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    result.push(value);
  }
  return result;
}

export const ENTRY_EMPTY = 'Type a value first.';
export const ENTRY_EXISTS = 'This value is already in the list.';

/** Why a value cannot join the list (or replace entry `index`): empty, or already there. */
export function entryProblem(list: readonly string[], value: string, index?: number): string | null {
  const wanted = clean(value);
  if (wanted === '') return ENTRY_EMPTY;
  return list.some((entry, i) => i !== index && entry === wanted) ? ENTRY_EXISTS : null;
}

/** Adds a value at the end; an empty value or one already listed changes nothing. */
export const addEntry = (list: readonly string[], value: string): string[] =>
  entryProblem(list, value) ? [...list] : [...list, clean(value)];

/** Replaces entry `index`; an empty value or another entry's value changes nothing. */
export const editEntry = (list: readonly string[], index: number, value: string): string[] =>
  entryProblem(list, value, index) || index < 0 || index >= list.length
    ? [...list]
    : list.map((entry, i) => (i === index ? clean(value) : entry));

export const removeEntry = (list: readonly string[], index: number): string[] => list.filter((_, i) => i !== index);

/** Moves entry `from` to position `to` (a drag, or one step up or down), clamped to the list. */
export function moveEntry(list: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(target, 0, entry);
  return next;
}

/** 001 §3 `suggestion`: where a text variable's answer suggestions come from. */
export type SuggestionSource = 'none' | 'fixed' | 'expression';
export const SUGGESTION_SOURCES: readonly { value: SuggestionSource; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'fixed', label: 'Fixed values defined below' },
  { value: 'expression', label: 'Values defined somewhere else' },
];
export const suggestionSourceOf = (member: Member): SuggestionSource =>
  member.suggestion === 'fixed' || member.suggestion === 'expression' ? member.suggestion : 'none';

// ---------------------------------------------------------------------------------------------------------------
// Table and query references (001 §5: queryName(requiredArgs,{optional:value})|map:x|map:y)

export interface QueryParameter {
  name: string;
  expression: string;
}

export interface QueryReference {
  name: string;
  /** Positional (required) arguments, kept as written. */
  args: string[];
  /** Named (optional) parameters: what the Options dialog edits. */
  params: QueryParameter[];
  /** Anything after the call (`|map:x…`), kept as written. */
  rest: string;
}

const OPEN = '([{';
const CLOSE = ')]}';

/** Splits at `separator` where it is not inside brackets or quotes. */
function splitTopLevel(source: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (OPEN.includes(char)) depth++;
    else if (CLOSE.includes(char)) depth--;
    else if (depth === 0 && char === separator) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(source.slice(start));
  return parts;
}

/** The index of the bracket closing the one at `open`, or -1. */
function closingBracket(source: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (OPEN.includes(char)) depth++;
    else if (CLOSE.includes(char) && --depth === 0) return i;
  }
  return -1;
}

/** Reads `Name(args, {param: expression})|rest`; null when the text is not a query call. */
export function parseQueryReference(text: unknown): QueryReference | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*([A-Za-z][A-Za-z0-9_]*)\s*\(/.exec(text);
  if (!match) return null;
  const open = match[0].length - 1;
  const close = closingBracket(text, open);
  if (close < 0) return null;
  const inner = text.slice(open + 1, close).trim();
  const args: string[] = [];
  const params: QueryParameter[] = [];
  for (const part of inner === '' ? [] : splitTopLevel(inner, ',').map((p) => p.trim())) {
    if (part.startsWith('{') && part.endsWith('}')) {
      const body = part.slice(1, -1).trim();
      for (const pair of body === '' ? [] : splitTopLevel(body, ',')) {
        const [name, ...value] = splitTopLevel(pair, ':');
        params.push({ name: name.trim().replace(/^["']|["']$/g, ''), expression: value.join(':').trim() });
      }
    } else args.push(part);
  }
  return { name: match[1], args, params, rest: text.slice(close + 1).trim() };
}

/** Writes a reference back; parameters without a name or an expression are dropped (001 §5). */
export function formatQueryReference(reference: QueryReference): string {
  const params = reference.params
    .map((param) => ({ name: param.name.trim(), expression: param.expression.trim() }))
    .filter((param) => param.name !== '' && param.expression !== '');
  const parts = [...reference.args];
  if (params.length > 0) parts.push(`{${params.map((param) => `${param.name}: ${param.expression}`).join(', ')}}`);
  return `${reference.name}(${parts.join(', ')})${reference.rest}`;
}

/** The shown name of a query reference: the query with empty parentheses (001 §4 "'()' appended for a query"). */
export const queryValue = (name: string) => `${name}()`;

export const REFERENCE_ERROR = '(ERROR - change!)';

/** The tables and queries a selection or an object may take its data from: tables by name, queries as `Name()`. */
export function sourceChoices(elements: readonly ElementListItem[]): StyleChoice[] {
  const byName = (a: ElementListItem, b: ElementListItem) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());
  const tables = elements.filter((element) => element.kind === 'table').sort(byName);
  const queries = elements.filter((element) => element.kind === 'query').sort(byName);
  return [
    ...tables.map((table) => ({ value: table.name, label: table.name })),
    ...queries.map((query) => ({ value: queryValue(query.name), label: `${query.name} (query)` })),
  ];
}

/**
 * Which table or query a stored reference names: `known` with the choice to select (a query with parameters
 * still selects `Name()`), `none` when empty, `error` for a name the workspace does not have (001 §5 shows
 * '(ERROR - change!)').
 */
export function referenceChoiceOf(
  value: unknown,
  elements: readonly ElementListItem[],
): { status: 'none' } | { status: 'error' } | { status: 'known'; choice: string; query: boolean } {
  if (isEmpty(value) || typeof value !== 'string') return { status: 'none' };
  const reference = parseQueryReference(value);
  if (reference) {
    const query = elements.find((element) => element.kind === 'query' && element.name === reference.name);
    return query ? { status: 'known', choice: queryValue(query.name), query: true } : { status: 'error' };
  }
  const table = elements.find((element) => element.kind === 'table' && element.name === value.trim());
  return table ? { status: 'known', choice: table.name, query: false } : { status: 'error' };
}

// ---------------------------------------------------------------------------------------------------------------
// Object links (001 §2 'LINK object TO...')

/** A link names the linked model and its variable, joined by an arrow. */
export const LINK_ARROW = '->';
export const linkValue = (modelName: string, variableName: string) => `${modelName}${LINK_ARROW}${variableName}`;

/**
 * The variables an object variable of `element` may link to: those of its model (`target`) that hold objects of
 * `element`, so that each side can find the other.
 */
export function linkChoices(
  element: { _id: string; name: string },
  target: { name: string; properties?: readonly Member[] } | undefined,
  self: Member,
): StyleChoice[] {
  if (!target) return [];
  return (target.properties ?? [])
    .filter((variable) => variable._id !== self._id && isObjectType(variable.type) && variable.typeDef === element._id)
    .map((variable) => ({
      value: linkValue(target.name, variable.name),
      label: `${target.name} → ${variable.name}${variable.isList === true ? ' (list)' : ''}`,
    }));
}

// ---------------------------------------------------------------------------------------------------------------
// The Add variable dialog (001 §2 "Add dialogs", §3 add payload, §5)

export interface AddVariableForm {
  name: string;
  isList: boolean;
  /** '' (nothing chosen yet), a type, `multiline`, or `model:{id}`. */
  type: string;
  /** For a generic object or global object: the model it is based on. */
  baseModel: string;
}

export const emptyAddForm = (): AddVariableForm => ({ name: '', isList: false, type: '', baseModel: '' });

// A type, not an interface: the page queues it as any member's properties (a string-keyed record).
export type AddVariableProperties = {
  name: string;
  isList: boolean;
  type: string;
  typeName?: string;
  typeDef?: string;
  /** 001 §3: the type's default style, so the new variable shows as it will be asked. */
  style?: string;
  /** Multiline text: a text that allows line breaks, one line high by default (001 §9). */
  allowBreaks?: boolean;
  height?: number;
};

/** The basic types the dialog offers in Single or List mode (001 §4: a list of objects has its own set). */
export function addTypeChoices(isList: boolean): { value: AddType; label: string; disabled: boolean }[] {
  const order: AddType[] = ['text', 'multiline', 'number', 'date', 'checkbox', 'selection', 'file', 'object', 'global'];
  return order.map((value) => ({ value, label: TYPE_LABELS[value], disabled: isList && !listAllowed(value, 'add') }));
}

/** 001 §4: switching to List while a single-only type is chosen resets the type to the default (text). */
export function switchAddList(form: AddVariableForm, isList: boolean): AddVariableForm {
  const type = isList && SINGLE_ONLY_ON_ADD.has(form.type) ? 'text' : form.type;
  return { ...form, isList, type };
}

/** Whether the dialog asks for a base model: a generic object or global object. */
export const needsBaseModel = (type: string) => isObjectType(type);

export interface AddVariableProblems {
  name: string | null;
  type: string | null;
  model: string | null;
}

export function addVariableProblems(
  form: AddVariableForm,
  variables: readonly Member[],
  elements: readonly ElementListItem[],
): AddVariableProblems {
  const models = modelsOf(elements);
  const modelId = modelOfChoice(form.type);
  const type =
    form.type === '' || (modelId !== undefined && !models.some((model) => model._id === modelId))
      ? typeRequired('variable')
      : null;
  const model =
    needsBaseModel(form.type) && !models.some((candidate) => candidate._id === form.baseModel) ? MODEL_REQUIRED : null;
  return { name: variableNameProblem(form.name, variables), type, model };
}

export const hasProblems = (problems: AddVariableProblems) =>
  problems.name !== null || problems.type !== null || problems.model !== null;

/** What the dialog adds (001 §3 add payload {name, isList, type, typeName, typeDef}, with the type's style). */
export function addVariablePayload(form: AddVariableForm, elements: readonly ElementListItem[]): AddVariableProperties {
  const modelId = modelOfChoice(form.type) ?? (needsBaseModel(form.type) ? form.baseModel : undefined);
  const model = modelId !== undefined ? elements.find((element) => element._id === modelId) : undefined;
  const type = form.type === 'multiline' ? 'text' : modelOfChoice(form.type) !== undefined ? 'object' : form.type;
  const payload: AddVariableProperties = { name: form.name.trim(), isList: form.isList, type };
  if (model) Object.assign(payload, { typeName: model.name, typeDef: model._id });
  const initialStyle = defaultStyle(form.type === 'multiline' ? 'multiline' : type, form.isList);
  if (initialStyle) payload.style = initialStyle;
  if (form.type === 'multiline') Object.assign(payload, { allowBreaks: true, height: 1 });
  return payload;
}
