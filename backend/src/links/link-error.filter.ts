import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody } from '../shared/http/all-exceptions.filter';

/**
 * §7/§8: the link forms show "the server's error text" from the `error` field of the answer, so on these
 * endpoints `error` carries the message itself (and `message` too, like every other error answer).
 */
@Catch()
export class LinkErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('LinkErrors');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(error, this.logger);
    if (response.headersSent) return;
    response.status(body.statusCode).json({ ...body, error: body.message });
  }
}
