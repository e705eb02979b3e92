import { isEmpty } from '../expression/safe-access';
import type { InterviewVariable } from './interview.types';
import { conformToMask, maskPlaceholder, parsePattern, patternProblem } from './mask-pattern';

/**
 * Messages for the people answering, in the GOV.UK style (say what to do, name the question, no codes, no
 * "invalid"), the same at the field and in the error summary:
 *
 * - missing: "Enter client's date of birth", "Select marital status", "Upload passport scan"; a prompt written as a
 *   question is quoted: "Answer “What is your age?”";
 * - wrong: "Age must be a number", "Age must be 18 or more", "Age must be between 18 and 65", "Amount must have 2
 *   decimal places or fewer", "Children must be a whole number", "Date of birth must be a real date", "Phone number
 *   must be in the format (___) ___-____", "Colour must be one of the options", "Smoker must be yes or no".
 *
 * The question is named by its prompt (its name spaced out when it has none: "DateOfBirth" → "Date of birth"),
 * trailing ':' dropped. Inside "Enter …" the first letter is lower-cased unless the first word has other capitals
 * (an acronym or a name in capitals).
 */

/** The variable's prompt, or its name spaced out. */
export function promptOf(variable: InterviewVariable): string {
  const prompt = variable.prompt?.trim();
  if (prompt) return prompt;
  const spaced = variable.name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .trim();
  return (
    spaced.charAt(0).toUpperCase() +
    spaced.slice(1).replace(/ ([A-Z])(?=[a-z])/g, (_, c: string) => ` ${c.toLowerCase()}`)
  );
}

const isQuestion = (prompt: string) => prompt.endsWith('?');
const subjectOf = (prompt: string) => prompt.replace(/[\s:]+$/, '');

/** "Date of birth" as the object of a verb: "date of birth"; "VAT number" and "PIN" stay. */
function lowerFirst(text: string): string {
  const firstWord = text.split(/\s/, 1)[0];
  return /[A-Z]/.test(firstWord.slice(1)) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** What a missing answer says: "Enter date of birth", "Select colour", "Answer “What is your age?”". */
export function missingMessage(variable: InterviewVariable): string {
  const prompt = promptOf(variable);
  if (isQuestion(prompt)) return `Answer “${prompt}”`;
  const verb =
    variable.type === 'selection' || variable.type === 'true/false' || variable.type === 'checkbox'
      ? 'Select'
      : variable.type === 'file'
        ? 'Upload'
        : 'Enter';
  return `${verb} ${lowerFirst(subjectOf(prompt))}`;
}

/** "Age must be…", or "The answer to “What is your age?” must be…". */
function must(variable: InterviewVariable, rule: string): string {
  const prompt = promptOf(variable);
  return isQuestion(prompt) ? `The answer to “${prompt}” must be ${rule}` : `${subjectOf(prompt)} must be ${rule}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd, as records store dates. */
export function isRealDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A number answer: a number, or the text of one as typed (blur validation sees the text). */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim().replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : undefined;
}

function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled));
}

const shownNumber = (value: number) => String(value);

function numberProblem(variable: InterviewVariable, value: unknown): string | null {
  const number = numberOf(value);
  if (number === undefined) return must(variable, 'a number');
  const { minimum: min, maximum: max, decimalPlaces: places } = variable;
  const hasMin = typeof min === 'number' && Number.isFinite(min);
  const hasMax = typeof max === 'number' && Number.isFinite(max);
  if ((hasMin && number < min) || (hasMax && number > max)) {
    if (hasMin && hasMax) return must(variable, `between ${shownNumber(min)} and ${shownNumber(max)}`);
    return hasMin ? must(variable, `${shownNumber(min)} or more`) : must(variable, `${shownNumber(max!)} or less`);
  }
  if (typeof places === 'number' && places >= 0 && !hasAtMostDecimals(number, Math.floor(places))) {
    if (places < 1) return must(variable, 'a whole number');
    const prompt = promptOf(variable);
    const rule = `${Math.floor(places)} decimal place${places >= 2 ? 's' : ''} or fewer`;
    return isQuestion(prompt)
      ? `The answer to “${prompt}” must have ${rule}`
      : `${subjectOf(prompt)} must have ${rule}`;
  }
  return null;
}

function textProblem(variable: InterviewVariable, value: unknown): string | null {
  if (typeof value !== 'string') return must(variable, 'text');
  const pattern = variable.pattern;
  // A pattern the designer refuses (002 §5) checks nothing: the author must fix it, not the person answering.
  if (pattern === undefined || pattern === '' || patternProblem(pattern) !== null) return null;
  const tokens = parsePattern(pattern);
  const conformed = conformToMask(value, tokens);
  // Stored either as shown (literals in) or as typed (slots only); nothing may be dropped or left unfilled.
  const fits = conformed.complete && (conformed.formatted === value || conformed.raw === value);
  return fits ? null : must(variable, `in the format ${maskPlaceholder(tokens)}`);
}

function selectionProblem(variable: InterviewVariable, value: unknown): string | null {
  if (typeof value !== 'string') return must(variable, 'one of the options');
  // The hybrid style offers the options as suggestions and takes free text too (INTERVIEW §3).
  if (variable.style === 'hybrid') return null;
  const options = variable.options;
  return options && options.length > 0 && !options.includes(value) ? must(variable, 'one of the options') : null;
}

/** Why one value (an item, for a list) does not fit its variable, or null. */
function itemProblem(variable: InterviewVariable, value: unknown): string | null {
  switch (variable.type) {
    case 'number':
      return numberProblem(variable, value);
    case 'date':
      return isRealDate(value) ? null : must(variable, 'a real date');
    case 'true/false':
    case 'checkbox':
      return typeof value === 'boolean' ? null : must(variable, 'yes or no');
    case 'selection':
      return selectionProblem(variable, value);
    case 'file':
      return typeof value === 'string' || isRecord(value) ? null : must(variable, 'a file');
    case 'object':
    case 'global':
      // Its fields are checked one by one (validateAll), each at its own question.
      return isRecord(value) ? null : must(variable, 'filled in');
    default:
      return textProblem(variable, value);
  }
}

const isRecord = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/** No answer: nothing, an empty text, an empty list. `false` and 0 are answers. */
/**
 * A single true/false drawn as a checkbox or a switch (the default style, 001 §3) has no "unanswered" look: left
 * unticked it says No, so Finish must not ask for it. Only the Yes/No radios keep unanswered apart from No.
 */
export function readsAsNo(variable: InterviewVariable): boolean {
  if (variable.isList || (variable.type !== 'true/false' && variable.type !== 'checkbox')) return false;
  const style = (variable.style ?? '').trim().toLowerCase();
  return style === '' || style === 'checkbox' || style === 'switch';
}

export function isUnanswered(value: unknown): boolean {
  return isEmpty(value) || (Array.isArray(value) && value.length === 0);
}

/**
 * The message for one answer, or null when it is fine (INTERVIEW §6): by type, pattern, minimum and maximum,
 * decimal places, real dates, listed options. A missing answer is a problem only when `required` (Finish asks; a
 * field checked on blur does not): objects and lists of objects are never missing themselves, their fields are.
 */
export function validateAnswer(
  variable: InterviewVariable,
  value: unknown,
  options: { required?: boolean } = {},
): string | null {
  const isObject = variable.type === 'object' || variable.type === 'global';
  if (isUnanswered(value))
    return options.required && !isObject && !readsAsNo(variable) ? missingMessage(variable) : null;
  if (variable.isList) {
    if (!Array.isArray(value)) return must(variable, 'a list');
    for (const item of value) {
      const problem = isEmpty(item) ? null : itemProblem(variable, item);
      if (problem) return problem;
    }
    return null;
  }
  return itemProblem(variable, value);
}
