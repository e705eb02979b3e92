import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { z } from 'zod';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { notFound } from '../../shared/domain/domain-error';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import { findElement, listElements } from '../element-views';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';
import { globalNames } from './global-names';

@ApiTags('types')
@Controller(':tenancy/api/v2/types/model/:typeDef/globals')
export class ModelGlobalsController {
  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModels) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary:
      "A model's global names (001 §7): the names of the global variables of that model's type, across the " +
      "workspace's elements, that an object variable of the type can be linked to",
  })
  @ApiResponse({ status: 200, description: '["PrimaryClient", …], by name' })
  @ApiResponse({ status: 404, description: 'no such model in this workspace' })
  async globals(
    @Param('tenancy') tenancy: string,
    @Param('typeDef', zodParam(z.string().min(1).max(100), 'typeDef')) typeDef: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<string[]> {
    const model = await findElement(this.readModels, tenancy, typeDef);
    if (!model || model.deleted) throw notFound(elementNotFound(typeDef));
    return globalNames(await listElements(this.readModels, tenancy), model.elementId);
  }
}
