/** One failing field of a payload: its path (`items.0.name`, or `(root)`) and zod's message. */
export interface InvalidEventIssue {
  path: string;
  message: string;
}

/**
 * An event that cannot be appended or read: unknown type, wrong version, or a payload that does not
 * match its schema. The API turns it into a 400 (on append) and the message names type, version and
 * every failing field, so the author of the command can fix it without reading logs.
 */
export class InvalidEventError extends Error {
  constructor(
    readonly eventType: string,
    readonly version: number | undefined,
    readonly issues: readonly InvalidEventIssue[],
    reason?: string,
  ) {
    super(InvalidEventError.describe(eventType, version, issues, reason));
    this.name = 'InvalidEventError';
  }

  private static describe(
    type: string,
    version: number | undefined,
    issues: readonly InvalidEventIssue[],
    reason: string | undefined,
  ): string {
    const head = `Invalid event ${type} v${version ?? '?'}`;
    const details = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    return [head, reason, details].filter(Boolean).join(': ');
  }
}
