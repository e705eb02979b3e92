import { withoutRowlessTables } from './docx-rowless-tables';

/** What docxtemplater hands a module's postrender(); only the member used here. */
interface PostrenderOptions {
  joinUncorrupt(parts: string[], options: PostrenderOptions): string[];
}

/**
 * Never a corrupt document: docxtemplater drops a table left without rows only where the table's
 * tags stand alone among the rendered parts, not inside XML that a loop or condition rendered as
 * one piece, and it leaves a header, footer or body that a dropped table emptied with no paragraph.
 * This module runs last over each rendered part: it joins the parts as docxtemplater would next
 * (its joinUncorrupt, with its own repairs; it then has one string left and nothing to repair), and
 * hands the XML to withoutRowlessTables, which reads it only when it holds a table or an empty part.
 */
export class RowlessTablesModule {
  readonly name = 'RowlessTablesModule';
  /** After every other module's postrender (docxtemplater's space-preserve among them). */
  readonly priority = -1000;

  postrender(parts: unknown[], options: PostrenderOptions): unknown[] {
    // A module giving binary parts is none of ours: such parts are left to docxtemplater.
    if (parts.some((part) => typeof part !== 'string')) return parts;
    return [withoutRowlessTables(options.joinUncorrupt(parts as string[], options).join(''))];
  }
}
