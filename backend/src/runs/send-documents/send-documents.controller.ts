import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import { emptyBody, zodBody, zodParam } from '../../shared/http/zod-validation.pipe';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { reachRecord } from '../record-reach';
import { RunStream } from '../run.streams';
import { catalogParam, recordIdParam, runIdParam } from '../runs-http';
import { SendDocuments } from './send-documents';

export const noSuchRunHere = (runId: string) => `This record has no run ${runId}.`;

@ApiTags('runs')
@Controller(':tenancy/api/runs/:catalog/:recordId/:runId/send')
export class SendDocumentsController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly sending: SendDocuments,
  ) {}

  @Post()
  @HttpCode(202)
  @Authenticated()
  @ApiOperation({
    summary:
      "Send a completed run's unsent documents again to the provider the catalog's app option names ('Send " +
      "documents'): those refused, those whose retries ran out, and those still waiting for a retry; internal users only",
  })
  @ApiResponse({
    status: 202,
    description: '{ runId, documents, position }: how many documents are being sent (0: the provider has them all)',
  })
  @ApiResponse({ status: 400, description: 'a malformed path, or a body that is not empty' })
  @ApiResponse({ status: 403, description: 'an external user' })
  @ApiResponse({ status: 404, description: 'no such catalog (or not yours), record, or run of that record' })
  @ApiResponse({ status: 409, description: "the run has not completed, or 'Send documents' is off for its app" })
  async send(
    @Param('tenancy') _tenancy: string,
    @Param('catalog', zodParam(catalogParam, 'catalog')) catalog: string,
    @Param('recordId', zodParam(recordIdParam, 'recordId')) recordId: string,
    @Param('runId', zodParam(runIdParam, 'runId')) runId: string,
    @Body(zodBody(emptyBody)) _body: undefined | Record<string, never>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ runId: string; documents: number; position: number }> {
    const reached = await reachRecord(this.store, this.readModels, auth, catalog, recordId);
    const { state: run } = await RunStream.load(this.store, auth.tenant, runId);
    if (run.status === 'none' || run.recordId !== recordId || run.catalogId !== reached.catalog.catalogId)
      throw notFound(noSuchRunHere(runId));
    const asked = await this.sending.sendAgain(auth.tenant, runId, auth.userId);
    return { runId, ...asked };
  }
}
