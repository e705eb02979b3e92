import type { Scope } from '../expression';
import { DocxAssembly, type FieldOutcome } from './docx-evaluation';
import { openDocxTemplate, type DocxInput } from './open-docx-template';
import { fieldText, isTruthy } from './docx-text';

export interface AssembledDocx {
  bytes: Uint8Array;
  /** Variables without an answer that the document needed. */
  unanswered: string[];
  /** Fields whose evaluation failed (shown in the document as the text templates show them). */
  errors: FieldOutcome[];
}

/** Fills a Word template from a scope; throws DocxTemplateError when the template does not compile. */
export function assembleDocx(input: DocxInput, scope: Scope): Uint8Array {
  return assembleDocxWithReport(input, scope).bytes;
}

export function assembleDocxWithReport(input: DocxInput, scope: Scope): AssembledDocx {
  const assembly = new DocxAssembly(scope, fieldText, isTruthy);
  const opened = openDocxTemplate(input, assembly.parser, (part, options) =>
    Boolean(options.scopeManager.getValue(part.value, { part })),
  );
  opened.doc.render({});
  // Only the templated parts changed; the rest keep their compressed bytes.
  const bytes = opened.doc.getZip().generate({ type: 'uint8array', compression: 'DEFLATE' });
  return { bytes, unanswered: [...assembly.unanswered].sort(), errors: assembly.errors };
}
