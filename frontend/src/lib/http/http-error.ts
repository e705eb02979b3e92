/** A failed call: `status` 0 means the server was not reached at all. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The text a person sees for a failed response: the server's `message` (NestJS answers `{ message }`, sometimes
 * with a list of validation messages), else the raw body, else the status line.
 */
export function errorText(status: number, statusText: string, body: string): string {
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed = JSON.parse(trimmed) as { message?: unknown; error?: unknown };
      const message = parsed.message ?? parsed.error;
      if (typeof message === 'string' && message) return message;
      if (Array.isArray(message) && message.length > 0) return message.map(String).join('\n');
    } catch {
      // Not JSON after all: show it as it is.
    }
  }
  if (trimmed) return trimmed;
  return `${status} ${statusText}`.trim();
}

/** Multi-line error text is shown as paragraphs, one per non-empty line. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
