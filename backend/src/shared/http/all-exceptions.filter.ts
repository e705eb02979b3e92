import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import { ConcurrencyConflictError } from '@app/storage';
import type { Response } from 'express';
import { DomainError, type DomainErrorKind } from '../domain/domain-error';

const STATUS_OF_KIND: Record<DomainErrorKind, number> = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 };

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** Errors thrown by Express's body parser (malformed JSON, too large) carry a client status and `expose`. */
function isClientParserError(error: unknown): error is Error & { status: number; type?: string } {
  const candidate = error as { status?: unknown; expose?: unknown };
  return (
    error instanceof Error &&
    typeof candidate.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500 &&
    candidate.expose === true
  );
}

const isMalformedJson = (error: unknown) => (error as { type?: unknown } | undefined)?.type === 'entity.parse.failed';

const reason = (status: number) =>
  HttpStatus[status]
    ?.toString()
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/^\w/, (c) => c.toUpperCase()) ?? 'Error';

/** Maps any error to the status a client can act on; the unexpected ones are logged and never described. */
export function toErrorBody(error: unknown, logger: Pick<Logger, 'error'>): ErrorBody {
  if (error instanceof DomainError) {
    const status = STATUS_OF_KIND[error.kind];
    return { statusCode: status, error: reason(status), message: error.message };
  }
  if (error instanceof ConcurrencyConflictError) {
    return {
      statusCode: 409,
      error: 'Conflict',
      message: `Someone else changed this in the meantime (${error.stream} is now at revision ${String(error.actual)}, you had ${String(error.expected)}). Reload and try again.`,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    let message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : error.message;
    // Nest wraps body-parser's SyntaxError; say that the JSON is what is wrong, not just where.
    if (isMalformedJson(error.cause)) message = `Malformed JSON in the request body: ${message}`;
    if (status >= 500) logger.error(error);
    return { statusCode: status, error: reason(status), message };
  }
  if (isClientParserError(error)) {
    const message = isMalformedJson(error) ? `Malformed JSON in the request body: ${error.message}` : error.message;
    return { statusCode: error.status, error: reason(error.status), message };
  }
  logger.error(error);
  return {
    statusCode: 500,
    error: 'Internal server error',
    message: 'Something went wrong on our side. Please try again later.',
  };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(error, this.logger);
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}
