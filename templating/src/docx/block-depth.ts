import type PizZip from 'pizzip';
import { MAX_BLOCK_DEPTH } from '../text/compile-text-template';
import { classifyField } from './docx-field-syntax';
import type { DocxTemplateProblem } from './docx-template-error';
import { textAround } from './docx-parts';

const RUN_TEXT = /<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g;

/**
 * Refuses blocks nested deeper than text templates allow, before docxtemplater sees the document:
 * its pairing of sections takes time that grows much faster than the nesting (800 levels: seconds;
 * 20 000: minutes). A quick scan of the text of each part suffices; the exact checks come after.
 */
export function blockDepthProblem(zip: PizZip): DocxTemplateProblem | undefined {
  for (const file of zip.file(/^word\/[^/]+\.xml$/)) {
    const text = Array.from(file.asText().matchAll(RUN_TEXT), (m) => m[1]).join('');
    let depth = 0;
    for (let open = text.indexOf('{['); open >= 0; open = text.indexOf('{[', open + 2)) {
      const close = text.indexOf(']}', open + 2);
      if (close < 0) break;
      const { kind } = classifyField(text.slice(open + 2, close));
      if (kind === 'endif' || kind === 'endlist') depth = Math.max(0, depth - 1);
      if (kind !== 'if' && kind !== 'list') continue;
      if (++depth > MAX_BLOCK_DEPTH) {
        return {
          message: `Blocks nested too deeply (over ${MAX_BLOCK_DEPTH} levels)`,
          field: text.slice(open, close + 2),
          context: textAround(text, [open, close + 2]),
          file: file.name,
        };
      }
    }
  }
  return undefined;
}
