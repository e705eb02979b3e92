import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { z } from 'zod';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { notFound } from '../../shared/domain/domain-error';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import { findElement, listElements, toListItem } from '../element-views';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';

/** The fields a list item can be narrowed to (001 §7 `?fields=name,type,_id`). */
const LIST_FIELDS = ['_id', 'name', 'kind', 'type', 'version'] as const;
const fieldsQuery = z
  .string()
  .max(200)
  .regex(/^[A-Za-z_]+(,[A-Za-z_]+)*$/, 'fields is a comma-separated list of names')
  .refine((value) => value.split(',').every((field) => (LIST_FIELDS as readonly string[]).includes(field)), {
    message: `fields may name ${LIST_FIELDS.join(', ')}`,
  })
  .optional();

/** The designer's older calls (001 §7): the refreshed list, and an element with its variables by id or name. */
@ApiTags('types')
@Controller(':tenancy/api/types')
export class GetTypesV1Controller {
  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModels) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'The elements, narrowed to the fields asked for (default: _id, name, type)' })
  @ApiResponse({ status: 200, description: '[{ _id, name, type }]' })
  async list(
    @Param('tenancy') tenancy: string,
    @Query(zodQuery({ fields: fieldsQuery })) query: { fields?: string },
  ): Promise<Record<string, unknown>[]> {
    const fields = (query.fields ?? '_id,name,type').split(',') as (typeof LIST_FIELDS)[number][];
    return (await listElements(this.readModels, tenancy)).map((doc) => {
      const item = toListItem(doc);
      return Object.fromEntries(fields.map((field) => [field, item[field]]));
    });
  }

  @Get(':idOrName')
  @AdminOnly()
  @ApiOperation({ summary: 'An element by id or name, with its variables (name, type, isList, externalId)' })
  @ApiResponse({
    status: 200,
    description: '{ _id, name, type, properties: [{ _id, name, type, isList, externalId? }] }',
  })
  @ApiResponse({ status: 404, description: 'no such element' })
  async get(
    @Param('tenancy') tenancy: string,
    @Param('idOrName', zodParam(z.string().min(1).max(100), 'idOrName')) idOrName: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<Record<string, unknown>> {
    const doc = await findElement(this.readModels, tenancy, idOrName);
    if (!doc || doc.deleted) throw notFound(elementNotFound(idOrName));
    const { _id, name, type } = toListItem(doc);
    const properties = doc.members.variable.map((variable) => ({
      _id: variable._id,
      name: variable.name,
      type: variable.type ?? null,
      isList: variable.isList === true,
      ...(variable.externalId !== undefined ? { externalId: variable.externalId } : {}),
    }));
    return { _id, name, type, properties };
  }
}
