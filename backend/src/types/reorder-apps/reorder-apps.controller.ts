import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { elementIdParam } from '../types-http';
import { ReorderAppsCommand } from './reorder-apps.command';

@ApiTags('types')
@Controller(':tenancy/api/v2/types/model/:id/apps')
export class ReorderAppsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: "The Reorder dialog (001 §4): the model's apps in their new order, as one version" })
  @ApiResponse({ status: 201, description: '{ position, revision, appended }' })
  @ApiResponse({ status: 400, description: "a list that is not the model's apps, each once" })
  reorder(
    @Param('tenancy') tenancy: string,
    @Param('id', zodParam(elementIdParam, 'id')) id: string,
    @Body(zodBody(z.strictObject({ apps: z.array(z.string().min(1).max(100)).max(1000) }))) body: { apps: string[] },
    @CurrentAuth() auth: AuthContext,
  ): Promise<CommandResult> {
    return this.commands.execute(new ReorderAppsCommand(tenancy, id, body.apps, auth.userId));
  }
}
