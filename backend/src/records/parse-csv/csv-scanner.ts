/** A CSV file that cannot be read: why, and the line (1-based, as an editor counts them) where it went wrong. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    why: string,
  ) {
    super(why);
  }
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

type LineEnd = '\r\n' | '\n' | '\r';

/** Line breaks in text[from, to): how many lines a quoted field or a failing record spans. */
function lineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === LF || (code === CR && text.charCodeAt(i + 1) !== LF)) count += 1;
  }
  return count;
}

/**
 * Splits CSV text into records, fed in chunks as a file is read. Written for speed (an import reads 50,000 rows
 * twice): each field is one slice of the text (a quoted field with doubled quotes, a few), never built a character
 * at a time. The rules are csv-parse's with the options the import used: the separator given; records end with the
 * first line end the file uses (CRLF, LF or CR; another kind inside a record is text); a field starting with a quote
 * holds separators, doubled quotes and line breaks up to its closing quote, which must end the field; a quote inside
 * an unquoted field, or a quote never closed, is an error; empty lines are skipped; rows may have any number of
 * fields; a UTF-8 byte order mark at the start is dropped.
 */
export class CsvScanner {
  private readonly separator: number;
  private pending = '';
  /** An incomplete record is scanned again only once this much text is pending (no quadratic rescans). */
  private rescanAt = 0;
  private lineEnd: LineEnd | undefined;
  /** The line the pending text starts on. */
  private line = 1;
  private started = false;

  constructor(separator: string) {
    this.separator = separator.charCodeAt(0);
  }

  /** The complete records of the text read so far; `final` when the file ends (a last record needs no line end). */
  push(chunk: string, final: boolean): string[][] {
    let text = this.pending + chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (!final && text.length < this.rescanAt) {
      this.pending = text;
      return [];
    }
    const records: string[][] = [];
    let at = 0;
    for (;;) {
      const end = this.record(text, at, final, records);
      if (end < 0) break;
      at = end;
    }
    this.pending = text.slice(at);
    this.rescanAt = this.pending.length * 2;
    return records;
  }

  /**
   * Scans one record from `start`: pushes it (unless it is an empty line) and answers where the next starts;
   * -1 when the text ends first (and more may come) or nothing is left.
   */
  private record(text: string, start: number, final: boolean, records: string[][]): number {
    const length = text.length;
    if (start >= length) return -1;
    const separator = this.separator;
    const fields: string[] = [];
    let i = start;
    let quoted = false;
    for (;;) {
      if (text.charCodeAt(i) === QUOTE) {
        quoted = true;
        // A quoted field: up to the quote not doubled.
        let value = '';
        let from = i + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close < 0 || (close + 1 >= length && !final)) {
            if (!final) return -1;
            throw new CsvSyntaxError(
              this.line + lineBreaks(text, start, i),
              'a quoted field starts on this line and its closing quote is missing',
            );
          }
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += text.slice(from, close + 1);
            from = close + 2;
            continue;
          }
          value += text.slice(from, close);
          i = close + 1;
          break;
        }
        fields.push(value);
        if (i >= length) {
          if (!final) return -1;
          return this.ended(text, start, length, quoted, fields, records);
        }
        const next = text.charCodeAt(i);
        if (next === separator) {
          i += 1;
          continue;
        }
        const lineEnd = this.lineEndAt(text, i, final);
        if (lineEnd === -1) return -1;
        if (lineEnd > 0) return this.ended(text, start, i + lineEnd, quoted, fields, records);
        throw new CsvSyntaxError(
          this.line + lineBreaks(text, start, i),
          `a closing quote is followed by ${JSON.stringify(text[i])} instead of the separator or the line's end`,
        );
      }
      // An unquoted field: up to the separator or the line's end.
      let j = i;
      for (; j < length; j++) {
        const code = text.charCodeAt(j);
        if (code === separator) break;
        if (code === CR || code === LF) {
          const lineEnd = this.lineEndAt(text, j, final);
          if (lineEnd === -1) return -1;
          if (lineEnd > 0) break;
        } else if (code === QUOTE) {
          throw new CsvSyntaxError(
            this.line + lineBreaks(text, start, j),
            `a quote inside the unquoted field ${JSON.stringify(text.slice(i, j + 1))}: quote the whole field and double the quotes in it`,
          );
        }
      }
      if (j >= length && !final) return -1;
      fields.push(text.slice(i, j));
      if (j >= length) return this.ended(text, start, length, quoted, fields, records);
      if (text.charCodeAt(j) === separator) {
        i = j + 1;
        continue;
      }
      return this.ended(text, start, j + this.lineEndAt(text, j, final), quoted, fields, records);
    }
  }

  /** The record of text[start, end) is complete: kept unless it is an empty line; the line count moves on. */
  private ended(
    text: string,
    start: number,
    end: number,
    quoted: boolean,
    fields: string[],
    records: string[][],
  ): number {
    if (quoted || fields.length > 1 || fields[0] !== '') records.push(fields);
    // Only a quoted field can hold line breaks of its own; otherwise the record is one line.
    this.line += quoted ? lineBreaks(text, start, end) : 1;
    return end;
  }

  /**
   * The length of the file's line end at `at` (learnt from the first one met), 0 when the characters there are
   * text, -1 when it cannot be told before more text comes.
   */
  private lineEndAt(text: string, at: number, final: boolean): number {
    const code = text.charCodeAt(at);
    if (code !== CR && code !== LF) return 0;
    if (this.lineEnd === undefined) {
      if (code === LF) this.lineEnd = '\n';
      else if (at + 1 >= text.length && !final) return -1;
      else this.lineEnd = text.charCodeAt(at + 1) === LF ? '\r\n' : '\r';
    }
    if (this.lineEnd === '\n') return code === LF ? 1 : 0;
    if (this.lineEnd === '\r') return code === CR ? 1 : 0;
    if (code !== CR) return 0;
    if (at + 1 >= text.length) return final ? 0 : -1;
    return text.charCodeAt(at + 1) === LF ? 2 : 0;
  }
}
