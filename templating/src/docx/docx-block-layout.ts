import { classifyField } from './docx-field-syntax';
import type { ScannedField } from './docx-field-scan';
import { plainQuotes } from './knackly-fields-module';

/** A block as written: its opening field, its `elseif`/`else` markers and its closing field. */
interface Block {
  fields: ScannedField[];
}

export interface BlockLayoutProblem {
  message: string;
  field: ScannedField;
}

export interface BlockLayoutPlan {
  /** Block fields to move into paragraphs of their own, so their block is a paragraph block. */
  lifts: ScannedField[];
  problems: BlockLayoutProblem[];
}

/** The blocks of a part, or undefined when its fields do not pair up (the compile step reports that). */
function pairBlocks(fields: readonly ScannedField[]): Block[] | undefined {
  const blocks: Block[] = [];
  const open: { kind: string; block: Block }[] = [];
  for (const field of fields) {
    const { kind } = classifyField(plainQuotes(field.text));
    if (kind === 'if' || kind === 'list') {
      const block = { fields: [field] };
      open.push({ kind, block });
      blocks.push(block);
    } else if (kind === 'elseif' || kind === 'else') {
      if (open.at(-1)?.kind !== 'if') return undefined;
      open.at(-1)?.block.fields.push(field);
    } else if (kind === 'endif' || kind === 'endlist') {
      if (open.at(-1)?.kind !== (kind === 'endif' ? 'if' : 'list')) return undefined;
      open.pop()?.block.fields.push(field);
    }
  }
  return open.length === 0 ? blocks : undefined;
}

const quoted = (field: ScannedField) => `{[${field.text.trim()}]}`;

/**
 * How each block of a part is laid out, as yatte and opendocx read Word templates:
 *
 * - all its fields in one paragraph: an inline block, left as it is;
 * - over several paragraphs of one body or table cell: a paragraph block. Its fields that share a
 *   paragraph with other text (`{[endif]}.`, `x{[if A]}`) are lifted into paragraphs of their
 *   own, the text staying before or after the block, so no paragraph is cut in two by the block;
 * - from a cell to another cell of the same table: a block of whole rows (without `else`);
 * - anything else (in and out of a table, across tables) cannot be cut into well-formed Word XML
 *   and is refused, naming the field.
 */
export function planBlockLayout(fields: readonly ScannedField[]): BlockLayoutPlan {
  const lifts: ScannedField[] = [];
  const problems: BlockLayoutProblem[] = [];
  for (const { fields: own } of pairBlocks(fields) ?? []) {
    const opening = own[0];
    const closing = own[own.length - 1];
    if (own.every((f) => f.paragraph === opening.paragraph)) continue;
    if (own.every((f) => f.container === opening.container)) {
      for (const field of own) if (!field.alone) lifts.push(field);
      continue;
    }
    const inOneTable = opening.table >= 0 && own.every((f) => f.table === opening.table);
    if (inOneTable && own.length === 2) continue;
    problems.push({
      field: opening,
      message: inOneTable
        ? `${quoted(own[1])} cannot divide ${quoted(opening)}, which spans table cells: put the whole if in one cell, or one if around each set of rows`
        : `${quoted(opening)} and its ${quoted(closing)} must be in the same table cell, in cells of one table (to show or repeat its rows) or both outside tables`,
    });
  }
  return { lifts, problems };
}
