import {
  assembleDocxWithReport,
  compileTextTemplate,
  DocxTemplateError,
  fillPdfFromExpressions,
  PdfFormError,
  renderMarkdown,
  TemplateCompileError,
  type Scope,
} from '@app/templating';
import type { Member } from '../../types';
import { outputName } from './output-name';
import { TemplateFailure } from './template-failure';

/** One document before it goes into the file store. */
export interface RenderedDocument {
  name: string;
  ext: string;
  bytes: Uint8Array;
  /** The hash of the template's own file (Word, PDF), null for a text template. */
  templateFile: string | null;
}

export interface RenderInputs {
  scope: Scope;
  /** The bytes of a template file from the file store, by its hash. */
  readTemplateFile(fileId: string): Promise<Uint8Array>;
  /** The date stamped inside files that carry one (a Word file's zip entries, a PDF's dates): fixed, so bytes repeat. */
  fileDate: Date;
}

const FILE_ID = /^[0-9a-f]{64}$/;

/** The first problem a render met, said as the run reports it. */
const firstOf = (problems: readonly { message: string }[], where: (index: number) => string = () => '') =>
  problems.length === 0 ? null : `${where(0)}${problems[0].message}`;

/**
 * Renders one template of 001 §3 (type text, file, docx, pdf, pdff) on the record's scope. Anything that keeps the
 * document from being what the author wrote — a template that does not compile, an unknown filter, a field whose
 * value cannot be computed or written — is a TemplateFailure naming the template: a run never hands out a document
 * with a silent hole in it. Unanswered fields are not failures (they show as the templates show them).
 */
export async function renderTemplate(template: Member, inputs: RenderInputs): Promise<RenderedDocument> {
  try {
    switch (template.type) {
      case 'docx':
        return await renderDocx(template, inputs);
      case 'pdf':
      case 'pdff':
        return await renderPdf(template, inputs);
      case 'file':
        return renderText(template, inputs, 'txt');
      default:
        return renderText(template, inputs, template.contentType === 'markdown' ? 'html' : 'txt');
    }
  } catch (error) {
    if (error instanceof TemplateFailure) throw error;
    if (error instanceof TemplateCompileError)
      throw new TemplateFailure(template.name, `${error.message} (at ${error.position})`);
    if (error instanceof DocxTemplateError || error instanceof PdfFormError)
      throw new TemplateFailure(template.name, error.message);
    throw error;
  }
}

/**
 * Text (002: text and markdown) and file templates. A text template with 'Allow formatting (markdown)' becomes an
 * HTML page; a file template is its text under the name (and extension) its assembled file name gives.
 */
function renderText(template: Member, { scope }: RenderInputs, fallbackExt: string): RenderedDocument {
  const source = typeof template.text === 'string' ? template.text : '';
  const rendered = compileTextTemplate(source).render(scope);
  const problem = firstOf(rendered.errors);
  if (problem) throw new TemplateFailure(template.name, problem);
  const markdown = template.type !== 'file' && template.contentType === 'markdown';
  const name = outputName(
    template,
    scope,
    markdown ? { required: 'html', fallback: 'html' } : { fallback: fallbackExt },
  );
  const text = markdown ? htmlPage(name, renderMarkdown(rendered.text)) : rendered.text;
  return { name, ext: extOf(name, fallbackExt), bytes: new TextEncoder().encode(text), templateFile: null };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function htmlPage(title: string, body: string): string {
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>\n${body}</body></html>\n`;
}

const extOf = (name: string, fallback: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1].toLowerCase() ?? fallback;

function templateFileOf(template: Member): string {
  const fileId = template.filepath;
  if (typeof fileId !== 'string' || !FILE_ID.test(fileId))
    throw new TemplateFailure(template.name, 'The template has no file: upload one in the designer.');
  return fileId;
}

async function readFileOf(template: Member, inputs: RenderInputs): Promise<{ fileId: string; bytes: Uint8Array }> {
  const fileId = templateFileOf(template);
  try {
    return { fileId, bytes: await inputs.readTemplateFile(fileId) };
  } catch {
    throw new TemplateFailure(template.name, "The template's file is not in the file store any more: upload it again.");
  }
}

async function renderDocx(template: Member, inputs: RenderInputs): Promise<RenderedDocument> {
  const { fileId, bytes } = await readFileOf(template, inputs);
  const assembled = assembleDocxWithReport(bytes, inputs.scope, { fileDate: inputs.fileDate });
  const problem = firstOf(assembled.errors, (index) => `${assembled.errors[index].field}: `);
  if (problem) throw new TemplateFailure(template.name, problem);
  const name = outputName(template, inputs.scope, { required: 'docx', fallback: 'docx' });
  return { name, ext: 'docx', bytes: assembled.bytes, templateFile: fileId };
}

/**
 * A PDF form filled from the template's field map (001 §3 Pdf field entry: each field's expression), flattened into
 * plain pages unless the template is `fillable` (or of type pdff, a form meant to stay fillable).
 */
async function renderPdf(template: Member, inputs: RenderInputs): Promise<RenderedDocument> {
  const { fileId, bytes } = await readFileOf(template, inputs);
  const expressions: Record<string, string> = {};
  for (const entry of Array.isArray(template.fieldMap) ? (template.fieldMap as unknown[]) : []) {
    const { name, expression } = (entry ?? {}) as { name?: unknown; expression?: unknown };
    if (typeof name === 'string' && typeof expression === 'string' && expression.trim() !== '')
      expressions[name] = expression;
  }
  const fillable = template.fillable === true || template.type === 'pdff';
  const filled = await fillPdfFromExpressions(bytes, expressions, inputs.scope, {
    flatten: !fillable,
    documentDate: inputs.fileDate,
  });
  const problem = firstOf(filled.problems, (index) => `field ${filled.problems[index].field}: `);
  if (problem) throw new TemplateFailure(template.name, problem);
  const name = outputName(template, inputs.scope, { required: 'pdf', fallback: 'pdf' });
  return { name, ext: 'pdf', bytes: filled.bytes, templateFile: fileId };
}
