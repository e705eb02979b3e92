import {
  BadRequestException,
  Inject,
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ProjectionWaitTimeoutError } from '@app/projections';
import type { Request, Response } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG, PROJECTION_RUNNER } from '../storage/tokens';
import { repeatedParameters } from './zod-validation.pipe';
import type { Projections } from '../projections/projections';

export const MIN_POSITION_HEADER = 'x-min-position';
const READS_AT_MIN_POSITION = 'http:readsAtMinPosition';

/** A read sent as a POST (its input is a body, as running a query) honours X-Min-Position as a GET does. */
export const ReadsAtMinPosition = () => SetMetadata(READS_AT_MIN_POSITION, true);

function requestedPosition(request: Request): number | undefined {
  const header = request.headers[MIN_POSITION_HEADER];
  const query = request.query?.minPosition;
  if (Array.isArray(query)) throw new BadRequestException(repeatedParameters({ minPosition: query }));
  const raw = (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
  if (raw === undefined || raw === '') return undefined;
  const position = Number(raw);
  if (!Number.isSafeInteger(position) || position < 0) {
    throw new BadRequestException(
      `X-Min-Position (or ?minPosition=) must be a whole number >= 0, the position a command answered with (got ${JSON.stringify(raw)})`,
    );
  }
  return position;
}

/**
 * Read-your-writes: a command answers with the position it wrote; a query sent with that position
 * waits (bounded) until the projections show it. When the bound passes the answer comes anyway,
 * marked `X-Min-Position-Reached: false`, so a slow projection degrades to staleness, not errors.
 */
@Injectable()
export class MinPositionInterceptor implements NestInterceptor {
  constructor(
    @Inject(PROJECTION_RUNNER) private readonly runner: Projections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const reads =
      request.method === 'GET' ||
      this.reflector.getAllAndOverride<boolean>(READS_AT_MIN_POSITION, [context.getHandler(), context.getClass()]);
    if (!reads) return next.handle();
    const position = requestedPosition(request);
    if (position === undefined) return next.handle();
    const response = context.switchToHttp().getResponse<Response>();
    const reached = this.runner.waitFor(position, this.config.minPositionWaitMs).then(
      () => true,
      (error: unknown) => {
        if (error instanceof ProjectionWaitTimeoutError) return false;
        throw error;
      },
    );
    return from(reached).pipe(
      switchMap((ok) => {
        response.setHeader('X-Min-Position-Reached', String(ok));
        return next.handle();
      }),
    );
  }
}
