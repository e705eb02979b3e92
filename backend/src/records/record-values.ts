import { validateAnswer, type InterviewVariable } from '@app/templating';
import { invalid } from '../shared/domain/domain-error';
import type { RecordValues } from './record.state';

/** A model's variable as records read it (001 §3 Member): enough to check a value against it. */
export interface VariableRule {
  name: string;
  type?: unknown;
  isList?: unknown;
  typeOfVariable?: unknown;
  _options?: unknown;
  /** A selection styled 'hybrid' takes free text beside its listed options (INTERVIEW §3). */
  style?: unknown;
  typeDef?: unknown;
  typeName?: unknown;
  /** The rules the interview checks an answer by (001 §3): a text's pattern, a number's limits and decimal places. */
  label?: unknown;
  pattern?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  decimalPlaces?: unknown;
}

/** The variables of the record's model, and of the models its object variables are of (by id and by name). */
export interface ModelRules {
  modelName: string;
  variables: readonly VariableRule[];
  nested(variable: VariableRule): ModelRules | null;
}

/** Record properties that travel with the values but are not variables (002 §4: closing external access). */
export const RECORD_PROPERTIES: ReadonlySet<string> = new Set(['extUserID']);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  // A real calendar day, told by arithmetic (an import checks 250,000 dates; a Date and its ISO text per date showed).
  // Years before 100 are refused as Date.UTC reads them as 19xx.
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A selection's listed options (`_options`: a JSON array of strings, 001 §3), when it lists them. */
export function listedOptions(variable: VariableRule): string[] | null {
  const source = variable.typeOfVariable ?? 'anOptionListedBelow';
  if (source !== 'anOptionListedBelow') return null;
  let list: unknown = variable._options;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list)) return null;
  const options = list.filter((item): item is string => typeof item === 'string');
  return options.length > 0 ? options : null;
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

const numberOf = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

const answerRules = new WeakMap<VariableRule, InterviewVariable | null>();

/**
 * The variable as the interview engine checks an answer against it, when it has a rule beyond its type (a text's
 * pattern; a number's minimum, maximum or decimal places); null otherwise, so the common case costs nothing (an
 * import checks 50,000 records). Built once per variable.
 */
function answerRule(variable: VariableRule): InterviewVariable | null {
  let rule = answerRules.get(variable);
  if (rule !== undefined) return rule;
  rule = null;
  const base = { name: variable.name, ...(typeof variable.label === 'string' ? { prompt: variable.label } : {}) };
  const type = typeof variable.type === 'string' ? variable.type : 'text';
  if (type === 'text' && typeof variable.pattern === 'string' && variable.pattern !== '')
    rule = { ...base, type, pattern: variable.pattern };
  if (type === 'number') {
    const limits = {
      minimum: numberOf(variable.minimum),
      maximum: numberOf(variable.maximum),
      decimalPlaces: numberOf(variable.decimalPlaces),
    };
    const set = Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
    if (Object.keys(set).length > 0) rule = { ...base, type, ...set };
  }
  answerRules.set(variable, rule);
  return rule;
}

/**
 * Contract §2: an answer the browser would refuse is refused here too, by the same validateAnswer and in its words
 * ("Age must be between 18 and 65"), with the path and the value for the API caller. The value's type is already
 * checked.
 */
function ruleProblem(variable: VariableRule, value: unknown, path: string): string | null {
  const rule = answerRule(variable);
  const message = rule && validateAnswer(rule, value);
  return message ? `${message} (at ${path}; got ${shown(value)}).` : null;
}

/** Why one (non-list) value does not fit its variable's type, or null. */
function typeProblem(variable: VariableRule, value: unknown, rules: ModelRules, path: string, depth: number) {
  const type = typeof variable.type === 'string' ? variable.type : 'text';
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : `The value of ${path} must be a number; got ${shown(value)}.`;
    case 'date':
      return isIsoDate(value) ? null : `The value of ${path} must be a date written yyyy-mm-dd; got ${shown(value)}.`;
    case 'checkbox':
    case 'true/false':
      return typeof value === 'boolean' ? null : `The value of ${path} must be true or false; got ${shown(value)}.`;
    case 'selection': {
      if (typeof value !== 'string')
        return `The value of ${path} must be one of its options (text); got ${shown(value)}.`;
      const options = variable.style === 'hybrid' ? null : listedOptions(variable);
      return options && !options.includes(value)
        ? `The value of ${path} must be one of ${options.map((option) => JSON.stringify(option)).join(', ')}; got ${shown(value)}.`
        : null;
    }
    case 'object':
    case 'global': {
      if (!isPlainObject(value))
        return `The value of ${path} must be an object (its values by variable name); got ${shown(value)}.`;
      const model = rules.nested(variable);
      return model ? valuesProblem(model, value, path, depth + 1) : null;
    }
    case 'file':
      return typeof value === 'string' || isPlainObject(value)
        ? null
        : `The value of ${path} must be a file (its name, or an object describing it); got ${shown(value)}.`;
    default:
      return typeof value === 'string' ? null : `The value of ${path} must be text; got ${shown(value)}.`;
  }
}

/** Why one (non-list) value does not fit its variable: its type, then the interview's rules. */
function itemProblem(variable: VariableRule, value: unknown, rules: ModelRules, path: string, depth: number) {
  return typeProblem(variable, value, rules, path, depth) ?? ruleProblem(variable, value, path);
}

function valueProblem(variable: VariableRule, value: unknown, rules: ModelRules, path: string, depth: number) {
  if (value === null) return null;
  if (variable.isList === true) {
    if (!Array.isArray(value)) return `The value of ${path} is a list: send an array of values; got ${shown(value)}.`;
    for (const [index, item] of value.entries()) {
      const problem = itemProblem(variable, item, rules, `${path}[${index}]`, depth);
      if (problem) return problem;
    }
    return null;
  }
  return itemProblem(variable, value, rules, path, depth);
}

const byNameCache = new WeakMap<readonly VariableRule[], ReadonlyMap<string, VariableRule>>();

/** A model's variables by name, built once per model rather than once per record checked (an import checks 50,000). */
function variablesByName(rules: ModelRules): ReadonlyMap<string, VariableRule> {
  let byName = byNameCache.get(rules.variables);
  if (!byName) {
    byName = new Map(rules.variables.map((variable) => [variable.name, variable]));
    byNameCache.set(rules.variables, byName);
  }
  return byName;
}

/** The reserved key of an object filled from a query's item (runs' select-data); templates ignore it. */
const OBJECT_SOURCE_KEY = '_source';

/** Objects inside objects stop somewhere: deeper than this is refused rather than walked. */
const MAX_DEPTH = 8;

function valuesProblem(rules: ModelRules, values: Record<string, unknown>, prefix: string, depth = 0): string | null {
  if (depth > MAX_DEPTH) return `${prefix} nests objects more than ${MAX_DEPTH} deep.`;
  const byName = variablesByName(rules);
  for (const [name, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (depth === 0 && RECORD_PROPERTIES.has(name)) {
      if (value !== null && typeof value !== 'string') return `${name} must be a user id or null; got ${shown(value)}.`;
      continue;
    }
    // An object chosen from a query remembers where it came from (docs/runs.md "Choosing an object's data from a
    // query"): its reserved `_source` is kept with it, never a variable's value.
    if (depth > 0 && name === OBJECT_SOURCE_KEY) {
      if (value !== null && !isPlainObject(value)) return `${path} must be an object (where the object came from).`;
      continue;
    }
    const variable = byName.get(name);
    if (!variable) return `The model ${rules.modelName} has no variable named ${JSON.stringify(name)} (at ${path}).`;
    const problem = valueProblem(variable, value, rules, path, depth);
    if (problem) return problem;
  }
  return null;
}

/**
 * Checks values against the model's variables (400 naming the variable): an unknown name is refused, a value is
 * checked by its variable's type (text, number, date yyyy-mm-dd, true/false, one of a selection's listed options,
 * an array for a list, a value map for an object, checked against its model), then by the rules the interview checks
 * answers by (validateAnswer: a text's pattern, a number's minimum, maximum and decimal places). `null` clears a
 * value. Saves and imports alike: a row of an import that breaks a rule fails with the same message.
 */
export function assertRecordValues(rules: ModelRules, values: RecordValues): void {
  const problem = valuesProblem(rules, values as Record<string, unknown>, '');
  if (problem) throw invalid(problem);
}

export const globalValueRefused = (name: string) =>
  `${name} is a global variable: its values are the catalog's global info, not the record's. Leave it out ` +
  '(null clears a value saved on the record before).';

/**
 * A record holds no values for its model's global variables (type `global`): runs read them from the catalog's global
 * info (docs/runs.md "Global info in record runs"), so a value saved on the record would never be read. A 400 names
 * the variable; `null` is let through, so a value saved before can be cleared. Saves and imports alike.
 */
export function assertNoGlobalValues(rules: Pick<ModelRules, 'variables'>, values: RecordValues): void {
  for (const variable of rules.variables) {
    if (variable.type !== 'global') continue;
    const value = (values as Record<string, unknown>)[variable.name];
    if (value !== undefined && value !== null) throw invalid(globalValueRefused(variable.name));
  }
}
