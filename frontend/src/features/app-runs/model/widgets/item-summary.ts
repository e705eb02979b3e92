import { isAsked, isUnanswered, type InterviewModel, type InterviewVariable } from '@app/templating/interview';
import { valueToText } from '@app/templating/expression';
import type { WidgetVariable } from './widget-kind';

const MAX_PARTS = 2;
const MAX_LENGTH = 80;

/**
 * What a row of a list of objects, or an object's card, says (INTERVIEW §4): its first answers ("Anna Smith",
 * "Anna Smith, 4"), or nothing when nothing is answered yet (the caller then says "Child 2" or "Not answered yet").
 */
export function itemSummary(model: InterviewModel | undefined, item: unknown, locale = 'en-US'): string {
  if (!model || item === null || typeof item !== 'object' || Array.isArray(item)) return '';
  const data = item as Record<string, unknown>;
  const parts: string[] = [];
  for (const variable of model.variables) {
    if (parts.length >= MAX_PARTS) break;
    if (variable.type === 'object' || variable.type === 'global' || variable.type === 'file') continue;
    const value = data[variable.name];
    if (isUnanswered(value) || typeof value === 'boolean') continue;
    const text = valueToText(value, locale).trim();
    if (text !== '') parts.push(text);
  }
  // Names are usually first and last: "Anna Smith" reads better than "Anna, Smith".
  const joined = parts.length === 2 && isNameLike(model.variables, data) ? parts.join(' ') : parts.join(', ');
  return joined.length > MAX_LENGTH ? `${joined.slice(0, MAX_LENGTH - 1)}…` : joined;
}

function isNameLike(variables: readonly InterviewVariable[], data: Record<string, unknown>): boolean {
  const answered = variables.filter((variable) => !isUnanswered(data[variable.name])).slice(0, 2);
  return answered.every((variable) => /name/i.test(variable.name) && (variable.type ?? 'text') === 'text');
}

/** The word for one item of a list of objects: its model's name, else the list's name made singular. */
export function itemNoun(variable: WidgetVariable): string {
  const base = variable.typeName?.trim() || singular(variable.prompt?.trim() || spaced(variable.name));
  return base.charAt(0).toLowerCase() + base.slice(1);
}

const spaced = (name: string) => name.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2');

function singular(word: string): string {
  const text = word.replace(/[\s:?]+$/, '');
  if (/children$/i.test(text)) return text.replace(/ren$/i, '');
  if (/people$/i.test(text)) return text.replace(/people$/i, (match) => (match[0] === 'P' ? 'Person' : 'person'));
  if (/ies$/i.test(text)) return text.replace(/ies$/i, 'y');
  if (/(ss|us|is)$/i.test(text)) return text;
  if (/(ch|sh|x|ss)es$/i.test(text)) return text.replace(/es$/i, '');
  return text.replace(/s$/i, '');
}

export interface ItemStatus {
  /** Required answers still missing in the item (shown questions only). */
  missing: number;
  /** Answers that do not fit, by the field messages on record. */
  problems: number;
}

/**
 * How complete one object is: its asked, relevant, not Always Optional fields without an answer, and the field
 * messages under its prefix. Relevance says which fields count (`isRelevant('Kids[0].Age')`).
 */
export function itemStatus(
  model: InterviewModel | undefined,
  item: unknown,
  prefix: string,
  isRelevant: (path: string) => boolean,
  errors: ReadonlyMap<string, string>,
): ItemStatus {
  let problems = 0;
  for (const path of errors.keys()) if (path.startsWith(prefix)) problems += 1;
  if (!model) return { missing: 0, problems };
  const data = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {};
  let missing = 0;
  for (const variable of model.variables) {
    if (!isAsked(variable) || variable.alwaysOptional === true) continue;
    if (variable.type === 'object' || variable.type === 'global') continue;
    if (!isRelevant(prefix + variable.name)) continue;
    if (isUnanswered(data[variable.name])) missing += 1;
  }
  return { missing, problems };
}

/** What the status says: "Complete", "2 answers missing", "1 problem". */
export function statusText(status: ItemStatus): string {
  if (status.problems > 0) return status.problems === 1 ? '1 problem' : `${status.problems} problems`;
  if (status.missing > 0) return status.missing === 1 ? '1 answer missing' : `${status.missing} answers missing`;
  return 'Complete';
}
