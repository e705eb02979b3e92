import { invalid } from '../shared/domain/domain-error';

/** The kinds of element the designer makes (001 §1): models, tables and (with the queries add-on) queries. */
export const ELEMENT_KINDS = ['model', 'table', 'query'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** The members a model holds, each on its own tab (001 §2). */
export const MEMBER_KINDS = ['variable', 'formula', 'template', 'app', 'layout'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** Each kind of member's list in an element as the API and exports show it (001 §3: variables are `properties`). */
export const MEMBER_LISTS = {
  variable: 'properties',
  formula: 'formulas',
  template: 'templates',
  app: 'apps',
  layout: 'layouts',
} as const satisfies Record<MemberKind, string>;

/**
 * Words a name may not be: the expression language's literals and keywords and the template language's
 * block words, which a field could not tell apart from a variable of that name.
 */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  'true',
  'false',
  'null',
  'undefined',
  'this',
  'if',
  'elseif',
  'else',
  'endif',
  'list',
  'endlist',
  'in',
  'and',
  'or',
  'not',
]);

export const NAME_REQUIRED = 'Please provide a name.';
/** Not in the seed: a bound so that a name fits the screens and every reference to it. */
export const MAX_NAME_LENGTH = 100;

/** 001 §5: text, non-empty, a letter first, then letters, digits and underscores; not a reserved word. */
export function nameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim().length === 0) return NAME_REQUIRED;
  if (/\s/.test(name)) return 'A name cannot contain spaces.';
  if (!/^[A-Za-z]/.test(name)) return 'A name must start with a letter.';
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) return 'A name may only contain letters, digits and underscores.';
  if (RESERVED_NAMES.has(name.toLowerCase())) return `"${name}" is a reserved word; choose another name.`;
  if (name.length > MAX_NAME_LENGTH) return `A name is at most ${MAX_NAME_LENGTH} characters.`;
  return null;
}

export function assertName(name: unknown): string {
  const problem = nameProblem(name);
  if (problem) throw invalid(problem);
  return name as string;
}

/** 001 §3: the layout made for a model that has none is named '(default)', outside the rules for names. */
export const DEFAULT_LAYOUT_NAME = '(default)';

/** A member's name: 001 §5's rules, except the default layout's name for a layout. */
export const memberNameProblem = (kind: MemberKind, name: unknown): string | null =>
  kind === 'layout' && name === DEFAULT_LAYOUT_NAME ? null : nameProblem(name);

export function assertMemberName(kind: MemberKind, name: unknown): string {
  const problem = memberNameProblem(kind, name);
  if (problem) throw invalid(problem);
  return name as string;
}

/** 001 §5, verbatim: 'A variable by this name already exists.' and likewise for the other kinds. */
export const memberExists = (kind: MemberKind) => `A ${kind} by this name already exists.`;
export const ELEMENT_EXISTS = 'An element by this name already exists.';

/** Names are compared as the designer lists them: case aside. */
export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Not in the seed: a bound on one member's definition, so that no save can bloat every read of the model. */
export const MAX_MEMBER_SIZE = 200_000;
export const memberTooLarge = (kind: MemberKind) =>
  `This ${kind} is too large: its definition may hold at most ${MAX_MEMBER_SIZE.toLocaleString('en-US')} characters.`;
