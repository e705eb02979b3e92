export type DocxFieldKind = 'value' | 'if' | 'elseif' | 'else' | 'endif' | 'list' | 'endlist';

export interface ClassifiedField {
  kind: DocxFieldKind;
  /** The expression of a value, `if`, `elseif` or `list` field; empty for the others. */
  expression: string;
}

const WITH_EXPRESSION = /^\s*(if|elseif|list)(?:\s+([\s\S]*?))?\s*$/;
const BARE_KEYWORD = /^\s*(else|endif|endlist)\s*$/;

/** What a `{[…]}` field is, from its text (without the delimiters). */
export function classifyField(text: string): ClassifiedField {
  const bare = BARE_KEYWORD.exec(text);
  if (bare) return { kind: bare[1] as DocxFieldKind, expression: '' };
  const keyed = WITH_EXPRESSION.exec(text);
  if (keyed) return { kind: keyed[1] as DocxFieldKind, expression: keyed[2] ?? '' };
  return { kind: 'value', expression: text.trim() };
}

/** Fields that only steer the document (open, switch or close a section) and print nothing. */
export function isStructural(kind: DocxFieldKind): boolean {
  return kind !== 'value';
}
