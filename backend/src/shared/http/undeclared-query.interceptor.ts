import {
  BadRequestException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { QUERY, routeSchemas } from './route-schemas';

/** Said in the words strictQuery uses when a call takes some parameters but not this one. */
export const noQueryParameters = (names: string[]) =>
  `Invalid query: unknown parameter ${names.join(', ')} (this call takes no query parameters)`;

/**
 * A call takes the query parameters its schema names (`@Query(zodQuery({...}))` or zodQueryOutcome),
 * and none when it has no query schema: this refuses them app-wide, so that a write call cannot
 * silently ignore `?force=1` and a new route is strict without anyone remembering to make it so.
 * Runs after the guards (an unauthenticated call still gets its 401) and before the pipes.
 */
@Injectable()
export class UndeclaredQueryInterceptor implements NestInterceptor {
  private readonly declared = new WeakMap<object, boolean>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || this.declaresQuery(context)) return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const names = Object.keys(request.query ?? {});
    if (names.length > 0) throw new BadRequestException(noQueryParameters(names));
    return next.handle();
  }

  private declaresQuery(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let declared = this.declared.get(handler);
    if (declared === undefined) {
      declared = routeSchemas(context.getClass(), handler.name).some(({ type }) => type === QUERY);
      this.declared.set(handler, declared);
    }
    return declared;
  }
}
