import { invalid, notFound } from '../../shared/domain/domain-error';

/**
 * Not in the seed: the most an uploaded global-info file may be. Global info is one set of values, stored in one
 * event; a file past this is not global info but a mistake (a record export, a dump), refused before it is read.
 */
export const MAX_GLOBAL_FILE_BYTES = 1024 * 1024;

export const GLOBAL_MESSAGES = {
  notAGlobal: (elementName: string, modelName: string) =>
    `${elementName} is not a global of this catalog's model (${modelName}): global info can only be kept for ` +
    'its variables of type global.',
  noModel: "This catalog's model was deleted in the designer: it has no globals.",
  globalWithoutModel: (elementName: string) =>
    `The global ${elementName} has no model (or its model was deleted in the designer): choose one for it in the ` +
    'designer before importing its data.',
  noVersion: (historyId: string, elementName: string) =>
    `Version ${historyId} is not one of the global info of ${elementName} on this catalog.`,
  removalHasNoValues:
    'That version is a removal: it left no values. Restore the version before it to bring its values back.',
  noData: (elementName: string) => `There is no global info for ${elementName} on this catalog.`,
  notJsonUpload: 'Global data import takes one JSON file (application/json), not a zip.',
  tooLarge: `The file is larger than 1 MB, the most global info may be.`,
  notJson: (reason: string) => `The file is not valid JSON: ${reason}`,
  notOneObject:
    'Global info is one JSON object (its values by variable name), or an array holding exactly one; this file ' +
    'holds something else.',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values a global-info file holds: one JSON object, or an array of exactly one object (what an export of
 * records gives), a UTF-8 byte-order mark aside. Anything else is a 400 saying what global info is.
 */
export function globalValuesFromJson(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw invalid(GLOBAL_MESSAGES.notJson((error as Error).message));
  }
  if (Array.isArray(parsed) && parsed.length === 1) parsed = parsed[0];
  if (!isPlainObject(parsed)) throw invalid(GLOBAL_MESSAGES.notOneObject);
  return parsed;
}

/** A model's variable as far as globals go. */
export interface GlobalVariable {
  name: string;
  type?: unknown;
  typeDef?: unknown;
}

/** The id or name of the model a global's values are of (its `typeDef`), or null when it names none. */
export const globalModelRef = (global: GlobalVariable): string | null =>
  typeof global.typeDef === 'string' && global.typeDef !== '' ? global.typeDef : null;

/** The variables of type global of a model (002 §2.2 "properties of type global"), by name. */
export const globalVariablesOf = (variables: readonly GlobalVariable[]) =>
  variables.filter((variable) => variable.type === 'global');

/** The global of that name among the model's variables (by exact name, as values are keyed), or a 404. */
export function findGlobal(
  variables: readonly GlobalVariable[],
  elementName: string,
  modelName: string,
): GlobalVariable {
  const found = globalVariablesOf(variables).find((variable) => variable.name === elementName);
  if (!found) throw notFound(GLOBAL_MESSAGES.notAGlobal(elementName, modelName));
  return found;
}

/**
 * Global info holds the global's variables and nothing else: the records' own properties that travel with values
 * (`extUserID`) are no variables of a global, so a name the model does not have is refused here first.
 */
export function assertOnlyVariablesOf(
  model: { modelName: string; variables: readonly { name: string }[] },
  values: Record<string, unknown>,
): void {
  const names = new Set(model.variables.map((variable) => variable.name));
  const unknown = Object.keys(values).find((name) => !names.has(name));
  if (unknown !== undefined)
    throw invalid(`The model ${model.modelName} has no variable named ${JSON.stringify(unknown)} (at ${unknown}).`);
}
