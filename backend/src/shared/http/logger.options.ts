import type { Params } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import { destination } from 'pino';

/**
 * Query parameters that can carry a secret: reset tokens, link tokens (`t`), the Microsoft identity
 * (`p`), an external user's token (`external`, 000 §2.3; the bare flag is redacted too when it has a
 * value), OAuth codes and states.
 */
const SECRET_QUERY =
  /([?&](?:token|access_token|refresh_token|code|password|pass|secret|key|state|t|p|external)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Structured request logs (one JSON line per request). Bodies are never logged; the headers that
 * carry credentials are removed, and so are secrets in query strings.
 */
export function loggerOptions(level: string): Params {
  return {
    pinoHttp: {
      level,
      // Written as logged: pino's default stdout stream is asynchronous, and the process ends by
      // re-raising SIGTERM (or by a crash), which runs no exit handler, so the last lines were lost.
      stream: destination({ dest: 1, sync: true }),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-api-key"]',
          'res.headers["set-cookie"]',
        ],
        remove: true,
      },
      serializers: {
        req: (req: IncomingMessage & { id?: unknown; raw?: IncomingMessage }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url ?? ''),
          headers: req.headers,
        }),
        // Redirects carry tokens in their Location (OAuth callbacks, link hand-overs).
        res: (res: { statusCode: number; headers?: Record<string, unknown> }) => ({
          statusCode: res.statusCode,
          headers: redactLocation(res.headers ?? {}),
        }),
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      // Health probes every few seconds would drown everything else.
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    },
  };
}

function redactLocation(headers: Record<string, unknown>): Record<string, unknown> {
  const location = headers.location;
  return typeof location === 'string' ? { ...headers, location: redactUrl(location) } : headers;
}
