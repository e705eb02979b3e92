import { compileExpression, compileTextTemplate, createScope, valueToText } from '@app/templating';

/** A selection's query reference (001 §5 `queryName(requiredArgs,{optional:value})|map:x`) as a call to run. */
export interface QueryOptionsCall {
  query: string;
  /** The required arguments' values, in order. */
  args: unknown[];
  /** The optional parameters' values by name. */
  params: Record<string, unknown>;
  /** The filters written after the call (`|map:Name`), applied to the items; absent when none. */
  tail?: string;
}

/** One item a query answered, as the queries port gives it: its record's name and values. */
export interface QueryOptionItem {
  name: string;
  values: Record<string, unknown>;
}

const OPEN = '([{';
const CLOSE = ')]}';

/** `source` cut at the top-level `separator`s (not inside quotes or brackets). */
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
    else if (char === separator && depth === 0) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(source.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** Where the bracket opened at `open` closes, or -1. */
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

/**
 * The call a selection's query reference makes. Arguments are expressions evaluated on `answers` (the record's
 * answers by name, as the interview has them): literals (`"Oslo"`, `3`, `true`, lists) are what they say, and
 * `Clients(City)` reads the City answer; an unanswered one has no value, so a required one leaves the question
 * without options. Filters after the call (`|map:Name`) are kept in `tail` for queryItemOptions. A reference that
 * cannot be read, or an argument that does not compile, throws.
 */
export function queryOptionsCall(reference: string, answers: Record<string, unknown> = {}): QueryOptionsCall {
  const { query, args, params, tail } = readReference(reference);
  const scope = createScope({ ...answers });
  const valueOf = (expression: string) => {
    const result = compileExpression(expression).evaluate(scope);
    if (result.errors.length > 0) throw new Error(result.errors[0].message);
    return result.value;
  };
  const call: QueryOptionsCall = { query, args: args.map(valueOf), params: {} };
  for (const [name, expression] of params) call.params[name] = valueOf(expression);
  if (tail) call.tail = tail;
  return call;
}

/**
 * The answers a reference's arguments read (`Clients(City, {since: Client.Since})` reads City and Client): the
 * browser asks for the options again when one of them changes. A reference that cannot be read reads nothing.
 */
export function queryOptionsReads(reference: string): string[] {
  try {
    const { args, params } = readReference(reference);
    const names = new Set<string>();
    for (const expression of [...args, ...params.map(([, value]) => value)])
      for (const name of compileExpression(expression).identifiers()) names.add(name.split('.')[0]);
    return [...names];
  } catch {
    return [];
  }
}

interface ReadReference {
  query: string;
  args: string[];
  params: [string, string][];
  tail: string;
}

/** The reference cut into the query's name, its arguments' and parameters' expressions, and the filters after. */
function readReference(reference: string): ReadReference {
  const match = /^\s*([A-Za-z][A-Za-z0-9_]*)\s*(\(|\||$)/.exec(reference);
  if (!match) throw new Error(`The query reference ${JSON.stringify(reference)} cannot be read.`);
  const read: ReadReference = { query: match[1], args: [], params: [], tail: '' };
  if (match[2] !== '(') {
    if (match[2] === '|') read.tail = reference.slice(match[0].length - 1).trim();
    return read;
  }
  const open = match[0].length - 1;
  const close = closingBracket(reference, open);
  if (close < 0) throw new Error(`The query reference ${JSON.stringify(reference)} has no closing bracket.`);
  read.tail = reference.slice(close + 1).trim();
  if (read.tail !== '' && !read.tail.startsWith('|'))
    throw new Error(`The query reference ${JSON.stringify(reference)} has text after its call.`);
  for (const part of splitTopLevel(reference.slice(open + 1, close), ',')) {
    if (!(part.startsWith('{') && part.endsWith('}'))) {
      read.args.push(part);
      continue;
    }
    for (const pair of splitTopLevel(part.slice(1, -1), ',')) {
      const [name, ...value] = pair.split(':');
      read.params.push([name.trim().replace(/^["']|["']$/g, ''), value.join(':')]);
    }
  }
  return read;
}

/** The name the filters after a call read the query's items by (`Items|map:Name`). */
const ITEMS = 'QueryItems';

/**
 * The items' values after the filters that follow the call (`|map:Name` gives each item's Name; `|filter:…`,
 * `|sort:…` work too), evaluated as the templating engine evaluates them. Filters that fail give nothing.
 */
export function itemsAfterTail(items: readonly QueryOptionItem[], tail: string, locale: string): unknown[] {
  const scope = createScope({ [ITEMS]: items.map((item) => ({ ...item.values })) }, { locale });
  try {
    const result = compileExpression(`${ITEMS} ${tail}`).evaluate(scope);
    if (result.errors.length > 0) return [];
    const value = result.value;
    if (Array.isArray(value)) return value;
    return value === undefined || value === null || value === '' ? [] : [value];
  } catch {
    return [];
  }
}

/**
 * The options a query's items offer (001 §3 OPTION TEMPLATE): each item as its option template shows it, evaluated
 * on the item's values in the workspace's locale, else the record's name (the catalog's RECORDS column), else its
 * first text answer. With filters after the call (`tail`, `|map:Name`), the options are what the filters give: a
 * value as text, an object as the template (or its first text) shows it. Empty options are left out and repeated
 * ones offered once; the answer stores the text shown, as for every selection.
 */
export function queryItemOptions(
  items: readonly QueryOptionItem[],
  optionTemplate: string | undefined,
  locale: string,
  tail = '',
): string[] {
  const template = optionTemplate?.trim() ? compiled(optionTemplate) : null;
  const shown = (values: Record<string, unknown>, name: string) => {
    let text = '';
    if (template) {
      const rendered = template.render(createScope({ ...values }, { locale }), { placeholders: false });
      if (rendered.errors.length === 0) text = rendered.text.trim();
    }
    return text === '' ? name.trim() || firstText(values) : text;
  };
  const options = new Set<string>();
  const offer = (text: string) => {
    if (text !== '') options.add(text);
  };
  if (tail === '') for (const item of items) offer(shown(item.values, item.name));
  else
    for (const value of itemsAfterTail(items, tail, locale))
      offer(isRecord(value) ? shown(value, '') : valueToText(value, locale).trim());
  return [...options];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function compiled(template: string) {
  try {
    return compileTextTemplate(template);
  } catch {
    // A template that does not compile shows each item by its name, as the browser shows such options.
    return null;
  }
}

function firstText(values: Record<string, unknown>): string {
  const first = Object.values(values).find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof first === 'string' ? first.trim() : '';
}
