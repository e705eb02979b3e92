/**
 * The formula editor's and Add Formula dialog's rules (001 §2 Formula editor, §3 Formula, §4, §5): formula types,
 * single ↔ list conversions, the data-loss warning, external formulas' limits, the add dialog's checks and the
 * MAPPING tab's rows. Every edit answers only the properties it changes, as `MemberEditorProps.onChange` queues
 * them.
 */
import type { ElementListItem, Member } from './designer.types';
import { memberNameProblem, MODEL_REQUIRED, typeRequired } from './element-names';
import type { ObjectEntry } from './object-expression';

export const FORMULA_DATA_LOSS_WARNING =
  'Changes to a formula name or type can cause data loss because the changes are not applied to existing records.';

export interface TypeChoice {
  value: string;
  label: string;
}

/** 001 §3: a formula has a basic type, or is of a model's type (type 'model', `ref` the model's name). */
export const BASIC_FORMULA_TYPES: readonly TypeChoice[] = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'date', label: 'Date' },
  // Stored as `checkbox`, as variables store true/false (variable-types.ts), so both read the same in records.
  { value: 'checkbox', label: 'True/false' },
];
export const MODEL_TYPE = 'model';
const MODEL_CHOICE_PREFIX = 'model:';

export interface FormulaType {
  type: string;
  ref?: string;
}

/** The type picker's value for a type: the basic type itself, or `model:{name}` for a model. */
export function typeChoiceOf({ type, ref }: Readonly<Record<string, unknown>>): string {
  if (type === MODEL_TYPE || type === 'object') return `${MODEL_CHOICE_PREFIX}${typeof ref === 'string' ? ref : ''}`;
  return typeof type === 'string' ? type : '';
}

/** 001 §4: choosing a model name as type sets type 'model' and stores the name as `ref`. */
export function typeFromChoice(choice: string): FormulaType {
  return choice.startsWith(MODEL_CHOICE_PREFIX)
    ? { type: MODEL_TYPE, ref: choice.slice(MODEL_CHOICE_PREFIX.length) }
    : { type: choice };
}

/** The picker's choices: the basic types, then the workspace's models by lowercase name. */
export function formulaTypeChoices(elements: readonly ElementListItem[]): TypeChoice[] {
  const models = elements
    .filter((element) => element.kind === 'model')
    .map((element) => element.name)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  return [...BASIC_FORMULA_TYPES, ...models.map((name) => ({ value: `${MODEL_CHOICE_PREFIX}${name}`, label: name }))];
}

export const isModelTyped = (formula: Readonly<Record<string, unknown>>): boolean =>
  formula.type === MODEL_TYPE || formula.type === 'object';

/** The name of the model a model-typed formula refers to, or undefined. */
export const refOf = (formula: Readonly<Record<string, unknown>>): string | undefined =>
  isModelTyped(formula) && typeof formula.ref === 'string' && formula.ref !== '' ? formula.ref : undefined;

// ---- Single and list expressions -------------------------------------------------------------------------------

/**
 * 001 §3: a list formula keeps its expressions as a JSON array of strings in `expression`. A text that is not
 * one (written before the formula became a list, or by hand) is read as a list of that one expression.
 */
export function listExpressions(expression: unknown): string[] {
  if (typeof expression !== 'string' || expression.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(expression);
    if (Array.isArray(parsed)) return parsed.map((item) => (typeof item === 'string' ? item : String(item ?? '')));
  } catch {
    // Not JSON: one expression.
  }
  return [expression];
}

export const listExpressionText = (items: readonly string[]): string => JSON.stringify(items);

const singleText = (expression: unknown): string => (typeof expression === 'string' ? expression : '');

/** 001 §4: Single to List wraps the expression in an array. */
export const singleToList = (expression: unknown): string => listExpressionText([singleText(expression)]);

/** 001 §4: List to Single takes the first element. */
export const listToSingle = (expression: unknown): string => listExpressions(expression)[0] ?? '';

/** The list with item `index` moved one place up (delta -1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

export const removeItem = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

export const replaceItem = <T>(items: readonly T[], index: number, value: T): T[] =>
  items.map((item, i) => (i === index ? value : item));

// ---- Edits and the data-loss warning ------------------------------------------------------------------------------

/** What a formula's records depend on: its name, type (with the model it refers to) and list flag. */
function identityOf(formula: Partial<Member>): [unknown, unknown, unknown, boolean] {
  return [formula.name, formula.type ?? '', isModelTyped(formula) ? (formula.ref ?? '') : '', formula.isList === true];
}

/** Name, type or list flag differ from the saved formula (a formula pending addition has no records to lose). */
export function identityChanged(formula: Partial<Member>, saved: Partial<Member> | undefined): boolean {
  if (saved === undefined) return false;
  const now = identityOf(formula);
  return identityOf(saved).some((value, i) => value !== now[i]);
}

/** 001 §4: the warning shows once name, type or list flag differ from what records were saved with. */
export const showsDataLossWarning = identityChanged;

/** External formulas keep their name, list flag and type (001 §5). */
export const isExternal = (formula: Partial<Member>): boolean => formula.isExternal === true;

export type FormulaChange = Record<string, unknown>;

/** Adds `wasChanged` to a change when the change makes the formula differ from, or match again, its saved self. */
function withWasChanged(member: Member, saved: Member | undefined, set: FormulaChange): FormulaChange {
  if (Object.keys(set).length === 0) return set;
  const changed = identityChanged({ ...member, ...set }, saved);
  if (changed && member.wasChanged !== true) return { ...set, wasChanged: true };
  if (!changed && member.wasChanged === true) return { ...set, wasChanged: null };
  return set;
}

export function renameFormula(member: Member, saved: Member | undefined, name: string): FormulaChange {
  if (isExternal(member) || name === member.name) return {};
  return withWasChanged(member, saved, { name });
}

/** A new type from the picker; a basic type drops the model reference. */
export function changeFormulaType(member: Member, saved: Member | undefined, choice: string): FormulaChange {
  if (isExternal(member) || choice === '' || choice === typeChoiceOf(member)) return {};
  const { type, ref } = typeFromChoice(choice);
  const set: FormulaChange = {};
  if (type !== member.type) set.type = type;
  if (ref !== undefined) set.ref = ref;
  else if (member.ref !== undefined) set.ref = null;
  return withWasChanged(member, saved, set);
}

/** Single ↔ List: the flag, and the expression converted (001 §4). */
export function changeListMode(member: Member, saved: Member | undefined, isList: boolean): FormulaChange {
  if (isExternal(member) || isList === (member.isList === true)) return {};
  const expression = isList ? singleToList(member.expression) : listToSingle(member.expression);
  return withWasChanged(member, saved, { isList, expression });
}

// ---- The Add Formula dialog ------------------------------------------------------------------------------------

export interface NewFormula {
  name: string;
  isList: boolean;
  /** The type picker's value ('' while none is chosen). */
  choice: string;
}

export interface NewFormulaProblems {
  name: string | null;
  type: string | null;
}

export function newFormulaProblems(draft: NewFormula, formulas: readonly Member[]): NewFormulaProblems {
  const { type, ref } = typeFromChoice(draft.choice);
  return {
    name: memberNameProblem('formula', draft.name, formulas),
    type: draft.choice === '' ? typeRequired('formula') : type === MODEL_TYPE && !ref ? MODEL_REQUIRED : null,
  };
}

export const hasProblems = (problems: NewFormulaProblems): boolean => problems.name !== null || problems.type !== null;

/** 001 §3's add payload: { name, isList, type, ref }. */
export function newFormulaPayload(draft: NewFormula): { name: string; isList: boolean; type: string; ref?: string } {
  const { type, ref } = typeFromChoice(draft.choice);
  return ref === undefined
    ? { name: draft.name, isList: draft.isList, type }
    : { name: draft.name, isList: draft.isList, type, ref };
}

// ---- Mapping -------------------------------------------------------------------------------------------------

export interface MappingRow {
  /** The variable's name, which is the object expression's key. */
  name: string;
  /** VARIABLE column: the variable's type, with ' list' for a list. */
  typeLabel: string;
  expression: string;
  /** False for a key of the expression that is no variable of the model (shown with "show advanced"). */
  isVariable: boolean;
}

export const variableTypeLabel = (variable: Partial<Member>): string =>
  `${typeof variable.type === 'string' ? variable.type : ''}${variable.isList === true ? ' list' : ''}`;

/**
 * One row per variable of the referenced model, with the expression the object maps to it. "Show advanced" also
 * lists the object's keys that are no variable of the model (renamed or removed since), so they can be corrected
 * or cleared.
 */
export function mappingRows(
  variables: readonly Member[],
  entries: readonly ObjectEntry[],
  showAdvanced: boolean,
): MappingRow[] {
  const valueOf = new Map(entries.map((entry) => [entry.key, entry.value]));
  const rows: MappingRow[] = variables.map((variable) => ({
    name: variable.name,
    typeLabel: variableTypeLabel(variable),
    expression: valueOf.get(variable.name) ?? '',
    isVariable: true,
  }));
  if (!showAdvanced) return rows;
  const names = new Set(variables.map((variable) => variable.name));
  return [
    ...rows,
    ...entries
      .filter((entry) => !names.has(entry.key))
      .map((entry) => ({ name: entry.key, typeLabel: '', expression: entry.value, isVariable: false })),
  ];
}
