/**
 * A PDF-form template's field map as the template editor shows it (001 §2 Pdf form, §3 Pdf field entry). The
 * server builds the map (templating/src/pdf/pdf-field-map.ts) and merges it with the previous one on each upload;
 * the editor lists it, decodes the flags and edits the expression of each row.
 */
import { decodePdfFieldFlags, OBSOLETE_FIELD_FLAGS } from '@app/templating/pdf-field-flags';

export type PdfFieldType = 'text' | 'checkbox' | 'radio' | 'dropdown' | 'optionlist' | 'button' | 'signature';

/** One row of the field map, as templating's PdfFieldMapEntry has it. */
export interface PdfFieldMapEntry {
  /** Fully qualified name ("form1.page1.Name"); fields sharing a name end with "[index]". */
  name: string;
  alternateName?: string;
  type: PdfFieldType | string;
  options?: string[];
  /** The raw /Ff bits, or -1 for a field the current PDF no longer has. */
  flags: number;
  flagNames?: string[];
  justification?: string;
  widgetCount?: number;
  expression?: string;
}

/** 001 §3: flags value of a field the map still holds but the uploaded PDF no longer has. */
export const OBSOLETE_FLAGS = OBSOLETE_FIELD_FLAGS;

/**
 * The names of the flags set, in 001 §3's order; ['OBSOLETE'] for a field the PDF no longer has. The server's own
 * table (templating's pdf-field-flags, a module that imports nothing, so the PDF engine stays out of the bundle).
 */
export const flagNames = decodePdfFieldFlags;

export const isObsolete = (entry: Pick<PdfFieldMapEntry, 'flags'>) => entry.flags === OBSOLETE_FLAGS;

/**
 * The Field name column with 'show full names' off: the last segment after '.', its "[index]" kept
 * ("form1.page1.Name[2]" shows "Name[2]"). A dot inside the index does not split.
 */
export function shortFieldName(name: string): string {
  const index = /\[[^\]]*\]$/.exec(name)?.[0] ?? '';
  const base = name.slice(0, name.length - index.length);
  const dot = base.lastIndexOf('.');
  const last = dot >= 0 ? base.slice(dot + 1) : base;
  return (last || base) + index;
}

/** The field map read from a template's `fieldMap` property: only well-formed rows (a name and numeric flags). */
export function fieldMapOf(value: unknown): PdfFieldMapEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is PdfFieldMapEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as PdfFieldMapEntry).name === 'string' &&
      typeof (entry as PdfFieldMapEntry).flags === 'number',
  );
}

/**
 * The whole map with one row's expression changed: the pending change is the whole fieldMap (001 §3), so every
 * other row is kept as it is. An emptied expression is removed from the row.
 */
export function withFieldExpression(
  map: readonly PdfFieldMapEntry[],
  name: string,
  expression: string,
): PdfFieldMapEntry[] {
  return map.map((entry) => {
    if (entry.name !== name) return entry;
    if (expression === '') {
      const { expression: _removed, ...rest } = entry;
      return rest;
    }
    return { ...entry, expression };
  });
}
