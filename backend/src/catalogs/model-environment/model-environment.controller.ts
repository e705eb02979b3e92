import { Body, Controller, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { z } from 'zod';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody, zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { catalogsOfModel, modelOfAddress, type ModelEnvironment } from './model-environment';
import { SetEnvironmentCommand, type EnvironmentAnswer } from './set-environment.command';
import { environmentOf } from './set-environment.decide';

const typeIdParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a model id');

/** App name → snapshot id (a version number of the model) or '' for Latest. */
export const environmentSchema = z.strictObject({
  activesSnapshotsForApps: z.record(
    z.string().min(1).max(200),
    z.union([z.literal(''), z.string().regex(/^[1-9][0-9]{0,8}$/, "must be a snapshot id, or '' for Latest")]),
  ),
});

/**
 * A model's environment (002 §7): which version of the model each of its apps runs, per catalog holding its
 * records (a catalog's live versions are its `appOptions.liveVersion`, 002 §3). Under /api/types as the seed
 * names it; the write is the catalogs context's, through the catalogs' streams.
 */
@ApiTags('catalogs')
@Controller(':tenancy/api/types/:typeId/environment')
export class ModelEnvironmentController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: "A model's environment: per catalog of the model (by name), each app's live version" })
  @ApiResponse({ status: 200, description: "{ environment: { [catalog]: { [app]: snapshotId | '' } } }" })
  @ApiResponse({ status: 404, description: 'no such model' })
  async read(
    @Param('tenancy') tenancy: string,
    @Param('typeId', zodParam(typeIdParam, 'typeId')) typeId: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<{ environment: ModelEnvironment }> {
    const model = await modelOfAddress(this.readModels, tenancy, typeId);
    const appNames = model.apps.map((app) => app.name);
    const environment: ModelEnvironment = {};
    for (const { state } of await catalogsOfModel(this.store, this.readModels, tenancy, typeId)) {
      environment[state.name] = environmentOf(appNames, state.appOptions);
    }
    return { environment };
  }

  @Put()
  @AdminOnly()
  @ApiOperation({
    summary:
      "Set apps' live versions (002 §7 activesSnapshotsForApps) in every catalog of the model, all or nothing; a " +
      'snapshot re-enables the app (002 §4)',
  })
  @ApiResponse({ status: 200, description: "{ environment: { [catalog]: { [app]: snapshotId | '' } }, position }" })
  @ApiResponse({ status: 400, description: "an app the model does not have, a snapshot that is not the model's" })
  @ApiResponse({ status: 404, description: 'no such model' })
  @ApiResponse({ status: 409, description: 'a catalog of the model saved by someone else meanwhile: nothing written' })
  set(
    @Param('tenancy') tenancy: string,
    @Param('typeId', zodParam(typeIdParam, 'typeId')) typeId: string,
    @Body(zodBody(environmentSchema)) body: z.output<typeof environmentSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<EnvironmentAnswer> {
    return this.commands.execute(new SetEnvironmentCommand(tenancy, typeId, body.activesSnapshotsForApps, auth.userId));
  }
}
