import { Body, Controller, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { z } from 'zod';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { emptyBody, zodBody, zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { elementAtVersion } from '../element-at-version';
import { diffElements, type ElementDiff } from '../element-diff';
import { findElement, listVersions, toElementView, type ElementView } from '../element-views';
import { LabelVersionCommand } from '../label-version/label-version.command';
import { RestoreElementCommand } from '../restore-element/restore-element.command';
import { RevertElementCommand } from '../revert-element/revert-element.command';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';
import { elementIdParam, elementKindParam, pageQuery, versionParam } from '../types-http';
import type { VersionDoc } from '../types.projector';

const versionNumber = z.number().int().min(1).max(999_999_999);

/** A model's history (beyond the seeds): every version, any version, a comparison, revert, labels, restore. */
@ApiTags('types')
@Controller(':tenancy/api/v2/types/:kind/:id')
export class ElementHistoryController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  private async element(tenancy: string, id: string) {
    const doc = await findElement(this.readModels, tenancy, id);
    if (!doc) throw notFound(elementNotFound(id));
    return doc;
  }

  @Get('versions')
  @AdminOnly()
  @ApiOperation({
    summary: 'Every saved version, newest first, a page at a time: number, author, time, summary, label',
  })
  @ApiResponse({
    status: 200,
    description: '{ total, versions: [{ version, kind, summary, at, userId, label?, revertedTo? }] }',
  })
  async versions(
    @Param('tenancy') tenancy: string,
    @Param('kind', zodParam(elementKindParam, 'kind')) _kind: string,
    @Param('id', zodParam(elementIdParam, 'id')) id: string,
    @Query(zodQuery(pageQuery)) query: { skip?: string; limit?: string },
  ): Promise<{ total: number; versions: Omit<VersionDoc, '_id' | 'tenant' | 'revision'>[] }> {
    const doc = await this.element(tenancy, id);
    const rows = await listVersions(this.readModels, tenancy, doc.elementId, {
      skip: Number(query.skip ?? 0),
      limit: Number(query.limit ?? 50),
    });
    return {
      total: doc.version,
      versions: rows.map(({ _id, tenant: _tenant, revision: _revision, ...row }) => row),
    };
  }

  @Get('versions/:version')
  @AdminOnly()
  @ApiOperation({ summary: 'The element as it stood at one version' })
  @ApiResponse({ status: 200, description: 'the element (as GET …/{kind}/{id}) at that version' })
  async version(
    @Param('tenancy') tenancy: string,
    @Param('kind', zodParam(elementKindParam, 'kind')) _kind: string,
    @Param('id', zodParam(elementIdParam, 'id')) id: string,
    @Param('version', zodParam(versionParam, 'version')) version: number,
    @Query(zodQuery({})) _query: object,
  ): Promise<ElementView> {
    const doc = await this.element(tenancy, id);
    return toElementView(
      await elementAtVersion(this.store, this.readModels, tenancy, doc.elementId, version, doc.version),
    );
  }

  @Get('diff')
  @AdminOnly()
  @ApiOperation({ summary: 'Two versions compared member by member, property by property' })
  @ApiResponse({ status: 200, description: '{ from, to, element: [property diffs], members: [member diffs] }' })
  async diff(
    @Param('tenancy') tenancy: string,
    @Param('kind', zodParam(elementKindParam, 'kind')) _kind: string,
    @Param('id', zodParam(elementIdParam, 'id')) id: string,
    @Query(zodQuery({ from: versionParam, to: versionParam })) query: { from: number; to: number },
  ): Promise<{ from: number; to: number } & ElementDiff> {
    const doc = await this.element(tenancy, id);
    const at = (version: number) =>
      elementAtVersion(this.store, this.readModels, tenancy, doc.elementId, version, doc.version);
    const [from, to] = await Promise.all([at(query.from), at(query.to)]);
    return { from: query.from, to: query.to, ...diffElements(from, to) };
  }

  @Post('revert')
  @AdminOnly()
  @ApiOperation({ summary: 'Bring an earlier version back as a new version (a revert can be reverted too)' })
  @ApiResponse({ status: 201, description: '{ position, revision, appended, version }' })
  @ApiResponse({ status: 400, description: 'no such version, or the element is deleted' })
  async revert(
    @Param('tenancy') tenancy: string,
    @Param('kind', zodParam(elementKindParam, 'kind')) _kind: string,
    @Param('id', zodParam(elementIdParam, 'id')) id: string,
    @Body(zodBody(z.strictObject({ version: versionNumber }))) body: { version: number },
    @CurrentAuth() auth: AuthContext,
  ): Promise<CommandResult & { version: number }> {
    const doc = await this.element(tenancy, id);
    return this.commands.execute(new RevertElementCommand(tenancy, doc.elementId, body.version, auth.userId));
  }

  @Post('versions/:version/label')
  @AdminOnly()
  @ApiOperation({ summary: 'Name a version; an empty label removes the name' })
  @ApiResponse({ status: 201, description: '{ position, revision, appended }' })
  async label(
    @Param('tenancy') tenancy: string,
    @Param('kind', zodParam(elementKindParam, 'kind')) _kind: string,
    @Param('id', zodParam(elementIdParam, 'id')) id: string,
    @Param('version', zodParam(versionParam, 'version')) version: number,
    @Body(zodBody(z.strictObject({ label: z.string().max(1000) }))) body: { label: string },
    @CurrentAuth() auth: AuthContext,
  ): Promise<CommandResult> {
    const doc = await this.element(tenancy, id);
    return this.commands.execute(new LabelVersionCommand(tenancy, doc.elementId, version, body.label, auth.userId));
  }

  @Post('restore')
  @AdminOnly()
  @ApiOperation({ summary: 'Bring a deleted element back with its history' })
  @ApiResponse({ status: 201, description: '{ position, revision, appended }' })
  @ApiResponse({ status: 409, description: 'the element is not deleted' })
  async restore(
    @Param('tenancy') tenancy: string,
    @Param('kind', zodParam(elementKindParam, 'kind')) _kind: string,
    @Param('id', zodParam(elementIdParam, 'id')) id: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<CommandResult> {
    const doc = await this.element(tenancy, id);
    return this.commands.execute(new RestoreElementCommand(tenancy, doc.elementId, auth.userId));
  }
}
