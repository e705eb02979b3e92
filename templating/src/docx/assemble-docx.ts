import type { RenderBudgetOptions, Scope } from '../expression';
import { DocxAssembly, type FieldOutcome } from './docx-evaluation';
import { DocxTemplateError } from './docx-template-error';
import { plainQuotes } from './knackly-fields-module';
import { forgetOpenedTemplate, openDocxTemplateCached, renderFailure, type DocxInput } from './open-docx-template';
import { renderOpenedTemplate } from './render-opened-template';

export interface AssembledDocx {
  bytes: Uint8Array;
  /** Variables without an answer that the document needed. */
  unanswered: string[];
  /** Fields whose evaluation failed (shown in the document as the text templates show them). */
  errors: FieldOutcome[];
}

export interface AssembleDocxOptions extends RenderBudgetOptions {
  /**
   * The date every entry of the zip is stamped with. Without it the parts the assembly rewrote carry the time of
   * the assembly, so the same template and values give different bytes; with it (an app run passes the time of the
   * record version it assembles) they give the same bytes every time.
   */
  fileDate?: Date;
}

/** Fills a Word template from a scope; throws DocxTemplateError when the template does not compile or the assembly cannot finish. */
export function assembleDocx(input: DocxInput, scope: Scope, options?: AssembleDocxOptions): Uint8Array {
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
  options: AssembleDocxOptions = {},
): AssembledDocx {
  const opened = openDocxTemplateCached(input);
  const assembly = new DocxAssembly(scope, options);
  try {
    renderOpenedTemplate(opened, assembly);
  } catch (error) {
    // The render stopped half way: its zip and compiled parts are not to be trusted again.
    forgetOpenedTemplate(input);
    throw renderFailure(error, opened.doc.getZip());
  }
  if (assembly.stopped) {
    const { field, message, expression } = assembly.stopped;
    const context = opened.module.fields.find((f) => plainQuotes(f.expression) === expression)?.context ?? '';
    throw new DocxTemplateError([{ message, field, context }]);
  }
  const zip = opened.doc.getZip();
  if (options.fileDate) for (const entry of Object.values(zip.files)) entry.date = options.fileDate;
  // Only the templated parts changed; the rest keep their compressed bytes.
  const bytes = zip.generate({ type: 'uint8array', compression: 'DEFLATE' });
  return { bytes, unanswered: [...assembly.unanswered].sort(), errors: assembly.errors };
}
