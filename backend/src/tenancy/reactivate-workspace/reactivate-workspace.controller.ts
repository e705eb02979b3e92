import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { emptyBody, zodBody } from '../../shared/http/zod-validation.pipe';
import { COMMAND_ANSWER, OperatorApi } from '../workspace-admin/operator-api.decorator';
import { workspaceNameParam } from '../workspace-admin/workspace-name.param';
import { ReactivateWorkspaceCommand } from './reactivate-workspace.command';

@OperatorApi()
export class ReactivateWorkspaceController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':name/reactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reactivate a deactivated workspace' })
  @ApiResponse({ status: 200, description: COMMAND_ANSWER })
  @ApiResponse({ status: 409, description: 'already active' })
  reactivate(
    @Param('name', workspaceNameParam) name: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
  ): Promise<CommandResult> {
    return this.commands.execute(new ReactivateWorkspaceCommand(name, { actorId: null }));
  }
}
