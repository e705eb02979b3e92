/** Why a run could not assemble: the template that failed (null: the app itself, before any template) and why. */
export class TemplateFailure extends Error {
  override readonly name = 'TemplateFailure';
  constructor(
    readonly template: string | null,
    readonly reason: string,
  ) {
    super(template ? `${template}: ${reason}` : reason);
  }
}
