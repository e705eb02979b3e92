import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { zodBody } from '../../shared/http/zod-validation.pipe';
import { newCatalogSchema } from '../catalogs-http';
import { CreateCatalogCommand, type CatalogCreatedAnswer, type NewCatalog } from './create-catalog.command';

@ApiTags('catalogs')
@Controller(':tenancy/api/collections')
export class CreateCatalogController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @AdminOnly()
  @ApiOperation({
    summary:
      'Add a catalog (002 §4 Create): its name, the type of its items (a new model of that name, or an existing ' +
      'model or table) and whether everyone sees it; it joins the end of the list',
  })
  @ApiResponse({ status: 201, description: "{ status: 'Done', obj: the catalog, position }" })
  @ApiResponse({
    status: 400,
    description: "002 §5's name and type messages, a type that is not a model or table, the catalog limit (flag on)",
  })
  create(
    @Param('tenancy') tenancy: string,
    @Body(zodBody(newCatalogSchema)) body: NewCatalog,
    @CurrentAuth() auth: AuthContext,
  ): Promise<CatalogCreatedAnswer> {
    return this.commands.execute(new CreateCatalogCommand(tenancy, body, auth.userId));
  }
}
