/** One thing wrong with a Word template, located by the document text around the field. */
export interface DocxTemplateProblem {
  /** Short enough for a tooltip. */
  message: string;
  /** The field as written, with its delimiters, when the problem is about one field. */
  field?: string;
  /** Position inside the field's expression, when the expression parser gave one. */
  position?: number;
  /** Up to ~40 characters of document text on each side of the field, the field itself in the middle. */
  context: string;
  /** Part of the package the field is in, such as `word/document.xml`. */
  file?: string;
}

/** A Word template that cannot be compiled; `problems` lists every one found, the message names the first. */
export class DocxTemplateError extends Error {
  override readonly name = 'DocxTemplateError';
  constructor(readonly problems: DocxTemplateProblem[]) {
    super(
      problems.length === 0
        ? 'The Word template cannot be read'
        : `${problems[0].message} near "${problems[0].context}"${problems.length > 1 ? ` (and ${problems.length - 1} more problems)` : ''}`,
    );
  }
}
