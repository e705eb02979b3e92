import { MAX_BLOCK_DEPTH } from '../text/compile-text-template';
import { classifyField } from './docx-field-syntax';
import type { ScannedField } from './docx-field-scan';
import type { DocxTemplateProblem } from './docx-template-error';
import { plainQuotes } from './knackly-fields-module';

/**
 * Refuses blocks nested deeper than text templates allow, before docxtemplater sees the document:
 * its pairing of sections takes time that grows much faster than the nesting (800 levels: seconds;
 * 20 000: minutes). Counting on the fields the preparation step has already found suffices; the
 * exact checks of pairing come after.
 */
export function blockDepthProblem(fields: readonly ScannedField[], file: string): DocxTemplateProblem | undefined {
  let depth = 0;
  for (const field of fields) {
    const { kind } = classifyField(plainQuotes(field.text));
    if (kind === 'endif' || kind === 'endlist') depth = Math.max(0, depth - 1);
    if (kind !== 'if' && kind !== 'list') continue;
    if (++depth > MAX_BLOCK_DEPTH) {
      return {
        message: `Blocks nested too deeply (over ${MAX_BLOCK_DEPTH} levels)`,
        field: `{[${field.text}]}`,
        context: field.context,
        file,
      };
    }
  }
  return undefined;
}
