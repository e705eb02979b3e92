/**
 * A failed call: `status` 0 means the server was not reached at all. `fromServer`: the message is the server's
 * own text (its answer's body), not one made up here (a status line, a network error).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    message: string,
    readonly fromServer = false,
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
  return serverErrorText(body) ?? `${status} ${statusText}`.trim();
}

/** What a failed call's error says in the server's own words; undefined when the server said nothing readable. */
export function serverSaid(error: unknown): string | undefined {
  if (error instanceof HttpError) return error.fromServer ? error.message : undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}

/** The server's text in a failed response's body: its `message` (or `error`), else the raw body. */
export function serverErrorText(body: string): string | undefined {
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
  return trimmed || undefined;
}

/** Multi-line error text is shown as paragraphs, one per non-empty line. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
