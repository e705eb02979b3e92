import type { CompiledDocx, DocxTemplateProblem, PdfFieldMapEntry } from '@app/templating';
import { z } from 'zod';
import type { TemplateUploadMeta } from '../template-uploads';
import { versionIdSchema } from '../template-uploads';

/**
 * One row of a field map as the editor sends it back (its unsaved expressions included): the name and expression
 * are what the merge reads, the rest is carried along as it was.
 */
const fieldMapEntrySchema = z.looseObject({
  name: z.string().min(1).max(1000),
  expression: z.string().max(100_000).optional(),
  flags: z.number().int().optional(),
});

/** 001 §7 POST /upload/{typeId}/compile `{ templateId, versionId, ext }`, and the editor's current field map. */
export const compileTemplateSchema = z.strictObject({
  templateId: z.string().min(1).max(100),
  versionId: versionIdSchema,
  ext: z.enum(['docx', 'pdf']),
  fieldMap: z.array(fieldMapEntrySchema).max(10_000).optional(),
});
export type CompileTemplateBody = z.output<typeof compileTemplateSchema>;

/** A Word template's field as the template editor lists it. */
export interface CompiledField {
  text: string;
  kind: string;
  expression: string;
  identifiers: string[];
}

/**
 * 001 §3 "Upload response" once compiled: what the editor queues as the template's new properties (the file's
 * hash in the file store, its name, size, uploader and date) with what the file holds.
 */
export interface CompiledTemplate {
  filepath: string;
  filename: string;
  filesize: number;
  ext: 'docx' | 'pdf';
  user: { _id: string; name: string };
  date: string;
  fieldMap?: PdfFieldMapEntry[];
  fields?: CompiledField[];
  variables?: string[];
}

/** The answer for an upload whose bytes went into the file store as `filepath`. */
export function compiledTemplate(
  upload: TemplateUploadMeta,
  filepath: string,
  found: { docx: CompiledDocx } | { fieldMap: PdfFieldMapEntry[] },
): CompiledTemplate {
  const base = {
    filepath,
    filename: upload.name,
    filesize: upload.size,
    ext: upload.ext,
    user: upload.user,
    date: upload.date,
  };
  if ('fieldMap' in found) return { ...base, fieldMap: found.fieldMap };
  return {
    ...base,
    fields: found.docx.fields.map(({ text, kind, expression, identifiers }) => ({
      text,
      kind,
      expression,
      identifiers,
    })),
    variables: found.docx.variables,
  };
}

/** A template file that cannot be used: a 422 with what is wrong, and for a Word template every problem found. */
export class TemplateFileProblem extends Error {
  override readonly name = 'TemplateFileProblem';
  constructor(
    message: string,
    readonly problems: DocxTemplateProblem[] = [],
  ) {
    super(message);
  }
}

export const NO_FORM_FIELDS = 'This PDF has no form fields: a PDF form template needs a fillable form.';
export const extMismatch = (name: string, ext: string) =>
  `${name} was uploaded as a ${ext === 'pdf' ? 'PDF' : 'Word document'}: compile it with ext "${ext}".`;

/** The 422 body: the statusCode/error/message every error answer has, and the problems of a Word template. */
export function problemBody(problem: TemplateFileProblem) {
  return {
    statusCode: 422,
    error: 'Unprocessable entity',
    message: problem.message,
    problems: problem.problems.map(({ message, field, context, file, position }) => ({
      message,
      context,
      ...(field !== undefined ? { field } : {}),
      ...(file !== undefined ? { file } : {}),
      ...(position !== undefined ? { position } : {}),
    })),
  };
}
