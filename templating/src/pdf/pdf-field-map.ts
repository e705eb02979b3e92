import { decodePdfFieldFlags, OBSOLETE_FIELD_FLAGS } from './pdf-field-flags';
import type { PdfFieldInfo } from './pdf-field.types';

/** A row of a PDF-form template's field map: a field and the expression that fills it. */
export interface PdfFieldMapEntry extends PdfFieldInfo {
  expression?: string;
}

/**
 * After a new PDF is uploaded: the new fields, keeping the expressions authors wrote for fields
 * of the same name, followed by fields that disappeared, flagged OBSOLETE so their expressions
 * are not silently lost.
 */
export function mergePdfFieldMap(
  prior: readonly PdfFieldMapEntry[],
  current: readonly PdfFieldInfo[],
): PdfFieldMapEntry[] {
  const priorByName = new Map(prior.map((entry) => [entry.name, entry]));
  const currentNames = new Set(current.map((field) => field.name));
  const merged: PdfFieldMapEntry[] = current.map((field) => {
    const expression = priorByName.get(field.name)?.expression;
    return expression === undefined ? { ...field } : { ...field, expression };
  });
  for (const entry of prior) {
    if (currentNames.has(entry.name) || entry.expression === undefined || entry.expression === '') continue;
    merged.push({ ...entry, flags: OBSOLETE_FIELD_FLAGS, flagNames: decodePdfFieldFlags(OBSOLETE_FIELD_FLAGS) });
  }
  return merged;
}
