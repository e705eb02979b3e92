import { Body, Headers, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { parseIfMatch } from '../../shared/http/if-match';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { COMMAND_ANSWER, OperatorApi } from '../workspace-admin/operator-api.decorator';
import { workspaceNameParam } from '../workspace-admin/workspace-name.param';
import { SetWorkspaceAddonCommand } from './set-workspace-addon.command';

const body = z.strictObject({ enabled: z.boolean() });

@OperatorApi()
export class SetWorkspaceAddonController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':name/addons/:addon')
  @ApiOperation({ summary: 'Turn an add-on on or off: { enabled: true|false }' })
  @ApiResponse({ status: 200, description: COMMAND_ANSWER })
  @ApiResponse({ status: 400, description: 'unknown add-on flag' })
  @ApiHeader({
    name: 'if-match',
    required: false,
    description: 'the revision you read; a later change makes this a 409',
  })
  set(
    @Param('name', workspaceNameParam) name: string,
    @Param('addon') addon: string,
    @Body(zodBody(body)) input: z.output<typeof body>,
    @Headers('if-match') ifMatch?: string,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new SetWorkspaceAddonCommand(name, addon, input.enabled, {
        actorId: null,
        expectedRevision: parseIfMatch(ifMatch),
      }),
    );
  }
}
