import { invalid, notFound } from '../../shared/domain/domain-error';
import type { ApiField, ApiSource } from './api-source';

/** A record id as Clio and Filevine have them: a positive whole number. */
const RECORD_ID = /^[1-9]\d{0,15}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is one a field of this type can take (null clears the field). */
function fitsField(field: ApiField, value: unknown): boolean {
  if (value === null) return true;
  switch (field.type) {
    case 'text':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value));
    case 'checkbox':
      return typeof value === 'boolean';
    case 'selection':
      return typeof value === 'string' && (field.enum === undefined || field.enum.includes(value));
    default:
      return false;
  }
}

/**
 * The changed values a run saves back to `id` of `source` of `provider`, checked before anything is sent: every name
 * is a field of the source, the field is writable, the value one of its type. Throws an invalid DomainError naming
 * the first problem (the run records it as the save's failure), a not-found one for an id the provider cannot have.
 */
export function checkedWrite(
  provider: string,
  source: ApiSource,
  id: string,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  if (!RECORD_ID.test(id)) throw notFound(`${provider} has no ${source.name} with the id ${id}.`);
  const names = Object.keys(values);
  if (names.length === 0) throw invalid(`There are no changed values to save to ${provider}'s ${source.name} ${id}.`);
  for (const name of names) {
    const field = source.fields.find((candidate) => candidate.name === name);
    if (!field) throw invalid(`${provider}'s ${source.name} has no field ${name}.`);
    if (field.writable !== true || !source.update) {
      throw invalid(`${provider}'s ${source.name} field ${name} cannot be changed.`);
    }
    if (!fitsField(field, values[name])) {
      const options = field.type === 'selection' && field.enum ? ` (one of ${field.enum.join(', ')})` : '';
      throw invalid(`${provider}'s ${source.name} field ${name} takes a ${field.type} value${options}.`);
    }
  }
  return { ...values };
}

/** Whether any field of the source can be saved back (its descriptor's `writeBack`). */
export const takesChanges = (source: ApiSource) =>
  source.update !== undefined && source.fields.some((field) => field.writable === true);

/**
 * `values` by field name → the provider's attributes by `attributes` (field name → attribute name), for the fields
 * named only: a PATCH carries the changed values and nothing else, so the provider keeps every other value.
 */
export function attributesOf(
  values: Readonly<Record<string, unknown>>,
  attributes: Readonly<Record<string, string>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => (attributes[name] ? [[attributes[name], value]] : [])),
  );
}
