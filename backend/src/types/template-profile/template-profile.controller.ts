import { Body, Controller, Get, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { z } from 'zod';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import { zodBody, zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { findElement } from '../element-views';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';
import { liveElement, templateNamed } from '../template-files';
import { SaveTemplateProfileCommand, type SavedTemplateProfile } from './save-template-profile.command';
import { workspaceProfiles } from './save-template-profile.handler';

const typeNameParam = zodParam(z.string().min(1).max(100), 'typeName');
const templateNameParam = zodParam(z.string().min(1).max(100), 'templateName');

/**
 * 001 §2 Profile section, §7: where the documents a Word or PDF template produces are stored (OneDrive, Clio or a
 * NetDocuments profile), designed here and saved on the template.
 */
@ApiTags('types')
@Controller(':tenancy/api/types/:typeName/templates/:templateName')
export class TemplateProfileController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  /** The element named (or with this id), live: the name from the directory, its state from its stream. */
  private async elementId(tenancy: string, typeName: string): Promise<string> {
    const found = await findElement(this.readModels, tenancy, typeName);
    if (!found || found.deleted) throw notFound(elementNotFound(typeName));
    return found.elementId;
  }

  @Get('profile')
  @AdminOnly()
  @ApiOperation({ summary: "A template's storage profile (001 §7): { profile, def }, '' and {} when it has none" })
  @ApiResponse({ status: 200, description: '{ profile: string, def: object }' })
  @ApiResponse({ status: 404, description: 'no such model or template' })
  async profile(
    @Param('tenancy') tenancy: string,
    @Param('typeName', typeNameParam) typeName: string,
    @Param('templateName', templateNameParam) templateName: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<{ profile: string; def: Record<string, unknown> }> {
    const state = await liveElement(this.store, tenancy, await this.elementId(tenancy, typeName));
    const template = templateNamed(state, templateName);
    const def = template.def;
    return {
      profile: typeof template.profile === 'string' ? template.profile : '',
      def: def && typeof def === 'object' && !Array.isArray(def) ? (def as Record<string, unknown>) : {},
    };
  }

  @Get('profiles')
  @AdminOnly()
  @ApiOperation({
    summary:
      'The storage profiles this workspace offers (001 §7): OneDrive (onedrive add-on), Clio (clio add-on) and, ' +
      'with the netdocuments add-on, the names of its nd: elements',
  })
  @ApiResponse({ status: 200, description: 'string[]' })
  profiles(
    @Param('tenancy') tenancy: string,
    @Param('typeName', typeNameParam) _typeName: string,
    @Param('templateName', templateNameParam) _templateName: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<string[]> {
    return workspaceProfiles(this.readModels, tenancy);
  }

  @Post('profile')
  @AdminOnly()
  @ApiOperation({
    summary:
      "Save a template's storage profile (001 §7) as one new version of the element: '' removes it; def is " +
      '{ folder } for OneDrive, { matter, folder } for Clio, { list: [{ name, expression, externalId? }] } for nd:',
  })
  @ApiResponse({ status: 201, description: '{ version, position }' })
  @ApiResponse({
    status: 400,
    description:
      'a profile the workspace does not offer, a def of another shape, an expression that does not compile, ' +
      'or a template that is not a Word or PDF template',
  })
  @ApiResponse({ status: 404, description: 'no such model or template' })
  @ApiResponse({ status: 409, description: 'someone else saved the element at the same moment' })
  async save(
    @Param('tenancy') tenancy: string,
    @Param('typeName', typeNameParam) typeName: string,
    @Param('templateName', templateNameParam) templateName: string,
    @Body(zodBody(z.strictObject({ profile: z.string().max(200), def: z.record(z.string(), z.unknown()) })))
    body: { profile: string; def: Record<string, unknown> },
    @CurrentAuth() auth: AuthContext,
  ): Promise<SavedTemplateProfile> {
    const elementId = await this.elementId(tenancy, typeName);
    return this.commands.execute(
      new SaveTemplateProfileCommand(tenancy, elementId, templateName, body.profile, body.def, auth.userId),
    );
  }
}
