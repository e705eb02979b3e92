import { Body, Controller, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { invalid, notFound } from '../../shared/domain/domain-error';
import { zodBody, zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import { LabelVersionCommand, listVersions } from '../../types';
import { catalogNotFound } from '../catalog-rules';
import { findLiveCatalog } from '../catalog-views';
import { catalogRefParam, snapshotLabelSchema } from '../catalogs-http';
import { snapshotVersion, toSnapshots, type Snapshot } from './snapshots';

/** Not in the seed: how many of a model's versions the live-version choice offers, newest first. */
const MAX_SNAPSHOTS = 1000;

@ApiTags('catalogs')
@Controller(':tenancy/api/collections/:catalog/snapshots')
export class CatalogSnapshotsController {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly commands: CommandBus,
  ) {}

  private async catalog(tenancy: string, ref: string) {
    const catalog = await findLiveCatalog(this.readModels, tenancy, ref);
    if (!catalog) throw notFound(catalogNotFound(ref));
    return catalog;
  }

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary:
      "A catalog's snapshots (002 §7): the versions of its model, newest first, each a possible live version of an app",
  })
  @ApiResponse({
    status: 200,
    description: "{ status: 'Done', Snapshots: [{ _id, AppID, version, label, modelVersion }] }",
  })
  @ApiResponse({ status: 404, description: 'no such catalog (by id or name)' })
  async list(
    @Param('tenancy') tenancy: string,
    @Param('catalog', zodParam(catalogRefParam, 'catalog')) ref: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<{ status: 'Done'; Snapshots: Snapshot[] }> {
    const catalog = await this.catalog(tenancy, ref);
    const rows = await listVersions(this.readModels, tenancy, catalog.typeId, { skip: 0, limit: MAX_SNAPSHOTS });
    return { status: 'Done', Snapshots: toSnapshots(rows) };
  }

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary:
      "Name a snapshot (002 §4: an unlabelled snapshot is labelled when chosen): labels that version of the catalog's " +
      "model, as the designer's history does",
  })
  @ApiResponse({ status: 201, description: "{ status: 'Done', position }" })
  @ApiResponse({
    status: 400,
    description: 'an empty label, a label over 200 characters, a snapshot that is not a version',
  })
  @ApiResponse({ status: 404, description: 'no such catalog, or its model is gone' })
  async label(
    @Param('tenancy') tenancy: string,
    @Param('catalog', zodParam(catalogRefParam, 'catalog')) ref: string,
    @Body(zodBody(snapshotLabelSchema)) body: { id: string; label: string },
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ status: 'Done'; position: number }> {
    const version = snapshotVersion(body.id);
    if (version === null)
      throw invalid(`A snapshot id is a version number of the model (got ${JSON.stringify(body.id)}).`);
    if (body.label.trim() === '') throw invalid('A snapshot label cannot be empty.');
    const catalog = await this.catalog(tenancy, ref);
    const written = await this.commands.execute(
      new LabelVersionCommand(tenancy, catalog.typeId, version, body.label, auth.userId),
    );
    return { status: 'Done', position: written.position };
  }
}
