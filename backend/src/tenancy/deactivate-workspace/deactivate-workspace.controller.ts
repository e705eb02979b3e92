import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { COMMAND_ANSWER, OperatorApi } from '../workspace-admin/operator-api.decorator';
import { workspaceNameParam } from '../workspace-admin/workspace-name.param';
import { DeactivateWorkspaceCommand } from './deactivate-workspace.command';

const body = z.strictObject({ reason: z.string().trim().max(500).optional() }).default({});

@OperatorApi()
export class DeactivateWorkspaceController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':name/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deactivate a workspace: its users see "Your workspace has been deactivated."' })
  @ApiResponse({ status: 200, description: COMMAND_ANSWER })
  @ApiResponse({ status: 409, description: 'already deactivated' })
  deactivate(
    @Param('name', workspaceNameParam) name: string,
    @Body(zodBody(body)) input: z.output<typeof body>,
  ): Promise<CommandResult> {
    return this.commands.execute(new DeactivateWorkspaceCommand(name, input.reason, { actorId: null }));
  }
}
