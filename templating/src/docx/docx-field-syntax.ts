import { withoutInvisible } from '../expression/invisible-characters';

export type DocxFieldKind = 'value' | 'if' | 'elseif' | 'else' | 'endif' | 'list' | 'endlist';

export interface ClassifiedField {
  kind: DocxFieldKind;
  /** The expression of a value, `if`, `elseif` or `list` field; empty for the others. */
  expression: string;
  /**
   * Where `expression` starts in the field's text once invisible characters are taken out (what
   * `withoutInvisible(text).text` gives), so that a compile error can point into the field.
   */
  expressionStart: number;
  /** What an author wrote after `endif`, `endlist` or `else` (`{[endlist Children]}`): a comment, ignored. */
  comment: string;
}

// Keywords end where the expression starts: a space or a bracket (`{[if(Married)]}`), so that
// names like `listing` or `iffy` are values. `else if` is yatte's spelling of `elseif`.
const WITH_EXPRESSION = /^(\s*)(else\s+if|elseif|if|list)(?=$|[\s(])\s*/;
const CLOSING = /^\s*(else|endif|endlist)(?=$|[\s(])\s*([\s\S]*?)\s*$/;

/**
 * What a `{[…]}` field is, from its text (without the delimiters), as yatte reads it: invisible
 * characters Word leaves inside fields (zero-width spaces, joiners, soft hyphens) are ignored;
 * `{[.]}` is the current item (`this`); `{[else if X]}` is `{[elseif X]}`; and whatever follows
 * `endif`, `endlist` or `else` is a comment (`{[endlist Children]}`).
 */
export function classifyField(text: string): ClassifiedField {
  const clean = withoutInvisible(text).text;
  const closing = CLOSING.exec(clean);
  // `else if X` is matched by CLOSING as `else` with a comment: it is an elseif.
  if (closing && !/^if(?=$|[\s(])/.test(closing[2]))
    return { kind: closing[1] as DocxFieldKind, expression: '', expressionStart: clean.length, comment: closing[2] };
  const keyed = WITH_EXPRESSION.exec(clean);
  if (keyed) {
    const kind = (keyed[2].startsWith('else') ? 'elseif' : keyed[2]) as DocxFieldKind;
    const expression = clean.slice(keyed[0].length).trimEnd();
    return { kind, expression, expressionStart: keyed[0].length, comment: '' };
  }
  const start = clean.length - clean.trimStart().length;
  return { kind: 'value', expression: clean.trim(), expressionStart: start, comment: '' };
}

/** Fields that only steer the document (open, switch or close a section) and print nothing. */
export function isStructural(kind: DocxFieldKind): boolean {
  return kind !== 'value';
}
