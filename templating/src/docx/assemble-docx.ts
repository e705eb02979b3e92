import type { RenderBudgetOptions, Scope } from '../expression';
import { DocxAssembly, type FieldOutcome } from './docx-evaluation';
import { DocxTemplateCache } from './docx-template-cache';
import { DocxTemplateError } from './docx-template-error';
import { plainQuotes } from './knackly-fields-module';
import { openDocxTemplate, renderFailure, type DocxInput, type OpenedTemplate } from './open-docx-template';
import { canRenderAgain, renderOpenedTemplate } from './render-opened-template';

export interface AssembledDocx {
  bytes: Uint8Array;
  /** Variables without an answer that the document needed. */
  unanswered: string[];
  /** Fields whose evaluation failed (shown in the document as the text templates show them). */
  errors: FieldOutcome[];
}

/**
 * A template is assembled again and again: unzipping, preparing and compiling it is most of the
 * work, so the last templates opened are kept, ready to render (see renderOpenedTemplate).
 * Templates that do not compile are not kept; they are refused again, with the same problems.
 */
const OPENED = new DocxTemplateCache<OpenedTemplate>();

/** Fills a Word template from a scope; throws DocxTemplateError when the template does not compile or the assembly cannot finish. */
export function assembleDocx(input: DocxInput, scope: Scope, options?: RenderBudgetOptions): Uint8Array {
  return assembleDocxWithReport(input, scope, options).bytes;
}

/**
 * Like assembleDocx, with what went wrong field by field. A failing field prints nothing and is
 * reported; what stops the whole assembly (its step budget running out, say) is thrown as a
 * DocxTemplateError, as a Word document cannot be returned half assembled.
 */
export function assembleDocxWithReport(
  input: DocxInput,
  scope: Scope,
  options: RenderBudgetOptions = {},
): AssembledDocx {
  let opened = OPENED.getOrOpen(input, openDocxTemplate);
  if (!canRenderAgain(opened)) {
    OPENED.forget(input);
    opened = openDocxTemplate(input);
  }
  const assembly = new DocxAssembly(scope, options);
  try {
    renderOpenedTemplate(opened, assembly);
  } catch (error) {
    // The render stopped half way: its zip and compiled parts are not to be trusted again.
    OPENED.forget(input);
    throw renderFailure(error, opened.doc.getZip());
  }
  if (assembly.stopped) {
    const { field, message, expression } = assembly.stopped;
    const context = opened.module.fields.find((f) => plainQuotes(f.expression) === expression)?.context ?? '';
    throw new DocxTemplateError([{ message, field, context }]);
  }
  // Only the templated parts changed; the rest keep their compressed bytes.
  const bytes = opened.doc.getZip().generate({ type: 'uint8array', compression: 'DEFLATE' });
  return { bytes, unanswered: [...assembly.unanswered].sort(), errors: assembly.errors };
}
