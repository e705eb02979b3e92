import type { Answers } from '@app/templating/interview';

/**
 * The answers not saved yet (INTERVIEW §7): per top-level variable, the value to send and the value it had before
 * (what the server held when the person changed it), so a conflict can tell "they changed something else" from "they
 * changed this same answer".
 */
export interface PendingAnswer {
  previous: unknown;
  value: unknown;
}
export type PendingAnswers = Readonly<Record<string, PendingAnswer>>;

/** Answers someone else saved over the same variable since: ours stays in the field until the person chooses. */
export interface AnswerConflict {
  name: string;
  mine: unknown;
  theirs: unknown;
}

/** The variable a save carries for a path (the records API takes whole top-level values): `Kids[1].Age` → `Kids`. */
export const topLevelName = (path: string): string => /^[^.[]*/.exec(path)![0];

export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === undefined || a === null) && (b === undefined || b === null)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => sameAnswer((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** One committed change: the first `previous` is kept; a change back to it leaves nothing to send. */
export function addPending(pending: PendingAnswers, name: string, previous: unknown, value: unknown): PendingAnswers {
  const before = name in pending ? pending[name].previous : previous;
  const { [name]: _dropped, ...rest } = pending;
  return sameAnswer(before, value) ? rest : { ...rest, [name]: { previous: before, value } };
}

/** A save that failed: what it carried goes back under what was changed meanwhile (the newer value wins). */
export function mergeUnsent(sent: PendingAnswers, meanwhile: PendingAnswers): PendingAnswers {
  const merged: Record<string, PendingAnswer> = { ...sent };
  for (const [name, change] of Object.entries(meanwhile))
    merged[name] = { previous: name in sent ? sent[name].previous : change.previous, value: change.value };
  return merged;
}

/** The save's body: `null` clears an answer (records API). */
export function nextValuesOf(pending: PendingAnswers): Record<string, unknown> {
  return Object.fromEntries(Object.entries(pending).map(([name, change]) => [name, change.value ?? null]));
}

export interface Rebased {
  answers: Answers;
  /** Ours to send again on top of their version. */
  pending: PendingAnswers;
  /** Variables they changed that we had not touched: now showing their value ("Updated by Jane"). */
  updated: string[];
  conflicts: AnswerConflict[];
}

/**
 * After a 409 (INTERVIEW §7): the record as the other person left it, and ours. Their answers to variables we did
 * not change are taken; ours to variables they did not change are sent again; where both changed the same variable
 * to different values, ours stays in the field and a conflict asks the person.
 */
export function rebaseOnTheirs(answers: Answers, unsent: PendingAnswers, theirs: Answers): Rebased {
  const next: Record<string, unknown> = { ...answers };
  const pending: Record<string, PendingAnswer> = {};
  const updated: string[] = [];
  const conflicts: AnswerConflict[] = [];
  for (const name of new Set([...Object.keys(answers), ...Object.keys(theirs)])) {
    const their = theirs[name];
    const change = unsent[name];
    if (!change) {
      if (!sameAnswer(answers[name], their)) {
        next[name] = their;
        updated.push(name);
      }
    } else if (sameAnswer(their, change.value)) {
      // They gave the same answer: nothing left to send.
    } else if (sameAnswer(their, change.previous)) {
      pending[name] = { previous: their, value: change.value };
    } else {
      conflicts.push({ name, mine: change.value, theirs: their });
    }
  }
  for (const [name, change] of Object.entries(unsent))
    if (!(name in next)) pending[name] = { previous: theirs[name], value: change.value };
  return { answers: next, pending, updated, conflicts };
}
