import { conflict } from '../../../shared/domain/domain-error';
import type { CatalogGlobalEvent } from '../catalog-global.events';
import type { CatalogGlobalState } from '../catalog-global.state';

export interface AnswerGlobal {
  catalogId: string;
  elementName: string;
  /** The global-info app whose interview gave the answers. */
  appName: string;
  /** The version of the global info the answers were given on (0: there was none). */
  version: number;
  /** The whole set after the answers (answeredValues), already checked against the global's model. */
  values: Record<string, unknown>;
}

export const GLOBAL_ANSWER_MESSAGES = {
  stale: (elementName: string, version: number) =>
    `The global info of ${elementName} was changed by someone else since (it is at version ${version} now): ` +
    'your answers were not saved. Take their values and answer again.',
};

/**
 * The set the interview's answers leave: the current values with the changed top-level variables put in (`null`
 * clears one, as a record's save does). The interview sends only what changed, on the version it read.
 */
export function answeredValues(
  current: Readonly<Record<string, unknown>> | null,
  changes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...(current ?? {}) };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined) delete values[name];
    else values[name] = value;
  }
  return values;
}

/** Same JSON values, whatever the order of their keys (answers come back from JSON: no dates, no functions). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every(
    (key) => Object.hasOwn(bRecord, key) && sameValue((a as Record<string, unknown>)[key], bRecord[key]),
  );
}

/**
 * A global-info app's answers (autosave or Finish) become the catalog's global info, whole, with the set they
 * replace kept in the event (undo goes through restore). Answers given on a version someone has moved past are a
 * 409 — nothing written — so nobody's values are overwritten unseen; answers that change nothing write nothing.
 */
export function decideAnswerGlobal(command: AnswerGlobal, state: CatalogGlobalState): CatalogGlobalEvent[] {
  const { catalogId, elementName, appName, version, values } = command;
  if (version !== state.version) throw conflict(GLOBAL_ANSWER_MESSAGES.stale(elementName, state.version));
  if (sameValue(values, state.values ?? {})) return [];
  return [
    {
      type: 'CatalogGlobalAnswered',
      data: {
        catalogId,
        elementName,
        values: { ...values },
        previous: state.values ? { ...state.values } : null,
        appName,
      },
    },
  ];
}
