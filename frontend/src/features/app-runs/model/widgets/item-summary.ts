import { isAsked, isUnanswered, type InterviewModel, type InterviewVariable } from '@app/templating/interview';
import { createScope, valueToText, type Scope } from '@app/templating/expression';
import { compileTextTemplate } from '@app/templating/text';
import type { WidgetVariable } from './widget-kind';

const MAX_PARTS = 2;
const MAX_LENGTH = 80;

/**
 * What a row of a list of objects, or an object's card, says (INTERVIEW §4): the model's summary template evaluated
 * on the object (`within`: the object's own scope, as answersScope makes it at its prefix, or only a locale), else
 * its first answers ("Anna Smith", "Anna Smith, 4"), or nothing when nothing is answered yet (the caller then says
 * "Child 2" or "Not answered yet"). A summary that gives nothing, or does not evaluate, falls back to the first
 * answers.
 */
export function itemSummary(model: InterviewModel | undefined, item: unknown, within?: Scope | string): string {
  if (!model || item === null || typeof item !== 'object' || Array.isArray(item)) return '';
  // A locale alone (a caller with no scope for the object): the summary is evaluated on the object by itself.
  const scope =
    typeof within === 'string' || within === undefined
      ? createScope(item as Record<string, unknown>, { locale: within })
      : within;
  const template = model.summary?.trim() ? summaryText(model.summary, scope) : '';
  if (template !== '') return cut(template);
  const locale = scope.locale;
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
  return cut(joined);
}

const cut = (text: string) => (text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text);

const summaries = new Map<string, ReturnType<typeof compileTextTemplate> | null>();

/** The summary template on one object, on one line; '' when it gives nothing or fails (compiled once per source). */
function summaryText(source: string, scope: Scope): string {
  let compiled = summaries.get(source);
  if (compiled === undefined) {
    try {
      compiled = compileTextTemplate(source);
    } catch {
      compiled = null;
    }
    if (summaries.size > 200) summaries.clear();
    summaries.set(source, compiled);
  }
  if (!compiled) return '';
  const rendered = compiled.render(scope, { placeholders: false });
  return rendered.errors.length > 0 ? '' : rendered.text.replace(/\s+/g, ' ').trim();
}

function isNameLike(variables: readonly InterviewVariable[], data: Record<string, unknown>): boolean {
  const answered = variables.filter((variable) => !isUnanswered(data[variable.name])).slice(0, 2);
  return answered.every((variable) => /name/i.test(variable.name) && (variable.type ?? 'text') === 'text');
}

/**
 * The word for one item of a list of objects: the list's prompt or name made singular. Not the model's name: a
 * Witnesses list of Party says "Add witness", which is what the person is adding here.
 */
export function itemNoun(variable: WidgetVariable): string {
  const base = singular(variable.prompt?.trim() || spaced(variable.name));
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
