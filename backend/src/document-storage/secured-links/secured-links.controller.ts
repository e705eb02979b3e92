import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import { z } from 'zod';
import { Authenticated, ExternalAllowed } from '../../shared/auth/auth.decorators';
import { invalid } from '../../shared/domain/domain-error';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { READ_MODELS } from '../../shared/storage/tokens';
import { DocumentStorage } from '../document-storage.service';
import { offeredProvider, providerHttpError } from '../provider-routes';
import type { StorageProvider } from '../provider-rules';

const documentId = zodParam(z.string().min(1).max(500), 'id');

/** A wildcard parameter: Express 5 gives the segments; the path is them joined, without empty or dot segments. */
function filePath(raw: unknown): string {
  const segments = (Array.isArray(raw) ? raw : String(raw ?? '').split('/')).map(String).filter((s) => s !== '');
  if (segments.length === 0 || segments.some((s) => s === '.' || s === '..')) throw invalid('A file path is required.');
  const path = segments.join('/');
  if (path.length > 2000) throw invalid('The file path is too long (2000 characters at most).');
  return path;
}

/**
 * 002 §7: the address of a document a run sent to the workspace's provider, for the downloads page to open. Any
 * signed-in user of the workspace (and an external user, whose runs send documents too) may ask; the provider's own
 * access rules apply when the address is opened.
 */
@ApiTags('integrations')
@Controller(':tenancy/api')
@Authenticated()
@ExternalAllowed()
export class SecuredLinksController {
  constructor(
    private readonly storage: DocumentStorage,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  private async link(tenancy: string, slug: string, provider: StorageProvider, idOrPath: string) {
    await offeredProvider(this.readModels, tenancy, slug);
    try {
      return { redirectUrl: await this.storage.securedLink(tenancy, provider, idOrPath) };
    } catch (error) {
      throw providerHttpError(error);
    }
  }

  @Get('netdocuments/documents/:id/createSecuredLink')
  @ApiOperation({ summary: 'A NetDocuments document the workspace sent: { redirectUrl }' })
  @ApiResponse({ status: 200, description: '{ redirectUrl }' })
  @ApiResponse({ status: 404, description: 'no such document, or the workspace lacks the netdocuments add-on' })
  @ApiResponse({ status: 409, description: 'NetDocuments is not connected, or refused' })
  @ApiResponse({ status: 503, description: 'NetDocuments could not be reached' })
  netDocuments(
    @Param('tenancy') tenancy: string,
    @Param('id', documentId) id: string,
    @Query(zodQuery({})) _query: object,
  ): Promise<{ redirectUrl: string }> {
    return this.link(tenancy, 'netdocuments', 'NetDocuments', id);
  }

  @Get('onedrive/files/*path')
  @ApiOperation({ summary: "A file in the workspace's OneDrive, by its path: { redirectUrl } (a view link)" })
  @ApiResponse({ status: 200, description: '{ redirectUrl }' })
  @ApiResponse({ status: 404, description: 'no such file, or the workspace lacks the onedrive add-on' })
  @ApiResponse({ status: 409, description: 'OneDrive is not connected, or refused' })
  @ApiResponse({ status: 503, description: 'OneDrive could not be reached' })
  oneDrive(
    @Param('tenancy') tenancy: string,
    @Param('path') path: unknown,
    @Query(zodQuery({})) _query: object,
  ): Promise<{ redirectUrl: string }> {
    return this.link(tenancy, 'onedrive', 'OneDrive', filePath(path));
  }

  @Get('clio/files/*path')
  @ApiOperation({ summary: 'A Clio document the workspace sent, by its id: { redirectUrl } (short-lived download)' })
  @ApiResponse({ status: 200, description: '{ redirectUrl }' })
  @ApiResponse({ status: 404, description: 'no such document, or the workspace lacks the clio add-on' })
  @ApiResponse({ status: 409, description: 'Clio is not connected, or refused' })
  @ApiResponse({ status: 503, description: 'Clio could not be reached' })
  clio(
    @Param('tenancy') tenancy: string,
    @Param('path') path: unknown,
    @Query(zodQuery({})) _query: object,
  ): Promise<{ redirectUrl: string }> {
    return this.link(tenancy, 'clio', 'Clio', filePath(path));
  }
}
