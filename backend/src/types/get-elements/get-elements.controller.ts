import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { z } from 'zod';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { notFound } from '../../shared/domain/domain-error';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import {
  findElement,
  listElements,
  toElementView,
  toListItem,
  type ElementListItem,
  type ElementView,
} from '../element-views';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';
import { elementIdParam, elementKindParam } from '../types-http';

@ApiTags('types')
@Controller(':tenancy/api/v2/types')
export class GetElementsController {
  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModels) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: "The workspace's elements: models, then tables, then queries, each by name (001 §2)" })
  @ApiResponse({ status: 200, description: '[{ _id, name, kind, type, version }]' })
  async list(
    @Param('tenancy') tenancy: string,
    @Query(zodQuery({ fields: z.string().max(200).optional(), search: z.string().max(200).optional() }))
    query: { search?: string },
  ): Promise<ElementListItem[]> {
    return (await listElements(this.readModels, tenancy, { search: query.search })).map(toListItem);
  }

  @Get('deleted')
  @AdminOnly()
  @ApiOperation({ summary: 'Deleted elements, with who deleted them and when; each can be restored' })
  @ApiResponse({ status: 200, description: '[{ _id, name, kind, type, version, deletedAt, deletedBy }]' })
  async deleted(
    @Param('tenancy') tenancy: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<(ElementListItem & { deletedAt: string; deletedBy: string | null })[]> {
    const docs = await listElements(this.readModels, tenancy, { deleted: true });
    return docs.map((doc) => ({ ...toListItem(doc), deletedAt: doc.updatedAt, deletedBy: doc.updatedBy }));
  }

  @Get(':kind/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'One element at its latest version: its properties and members (001 §7)' })
  @ApiResponse({
    status: 200,
    description: '{ _id, name, kind, type, version, …, properties, formulas, templates, apps, layouts }',
  })
  @ApiResponse({ status: 404, description: 'no such element in this workspace' })
  async get(
    @Param('tenancy') tenancy: string,
    @Param('kind', zodParam(elementKindParam, 'kind')) _kind: string,
    @Param('id', zodParam(elementIdParam, 'id')) id: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<ElementView> {
    const doc = await findElement(this.readModels, tenancy, id);
    if (!doc || doc.deleted) throw notFound(elementNotFound(id));
    return toElementView(doc);
  }
}
