/** A syntax error in an expression or template: where it is and a message short enough for a tooltip. */
export class TemplateCompileError extends Error {
  override readonly name = 'TemplateCompileError';
  constructor(
    message: string,
    /** Offset (0-based, UTF-16 code units) into the source that was compiled. */
    readonly position: number,
  ) {
    super(message);
  }

  /** The same error moved by `offset`, for an expression embedded in a larger source. */
  shifted(offset: number): TemplateCompileError {
    return new TemplateCompileError(this.message, this.position + offset);
  }
}
