import { Body, Headers, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { parseIfMatch } from '../../shared/http/if-match';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { COMMAND_ANSWER, OperatorApi } from '../workspace-admin/operator-api.decorator';
import { workspaceNameParam } from '../workspace-admin/workspace-name.param';
import { workspaceSettingsPatchSchema, type WorkspaceSettingsPatch } from '../workspace-settings';
import { ChangeWorkspaceSettingsCommand } from './change-workspace-settings.command';

@OperatorApi()
export class ChangeWorkspaceSettingsController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':name/settings')
  @ApiOperation({ summary: 'Change some settings; null clears an optional one' })
  @ApiHeader({
    // Lower-case, as @Headers() reads it: the explorer merges the two (else it lists it twice, as required).
    name: 'if-match',
    required: false,
    description: 'the revision you read; a later change makes this a 409',
  })
  @ApiResponse({ status: 200, description: COMMAND_ANSWER })
  @ApiResponse({ status: 409, description: 'the workspace changed since the If-Match revision' })
  change(
    @Param('name', workspaceNameParam) name: string,
    @Body(zodBody(workspaceSettingsPatchSchema)) changes: WorkspaceSettingsPatch,
    @Headers('if-match') ifMatch?: string,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new ChangeWorkspaceSettingsCommand(name, changes, { actorId: null, expectedRevision: parseIfMatch(ifMatch) }),
    );
  }
}
