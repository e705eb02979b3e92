import { TemplateCompileError } from '../expression/template-compile-error';
import { withoutInvisible } from '../expression/invisible-characters';
import { classifyField, type DocxFieldKind } from '../docx/docx-field-syntax';

export type FieldKind = DocxFieldKind;
export type TemplatePiece =
  | { type: 'text'; text: string }
  | {
      type: 'field';
      kind: FieldKind;
      /** The expression without invisible characters; empty for else, endif and endlist. */
      expression: string;
      position: number;
      /** Where the expression starts in the source. */
      expressionPosition: number;
      /** Where a character of the expression, by its offset, is in the source. */
      positionOf(offset: number): number;
      /** The field's text as written, between the delimiters. */
      text: string;
    };

const BLOCK_KINDS = new Set<FieldKind>(['if', 'elseif', 'else', 'endif', 'list', 'endlist']);
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

/** A field, read as Word fields are (see classifyField), with positions in the template's source. */
function classify(content: string, open: number): TemplatePiece {
  const base = open + 2;
  const field = classifyField(content);
  const { kind, expression } = field;
  const clean = withoutInvisible(content);
  const expressionPosition = base + clean.origin(field.expressionStart);
  const positionOf = (offset: number) => base + clean.origin(field.expressionStart + offset);
  if (kind === 'value' && expression === '') throw new TemplateCompileError('Empty field', open);
  const needsExpression = kind === 'if' || kind === 'elseif' || kind === 'list';
  if (needsExpression && expression === '') throw new TemplateCompileError(`'${kind}' needs an expression`, open);
  return { type: 'field', kind, expression, position: open, expressionPosition, positionOf, text: content };
}

/**
 * Standalone lines, as in Mustache: a line holding nothing but block fields (and spaces or tabs)
 * is removed with its line break, so blocks written on lines of their own leave no blank lines,
 * however they nest. Works line by line, not field by field: neighbouring fields share the text
 * between them, and trimming it for one must not hide the line of the next.
 */
function dropStandaloneLines(pieces: TemplatePiece[]): TemplatePiece[] {
  const lines: { parts: TemplatePiece[]; newline: string }[] = [];
  let parts: TemplatePiece[] = [];
  for (const piece of pieces) {
    if (piece.type !== 'text') {
      parts.push(piece);
      continue;
    }
    // Alternately the text of a line and the line break that ends it.
    piece.text.split(/(\r?\n)/).forEach((chunk, i) => {
      if (i % 2 === 1) {
        lines.push({ parts, newline: chunk });
        parts = [];
      } else if (chunk) parts.push({ type: 'text', text: chunk });
    });
  }
  lines.push({ parts, newline: '' });
  const kept: TemplatePiece[] = [];
  const addText = (text: string) => {
    const last = kept[kept.length - 1];
    if (last?.type === 'text') last.text += text;
    else if (text) kept.push({ type: 'text', text });
  };
  for (const line of lines) {
    // A standalone line keeps its fields only.
    const standalone = isStandalone(line.parts);
    for (const part of line.parts) {
      if (part.type === 'field') kept.push(part);
      else if (!standalone) addText(part.text);
    }
    if (!standalone) addText(line.newline);
  }
  return kept;
}

function isStandalone(parts: TemplatePiece[]): boolean {
  return (
    parts.some((p) => p.type === 'field') &&
    parts.every((p) => (p.type === 'text' ? /^[ \t]*$/.test(p.text) : BLOCK_KINDS.has(p.kind)))
  );
}
