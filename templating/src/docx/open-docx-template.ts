import Docxtemplater from 'docxtemplater';
import { evaluationMessage } from '../expression';
import PizZip from 'pizzip';
import { DocxFieldParser } from './docx-evaluation';
import { DocxTemplateCache } from './docx-template-cache';
import { DocxTemplateError, type DocxTemplateProblem } from './docx-template-error';
import type { DocxPart } from './docx-parts';
import { KnacklyFieldsModule, type RenderOptions } from './knackly-fields-module';
import { prepareDocxParts } from './prepare-docx-parts';
import { RowlessTablesModule } from './rowless-tables-module';
import { canRenderAgain } from './render-opened-template';
import type { DocxInput } from './docx-input.types';
import type { OpenedTemplate } from './opened-template';
import { unsupportedFieldsProblem } from './unsupported-fields';

export type { DocxInput, DocxParser, DocxParserContext } from './docx-input.types';
export type { OpenedTemplate } from './opened-template';

/** A condition is true when its field's value is: the parser gives conditions as booleans. */
function evaluateCondition(part: DocxPart, options: RenderOptions): boolean {
  return Boolean(options.scopeManager.getValue(part.value, { part }));
}

/**
 * A template is compiled and assembled again and again: unzipping, preparing and compiling it is
 * most of an assembly's work, so the last templates opened are kept, ready to render again (see
 * renderOpenedTemplate). Templates that do not compile are not kept: they are refused again, with
 * the same problems.
 */
const OPENED = new DocxTemplateCache<OpenedTemplate>();

/** {@link openDocxTemplate}, or the template opened before from the very same bytes. */
export function openDocxTemplateCached(input: DocxInput): OpenedTemplate {
  return OPENED.getOrOpen(input, openDocxTemplate, canRenderAgain);
}

/** Drops the opened template of these bytes from the cache, as after a render that failed half way. */
export function forgetOpenedTemplate(input: DocxInput): void {
  OPENED.forget(input);
}

/**
 * Reads a .docx and compiles its `{[…]}` fields. Throws {@link DocxTemplateError} for a file that
 * is not a Word package or for fields that do not fit together.
 */
export function openDocxTemplate(input: DocxInput): OpenedTemplate {
  let zip: PizZip;
  try {
    zip = new PizZip(input);
  } catch (error) {
    throw new DocxTemplateError([
      { message: `The file is not a Word document (${(error as Error).message})`, context: '' },
    ]);
  }
  const layoutProblems = prepareDocxParts(zip);
  if (layoutProblems.length > 0) throw new DocxTemplateError(layoutProblems);
  const module = new KnacklyFieldsModule(evaluateCondition);
  const fields = new DocxFieldParser();
  let doc: Docxtemplater<PizZip>;
  try {
    doc = new Docxtemplater(zip, {
      delimiters: { start: '{[', end: ']}' },
      paragraphLoop: true,
      linebreaks: true,
      errorLogging: false,
      // The typings allow only string prefixes; docxtemplater also takes the RegExp this module uses.
      modules: [module as never, new RowlessTablesModule() as never],
      parser: fields.parser as never,
    });
  } catch (error) {
    // The module's own findings name the field and say what to do; docxtemplater's are the fallback.
    if (module.problems.length > 0) throw new DocxTemplateError(module.problems);
    throw new DocxTemplateError(docxtemplaterProblems(error, zip));
  }
  if (module.problems.length > 0) throw new DocxTemplateError(module.problems);
  const foreign = module.fields.length === 0 ? unsupportedFieldsProblem(zip) : undefined;
  if (foreign) throw new DocxTemplateError([foreign]);
  return { doc, module, fields };
}

interface XtError {
  message?: string;
  properties?: {
    id?: string;
    explanation?: string;
    xtag?: string;
    tag?: string;
    offset?: number;
    file?: string;
    errors?: XtError[];
    rootError?: unknown;
  };
}

/**
 * What stopped docxtemplater's render, as the package's typed error. Our parser throws nothing
 * (a failing field is reported, the budget running out noted), so this is an engine failure,
 * reported as well as it can be and never passed on untyped.
 */
export function renderFailure(error: unknown, zip: PizZip): DocxTemplateError {
  return new DocxTemplateError(docxtemplaterProblems(error, zip));
}

function docxtemplaterProblems(error: unknown, zip: PizZip): DocxTemplateProblem[] {
  const xt = error as XtError;
  return (xt?.properties?.errors?.length ? xt.properties.errors : [xt]).map((e) => problemOf(e, zip));
}

function problemOf(e: XtError, zip: PizZip): DocxTemplateProblem {
  const props = e?.properties;
  const problem: DocxTemplateProblem = {
    message: !props
      ? evaluationMessage(e)
      : props.rootError !== undefined
        ? evaluationMessage(props.rootError)
        : (props.explanation ?? e.message ?? 'The Word template cannot be read'),
    context: contextAt(zip, props?.file, props?.offset),
  };
  if (props?.tag !== undefined) problem.field = `{[${props.tag}]}`;
  if (props?.file !== undefined) problem.file = props.file;
  return problem;
}

/** docxtemplater's offsets count characters of the text runs of a file. */
function contextAt(zip: PizZip, file: string | undefined, offset: number | undefined): string {
  if (file === undefined || offset === undefined) return '';
  const xml = zip.file(file)?.asText() ?? '';
  const text = Array.from(xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g), (m) => m[1]).join('');
  return text
    .slice(Math.max(0, offset - 40), offset + 40)
    .replace(/\s+/g, ' ')
    .trim();
}
