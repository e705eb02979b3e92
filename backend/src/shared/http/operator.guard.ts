import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../storage/tokens';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Workspace lifecycle over HTTP is for operators (the product's own screens do not manage
 * workspaces): it needs `Authorization: Bearer $OPERATOR_TOKEN`, and is off when that is unset.
 */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.config.operatorToken;
    if (!expected) {
      throw new ForbiddenException(
        'The operator API is off: set OPERATOR_TOKEN to use it, or manage workspaces with `npm run workspace`.',
      );
    }
    const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
    // Hashing first makes the comparison constant-time whatever the lengths.
    if (!token || !timingSafeEqual(digest(token), digest(expected))) {
      throw new UnauthorizedException('Send the operator token as Authorization: Bearer <OPERATOR_TOKEN>.');
    }
    return true;
  }
}
