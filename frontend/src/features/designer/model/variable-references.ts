/**
 * 001 §4–§5: the tables and queries a selection's options or an object's 'SELECT data FROM...' may name. A query
 * reference is a call with parameters, `queryName(requiredArgs,{optional:value})|map:x|map:y`; the Options dialog
 * edits its named parameters. A name the workspace does not have shows '(ERROR - change!)'.
 */
import type { ElementListItem } from './designer.types';
import { elementsOfKind, type StyleChoice } from './variable-types';

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

/**
 * Walks `source` from `from`, skipping quoted strings, and calls `visit` with each other character, its index and
 * the bracket depth once it is read; answers the index where `visit` first answered true, or -1.
 */
function scan(source: string, from: number, visit: (char: string, index: number, depth: number) => boolean): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < source.length; i++) {
    const char = source[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else {
      if (OPEN.includes(char)) depth++;
      else if (CLOSE.includes(char)) depth--;
      if (visit(char, i, depth)) return i;
    }
  }
  return -1;
}

/** Splits at `separator` where it is not inside brackets or quotes. */
function splitTopLevel(source: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  scan(source, 0, (char, i, depth) => {
    if (depth === 0 && char === separator) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
    return false;
  });
  parts.push(source.slice(start));
  return parts;
}

/** The index of the bracket closing the one at `open`, or -1. */
const closingBracket = (source: string, open: number): number =>
  scan(source, open, (char, _, depth) => CLOSE.includes(char) && depth === 0);

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
  return [
    ...elementsOfKind(elements, 'table').map((table) => ({ value: table.name, label: table.name })),
    ...elementsOfKind(elements, 'query').map((query) => ({
      value: queryValue(query.name),
      label: `${query.name} (query)`,
    })),
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
  if (typeof value !== 'string' || value === '') return { status: 'none' };
  const reference = parseQueryReference(value);
  if (reference) {
    const query = elements.find((element) => element.kind === 'query' && element.name === reference.name);
    return query ? { status: 'known', choice: queryValue(query.name), query: true } : { status: 'error' };
  }
  const table = elements.find((element) => element.kind === 'table' && element.name === value.trim());
  return table ? { status: 'known', choice: table.name, query: false } : { status: 'error' };
}
