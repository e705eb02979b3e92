import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { z } from 'zod';
import { AdminOnly } from '../../shared/auth/auth.decorators';
import { notFound } from '../../shared/domain/domain-error';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import { findMember } from '../element.state';
import { findElement, listElements } from '../element-views';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';
import { variableSource } from './variable-source';

@ApiTags('types')
@Controller(':tenancy/api/v2/types/model/:id/variable/:variableId/helps/evaluate')
export class VariableSourceController {
  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModels) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary:
      'The element a variable draws on (001 §7 helps/evaluate): the model of an object or global variable, or ' +
      'the table or query a selection takes its options from',
  })
  @ApiResponse({ status: 200, description: '{ _id, name, kind } of that element' })
  @ApiResponse({ status: 404, description: 'no such model or variable, or the variable draws on no element' })
  async evaluate(
    @Param('tenancy') tenancy: string,
    @Param('id', zodParam(z.string().min(1).max(100), 'id')) id: string,
    @Param('variableId', zodParam(z.string().min(1).max(100), 'variableId')) variableId: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<{ _id: string; name: string; kind: string }> {
    const model = await findElement(this.readModels, tenancy, id);
    if (!model || model.deleted) throw notFound(elementNotFound(id));
    const variable = findMember(model, 'variable', { id: variableId, name: variableId });
    if (!variable) throw notFound(`The variable ${variableId} was not found in ${model.name}.`);
    const source = variableSource(variable, await listElements(this.readModels, tenancy));
    if (!source) throw notFound(`The variable ${variable.name} draws on no element.`);
    return { _id: source.elementId, name: source.name, kind: source.kind };
  }
}
