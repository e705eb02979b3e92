import { visible } from './invisible-characters';

/** A syntax error in an expression or template: where it is and a message short enough for a tooltip. */
export class TemplateCompileError extends Error {
  override readonly name = 'TemplateCompileError';
  constructor(
    message: string,
    /** Offset (0-based, UTF-16 code units) into the source that was compiled. */
    readonly position: number,
  ) {
    super(visible(message));
  }

  /** The same error moved by `offset`, for an expression embedded in a larger source. */
  shifted(offset: number): TemplateCompileError {
    return new TemplateCompileError(this.message, this.position + offset);
  }
}

const QUOTED_MAX = 20;

/**
 * A piece of the author's text as a message quotes it: messages show in tooltips, and a token may
 * be a 500-character string. The position says where the whole of it is.
 */
export function quoted(text: string): string {
  const chars = Array.from(visible(text));
  return chars.length <= QUOTED_MAX ? text : `${chars.slice(0, QUOTED_MAX).join('')}…`;
}
