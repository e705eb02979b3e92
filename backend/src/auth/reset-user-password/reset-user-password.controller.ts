import { Body, Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { Request } from 'express';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { AUTH_SETTINGS, type AuthSettings } from '../auth-settings';
import { publicOrigin } from '../registration/password-link-mail';
import { RegistrationService } from '../registration/registration.service';
import { findUserView } from '../../users';
import { invalid, notFound } from '../../shared/domain/domain-error';
import { emptyBody, zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import { userIdParam } from '../../users';

/** 000 §8, workspace variant of the reset notice. */
export const RESET_SENT_BY_ADMIN = 'Thank you. An email containing a link to reset the password has been sent.';
export const MICROSOFT_NO_PASSWORD = 'This account signs in with Microsoft; it has no password to reset.';

/**
 * The RESET PASSWORD button of the users screen (000 §2.9): the same reset mail as the forgot-password
 * screen, sent through the password-setup flow. Creating a user sends nothing; this is how an administrator
 * lets a new user choose a password.
 */
@ApiTags('users')
@Controller(':tenancy/api/users')
export class ResetUserPasswordController {
  constructor(
    private readonly registration: RegistrationService,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(AUTH_SETTINGS) private readonly settings: AuthSettings,
  ) {}

  @Post(':id/reset-password')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Mail the user a link to set a new password (the RESET PASSWORD button)' })
  @ApiResponse({ status: 200, description: `{ message: '${RESET_SENT_BY_ADMIN}' }` })
  @ApiResponse({ status: 400, description: MICROSOFT_NO_PASSWORD })
  @ApiResponse({ status: 404, description: 'no such user' })
  async reset(
    @Param('tenancy') tenancy: string,
    @Param('id', zodParam(userIdParam, 'id')) id: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
    @Req() request: Request,
  ): Promise<{ message: string }> {
    const user = await findUserView(this.readModels, tenancy, id);
    if (!user) throw notFound(`User ${id} not found.`);
    if (user.type === 'microsoft') throw invalid(MICROSOFT_NO_PASSWORD);
    await this.registration.requestReset(tenancy, { email: user.mail }, publicOrigin(this.settings.publicUrl, request));
    return { message: RESET_SENT_BY_ADMIN };
  }
}
