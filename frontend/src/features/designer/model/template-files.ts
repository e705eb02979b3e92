/**
 * A Word or PDF template's file as the template editor shows it (001 §2 Docx, Pdf form; §3 Template): what the
 * compile answered, the pending update it becomes, the fields and variables of a .docx, and the status icon.
 */
import { fieldMapOf, isObsolete, type PdfFieldMapEntry } from './template-pdf-fields';

/** Who uploaded a template file. */
export interface TemplateUser {
  _id: string;
  name: string;
}

/** One field of a compiled .docx (templating's DocxField, as much of it as the editor shows). */
export interface DocxFieldInfo {
  /** The field as written between `{[` and `]}`. */
  text: string;
  kind: string;
  expression?: string;
  /** Names the field's expression uses. */
  identifiers?: string[];
  /** Expressions of the lists the field sits in, outermost first. */
  lists?: string[];
}

/** POST /upload/{typeId}/compile's 200 answer (001 §3 Upload response). */
export interface CompiledTemplate {
  filepath: string;
  filename: string;
  filesize: number;
  ext: 'docx' | 'pdf';
  user: TemplateUser;
  date: string;
  fieldMap?: PdfFieldMapEntry[];
  fields?: DocxFieldInfo[];
  variables?: string[];
}

/**
 * The one pending update a finished compile queues on the template (saved with "Save changes to types", where
 * the server checks the file exists): the file's facts and, for a .pdf, its merged field map, for a .docx its
 * fields and the variables they use.
 */
export function compiledUpdate(result: CompiledTemplate): Record<string, unknown> {
  const file = {
    filepath: result.filepath,
    filename: result.filename,
    filesize: result.filesize,
    user: result.user,
    date: result.date,
  };
  if (result.ext === 'pdf') return { ...file, fieldMap: result.fieldMap ?? [] };
  return { ...file, fields: result.fields ?? [], variables: result.variables ?? [] };
}

/** The file a template holds, or undefined before its first upload. */
export interface TemplateFile {
  filepath: string;
  filename: string;
  filesize?: number;
  user?: TemplateUser;
  date?: string;
}

export function templateFileOf(template: Record<string, unknown>): TemplateFile | undefined {
  const { filepath, filename, filesize, user, date } = template;
  if (typeof filepath !== 'string' || filepath === '') return undefined;
  return {
    filepath,
    filename: typeof filename === 'string' && filename ? filename : filepath,
    filesize: typeof filesize === 'number' ? filesize : undefined,
    user:
      typeof user === 'object' && user !== null && typeof (user as TemplateUser).name === 'string'
        ? (user as TemplateUser)
        : undefined,
    date: typeof date === 'string' ? date : undefined,
  };
}

/** 001 §2 "size in bytes", grouped by the locale ("12,345 bytes"). */
export function sizeText(bytes: number, locale?: string): string {
  return `${bytes.toLocaleString(locale || undefined)} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** 001 §2 "upload date and time" in the workspace's locale; the raw text when it is not a date. */
export function uploadTimeText(date: string, locale?: string): string {
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) return date;
  try {
    return at.toLocaleString(locale || undefined, { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return at.toLocaleString();
  }
}

/** Names a template's expressions may use without the model defining them: list items' specials and the like. */
const SPECIAL_NAMES = new Set(['this', '_index', '_index0', '_parent', '_result']);

/**
 * The names a .docx's fields use that the model does not define (its variables, formulas and templates), each
 * once, sorted. A field inside a `list` may use the list items' own properties, which belong to another model,
 * so only fields outside any list are checked. Fields come in document order; when they do not say which lists
 * they sit in, the `list` / `endlist` fields before them tell.
 */
export function undefinedDocxNames(fields: readonly DocxFieldInfo[], modelNames: readonly string[]): string[] {
  const known = new Set(modelNames.map((name) => name.toLowerCase()));
  const missing = new Set<string>();
  let depth = 0;
  for (const field of fields) {
    if (field.kind === 'endlist') depth = Math.max(0, depth - 1);
    const insideList = field.lists !== undefined ? field.lists.length > 0 : depth > 0;
    if (field.kind === 'list') depth += 1;
    if (insideList) continue;
    for (const name of field.identifiers ?? []) {
      if (!SPECIAL_NAMES.has(name) && !known.has(name.toLowerCase())) missing.add(name);
    }
  }
  return [...missing].sort((a, b) => a.localeCompare(b));
}

/** A template's compiled .docx fields, when it has some. */
export function docxFieldsOf(template: Record<string, unknown>): DocxFieldInfo[] {
  const { fields } = template;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (field): field is DocxFieldInfo =>
      typeof field === 'object' && field !== null && typeof (field as DocxFieldInfo).text === 'string',
  );
}

export const docxVariablesOf = (template: Record<string, unknown>): string[] =>
  Array.isArray(template.variables)
    ? template.variables.filter((name): name is string => typeof name === 'string')
    : [];

export type TemplateStatus = 'ok' | 'in-progress' | 'out-of-date';

/**
 * 001 §2's status icon of a Word or PDF template (our reading of "Out of date", documented in docs/designer.md):
 * In Progress while a file is being uploaded or compiled; Out of date when there is no file yet, when a .docx's
 * fields use names the model no longer defines, or when a PDF's map still holds obsolete rows (fields the
 * uploaded PDF no longer has); otherwise Ok.
 */
export function templateStatus({
  type,
  template,
  busy,
  modelNames,
}: {
  type: string;
  template: Record<string, unknown>;
  busy: boolean;
  modelNames: readonly string[];
}): TemplateStatus {
  if (busy) return 'in-progress';
  if (templateFileOf(template) === undefined) return 'out-of-date';
  if (type === 'pdf') return fieldMapOf(template.fieldMap).some(isObsolete) ? 'out-of-date' : 'ok';
  return undefinedDocxNames(docxFieldsOf(template), modelNames).length > 0 ? 'out-of-date' : 'ok';
}

/** Why the status is what it is, said beside the icon's word. */
export function statusReason({ type, template, busy, modelNames }: Parameters<typeof templateStatus>[0]): string {
  if (busy) return 'The file is being uploaded and compiled.';
  if (templateFileOf(template) === undefined) return 'No file has been uploaded yet.';
  if (type === 'pdf') {
    const obsolete = fieldMapOf(template.fieldMap).filter(isObsolete).length;
    return obsolete > 0
      ? `${obsolete} ${obsolete === 1 ? 'field is' : 'fields are'} no longer in the PDF (OBSOLETE).`
      : 'The field map matches the uploaded PDF.';
  }
  const missing = undefinedDocxNames(docxFieldsOf(template), modelNames);
  return missing.length > 0
    ? `The template uses ${missing.length === 1 ? 'a name' : 'names'} the model does not define: ${missing.join(', ')}.`
    : 'Every field uses names the model defines.';
}

/** The names a template's expressions can use from its model: its variables, formulas and templates. */
export function modelNamesOf(element: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const list of ['properties', 'formulas', 'templates']) {
    const members = element[list];
    if (Array.isArray(members))
      for (const member of members) if (typeof member?.name === 'string') names.push(member.name as string);
  }
  return names;
}
