import { TemplateCompileError } from '../expression/template-compile-error';

export type FieldKind = 'value' | 'if' | 'elseif' | 'else' | 'endif' | 'list' | 'endlist';
export type TemplatePiece =
  | { type: 'text'; text: string }
  | { type: 'field'; kind: FieldKind; expression: string; position: number; expressionPosition: number };

const BLOCK_KINDS = new Set<FieldKind>(['if', 'elseif', 'else', 'endif', 'list', 'endlist']);
const KEYWORD = /^\s*(elseif|if|list|else|endif|endlist)(?=$|[\s(])/;
const QUOTES = '"\'\u201c\u201d\u2018\u2019';

/** Splits a template into text and `{[…]}` fields, then drops the lines that hold only a block field. */
export function scanTextTemplate(source: string): TemplatePiece[] {
  const pieces: TemplatePiece[] = [];
  let at = 0;
  for (;;) {
    const open = source.indexOf('{[', at);
    if (open < 0) break;
    if (open > at) pieces.push({ type: 'text', text: source.slice(at, open) });
    const close = findClose(source, open + 2);
    if (close < 0) throw new TemplateCompileError("Field not closed: missing ']}'", open);
    pieces.push(classify(source.slice(open + 2, close), open));
    at = close + 2;
  }
  if (at < source.length) pieces.push({ type: 'text', text: source.slice(at) });
  return dropStandaloneLines(pieces);
}

/** The `]}` that ends the field, skipping quoted text and brackets of the expression (`Items[0]`). */
function findClose(source: string, from: number): number {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const ch = source[i];
    if (QUOTES.includes(ch)) {
      const end = closingQuote(source, i);
      if (end < 0) return source.indexOf(']}', from);
      i = end;
    } else if (ch === '[') {
      depth++;
    } else if (ch === ']') {
      if (depth === 0 && source[i + 1] === '}') return i;
      depth = Math.max(0, depth - 1);
    } else if (ch === '{' && source[i + 1] === '[') {
      return -1;
    }
  }
  return -1;
}

function closingQuote(source: string, start: number): number {
  const ch = source[start];
  const closers = ch === '"' || ch === '\u201c' || ch === '\u201d' ? '"\u201d' : "'\u2019";
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (closers.includes(source[i])) return i;
  }
  return -1;
}

function classify(content: string, open: number): TemplatePiece {
  const keyword = KEYWORD.exec(content);
  const base = open + 2;
  if (!keyword) {
    if (content.trim() === '') throw new TemplateCompileError('Empty field', open);
    return { type: 'field', kind: 'value', expression: content, position: open, expressionPosition: base };
  }
  const kind = keyword[1] as FieldKind;
  const rest = content.slice(keyword[0].length);
  const restAt = base + keyword[0].length;
  const needsExpression = kind === 'if' || kind === 'elseif' || kind === 'list';
  if (needsExpression && rest.trim() === '') throw new TemplateCompileError(`'${kind}' needs an expression`, open);
  if (!needsExpression && rest.trim() !== '')
    throw new TemplateCompileError(`'${kind}' takes no expression`, restAt + rest.length - rest.trimStart().length);
  return { type: 'field', kind, expression: rest, position: open, expressionPosition: restAt };
}

/** A block field alone on its line leaves no blank line behind (as a paragraph does in Word). */
function dropStandaloneLines(pieces: TemplatePiece[]): TemplatePiece[] {
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    if (piece.type !== 'field' || !BLOCK_KINDS.has(piece.kind)) continue;
    const before = pieces[i - 1];
    const after = pieces[i + 1];
    // Text before may start the line only if nothing precedes it; text after may end it only if nothing follows.
    const lineStart = !before
      ? ''
      : before.type === 'text'
        ? (i === 1 ? /(^|\n)[ \t]*$/ : /(\n)[ \t]*$/).exec(before.text)
        : null;
    const lineEnd = !after
      ? ''
      : after.type === 'text'
        ? (i === pieces.length - 2 ? /^[ \t]*(\r?\n|$)/ : /^[ \t]*(\r?\n)/).exec(after.text)
        : null;
    if (lineStart === null || lineEnd === null) continue;
    // The template's very first and last lines have no newline to remove on the open side.
    if (!before && !after) continue;
    if (before?.type === 'text' && typeof lineStart !== 'string')
      before.text = before.text.slice(0, lineStart.index + lineStart[1].length);
    if (after?.type === 'text' && typeof lineEnd !== 'string') after.text = after.text.slice(lineEnd[0].length);
  }
  return pieces.filter((p) => p.type !== 'text' || p.text !== '');
}
