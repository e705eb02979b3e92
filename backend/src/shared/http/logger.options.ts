import type { Params } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';

/** Query parameters that can carry a secret (reset and link tokens, OAuth codes). */
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token|code|password|pass|secret|key)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Structured request logs (one JSON line per request). Bodies are never logged; the headers that
 * carry credentials are removed, and so are secrets in query strings.
 */
export function loggerOptions(level: string): Params {
  return {
    pinoHttp: {
      level,
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
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      // Health probes every few seconds would drown everything else.
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    },
  };
}
