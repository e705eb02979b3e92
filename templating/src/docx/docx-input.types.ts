import type { DocxPart } from './docx-parts';

/** A Word template's bytes, as callers hand them in. */
export type DocxInput = Uint8Array | ArrayBuffer;

export type DocxParser = (
  tag: string,
  meta: { tag?: DocxPart },
) => { get(scope: unknown, context: DocxParserContext): unknown };

/** What docxtemplater passes a parser's get(): the stack of scopes the loops opened, outermost first. */
export interface DocxParserContext {
  scopeList: unknown[];
  /** The tags of the lists around, outermost first. */
  scopePath: string[];
  scopePathItem: number[];
  scopePathLength: number[];
  num: number;
}
