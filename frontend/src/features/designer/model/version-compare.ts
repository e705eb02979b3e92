/**
 * Pure helpers of the History panel's compare and revert views: a one-line account of a comparison ("3
 * variables added, 1 formula changed"), the data-loss warnings a revert calls for, and how a property's name
 * and value read on screen.
 */
import { MEMBER_KINDS, type MemberKind } from './designer.types';
import type { MemberDiff, VersionDiff } from './history.types';

/** 001 §2, verbatim: the variable editor's data-loss warning. */
export const VARIABLE_DATA_LOSS =
  "Changes to a variable's name or type can cause data loss because the changes are not applied to existing records.";
/** 001 §4, verbatim: the formula editor's data-loss warning. */
export const FORMULA_DATA_LOSS =
  'Changes to a formula name or type can cause data loss because the changes are not applied to existing records.';

export const SAME_VERSIONS = 'These versions are the same.';

const PLURAL: Record<MemberKind, string> = {
  variable: 'variables',
  formula: 'formulas',
  template: 'templates',
  app: 'apps',
  layout: 'layouts',
};

const STATUSES = ['added', 'changed', 'removed'] as const;

/**
 * "3 variables added, 1 formula changed, template Letter removed": a single member is named, several are
 * counted, the element's own properties come first. Empty when the versions do not differ.
 */
export function diffSummary(diff: Pick<VersionDiff, 'element' | 'members'>): string {
  const parts: string[] = [];
  if (diff.element.some((change) => change.property === 'name')) parts.push('element renamed');
  if (diff.element.some((change) => change.property !== 'name')) parts.push('element properties changed');
  for (const kind of MEMBER_KINDS)
    for (const status of STATUSES) {
      const matching = diff.members.filter((member) => member.kind === kind && member.status === status);
      if (matching.length === 1) parts.push(`${kind} ${matching[0].name} ${status}`);
      else if (matching.length > 1) parts.push(`${matching.length} ${PLURAL[kind]} ${status}`);
    }
  return parts.join(', ');
}

/** The members compared, kind by kind in the designer's tab order, each kind's members by name. */
export function membersByKind(members: readonly MemberDiff[]): { kind: MemberKind; members: MemberDiff[] }[] {
  return MEMBER_KINDS.map((kind) => ({
    kind,
    members: members
      .filter((member) => member.kind === kind)
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
  })).filter((group) => group.members.length > 0);
}

/** A member whose records could lose data: renamed, retyped, or switched between single and list (001 §4). */
const risksData = (member: MemberDiff) =>
  member.status === 'changed' &&
  (member.previousName !== undefined ||
    member.retyped !== undefined ||
    member.properties.some((change) => change.property === 'isList'));

/**
 * The data-loss warnings a change calls for (the revert preview): the seed's variable text when it renames or
 * retypes a variable, its formula text when it does so to a formula; each with the members concerned.
 */
export function dataLossWarnings(
  members: readonly MemberDiff[],
): { kind: 'variable' | 'formula'; text: string; names: string[] }[] {
  const warnings: { kind: 'variable' | 'formula'; text: string; names: string[] }[] = [];
  for (const [kind, text] of [
    ['variable', VARIABLE_DATA_LOSS],
    ['formula', FORMULA_DATA_LOSS],
  ] as const) {
    const names = members.filter((member) => member.kind === kind && risksData(member)).map((member) => member.name);
    if (names.length > 0) warnings.push({ kind, text, names });
  }
  return warnings;
}

/** The properties that say what a member is come first: name, type, list; the rest keep the server's order. */
const FIRST = ['name', 'type', 'isList'];

export function orderedProperties<T extends { property: string }>(changes: readonly T[]): T[] {
  const rank = (change: T) => {
    const index = FIRST.indexOf(change.property);
    return index === -1 ? FIRST.length : index;
  };
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => rank(a.change) - rank(b.change) || a.index - b.index)
    .map(({ change }) => change);
}

const LABELS: Record<string, string> = {
  name: 'Name',
  type: 'Type',
  isList: 'List',
  label: 'Question prompt',
  helpText: 'Question help',
  text: 'Template text',
  output: 'Assembled file name',
  typeDef: 'Model id',
  typeName: 'Model',
  _options: 'Suggestions',
};

/** A property's name as a person reads it: 001 §2's field label where it names one, else its words ("decimal places"). */
export function propertyLabel(property: string): string {
  if (LABELS[property]) return LABELS[property];
  const words = property
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A property value as text, to show and to compare word by word: text as it is, a list of texts one per line
 * (a list formula's expressions), anything else as indented JSON. `null` when the property is not there.
 */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join('\n');
  return JSON.stringify(value, null, 2);
}

/** A type as the compare view names it in "text → number"; a type that was not set reads "none". */
export const typeText = (type: unknown): string => displayValue(type) ?? 'none';
