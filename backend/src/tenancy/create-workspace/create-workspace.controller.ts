import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { COMMAND_ANSWER, OperatorApi } from '../workspace-admin/operator-api.decorator';
import { workspaceSettingsSchema } from '../workspace-settings';
import { CreateWorkspaceCommand } from './create-workspace.command';

const body = z.strictObject({
  name: z.string(),
  settings: workspaceSettingsSchema,
  addons: z.array(z.string()).max(50).default([]),
});

@OperatorApi()
export class CreateWorkspaceController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({ summary: 'Create a workspace: { name, settings: { label, ... }, addons?: [...] }' })
  @ApiResponse({ status: 201, description: COMMAND_ANSWER })
  @ApiResponse({ status: 409, description: 'Workspace {name} already exists.' })
  create(@Body(zodBody(body)) input: z.output<typeof body>): Promise<CommandResult> {
    return this.commands.execute(
      new CreateWorkspaceCommand(input.name, input.settings, input.addons, { actorId: null }),
    );
  }
}
