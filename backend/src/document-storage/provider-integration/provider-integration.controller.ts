import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { Request } from 'express';
import { z } from 'zod';
import { AUTH_SETTINGS, type AuthSettings } from '../../auth';
import { AdminOnly, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { emptyBody, zodBody, zodQuery } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import { DocumentStorage } from '../document-storage.service';
import { ProviderRefused, ProviderUnavailable } from '../provider-errors';
import { ProviderConnections } from '../provider-connections';
import { callbackUri, offeredProvider } from '../provider-routes';
import { integrationView, type IntegrationView } from './integration-view';

const clientBody = z.strictObject({
  clientId: z.string().trim().min(1, 'clientId is required').max(500),
  clientSecret: z.string().min(1, 'clientSecret is required').max(2000),
  /** Filevine only (and required there): the Personal Access Token its client exchanges for access tokens. */
  personalAccessToken: z.string().trim().min(1, 'personalAccessToken must not be empty').max(4000).optional(),
});

/**
 * A workspace's connection to NetDocuments, OneDrive, Clio or Filevine (issue 16 "Settings pages"): its state, the client an
 * administrator registered at the provider, disconnecting, and a test call. Only with the provider's add-on.
 */
@ApiTags('integrations')
@Controller(':tenancy/api/integrations/:provider')
export class ProviderIntegrationController {
  constructor(
    private readonly connections: ProviderConnections,
    private readonly storage: DocumentStorage,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(AUTH_SETTINGS) private readonly auth: AuthSettings,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: "The workspace's connection to a provider, without secrets (only whether one is kept)" })
  @ApiResponse({
    status: 200,
    description:
      '{ provider, label, clientId, hasClientSecret, hasPersonalAccessToken, connected, connectedAt, connectedBy, redirectUri }',
  })
  @ApiResponse({ status: 404, description: 'an unknown provider, or the workspace lacks its add-on' })
  async get(
    @Param('tenancy') tenancy: string,
    @Param('provider') provider: string,
    @Query(zodQuery({})) _query: object,
    @Req() request: Request,
  ): Promise<IntegrationView> {
    const slug = await offeredProvider(this.readModels, tenancy, provider);
    const state = await this.connections.state(tenancy, slug);
    return integrationView(slug, state, callbackUri(this.auth, request, tenancy, slug));
  }

  @Put()
  @AdminOnly()
  @ApiOperation({
    summary:
      'Save the OAuth client registered at the provider (Filevine: with a personal access token); secrets are ' +
      'encrypted at rest and never answered. Saving another client ends the current connection',
  })
  @ApiResponse({ status: 200, description: '{ position }' })
  @ApiResponse({
    status: 400,
    description:
      'clientId or clientSecret missing or too long; a personal access token missing (Filevine) or given (others)',
  })
  @ApiResponse({ status: 404, description: 'an unknown provider, or the workspace lacks its add-on' })
  async save(
    @Param('tenancy') tenancy: string,
    @Param('provider') provider: string,
    @Body(zodBody(clientBody)) body: z.output<typeof clientBody>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ position: number }> {
    const slug = await offeredProvider(this.readModels, tenancy, provider);
    const result = await this.connections.saveClient(tenancy, slug, body, auth.userId);
    return { position: result.position };
  }

  @Delete()
  @AdminOnly()
  @ApiOperation({ summary: 'Disconnect: forget the client and the tokens (nothing to do when none are saved)' })
  @ApiResponse({ status: 200, description: '{ position }' })
  @ApiResponse({ status: 404, description: 'an unknown provider, or the workspace lacks its add-on' })
  async disconnect(
    @Param('tenancy') tenancy: string,
    @Param('provider') provider: string,
    @Body(zodBody(emptyBody)) _body: unknown,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ position: number }> {
    const slug = await offeredProvider(this.readModels, tenancy, provider);
    return { position: (await this.connections.disconnect(tenancy, slug, auth.userId)).position };
  }

  @Post('test')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: 'Call the provider as the workspace: { ok, message } says who it is connected as, or why not',
  })
  @ApiResponse({ status: 200, description: '{ ok: boolean, message: string }' })
  @ApiResponse({ status: 404, description: 'an unknown provider, or the workspace lacks its add-on' })
  async test(
    @Param('tenancy') tenancy: string,
    @Param('provider') provider: string,
    @Body(zodBody(emptyBody)) _body: unknown,
  ): Promise<{ ok: boolean; message: string }> {
    const slug = await offeredProvider(this.readModels, tenancy, provider);
    try {
      const account = await this.storage.whoAmI(tenancy, slug);
      return { ok: true, message: `Connected as ${account}.` };
    } catch (error) {
      if (error instanceof ProviderRefused || error instanceof ProviderUnavailable) {
        return { ok: false, message: error.message };
      }
      throw error;
    }
  }
}
