import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { Authenticated, CurrentAuth } from '../../shared/auth/auth.decorators';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import { zodParam, zodQuery } from '../../shared/http/zod-validation.pipe';
import { CsvUploads } from '../parse-csv/csv-uploads';
import { readCsvFile } from '../parse-csv/csv-rows';
import { modelOf } from '../record-writing';
import { RecordsAccess } from '../records-deps';
import { adapterParam } from '../records-http';
import { runImport, type ImportEvent } from './import-run';
import { ImportSessions, type ImportSource } from './import-sessions';
import { convertCsvRow, convertJsonItem, mapColumns, type ConvertedRow } from './row-conversion';
import type { RecordModel } from '../record-model';
import { UPLOAD_GONE } from './upload-values.controller';

export const SESSION_GONE =
  'This import is not here (it ran already, was prepared by someone else, or is an hour old): start it again.';

const importQuery = {
  sessionId: z.string().uuid('sessionId is the one POST /upload/import/uploadValues answered'),
  /** The seed's call names the user; it must be the caller (a session runs only for who prepared it). */
  userId: z.string().max(100).optional(),
  initApp: z.string().max(200).optional(),
};

interface Prepared {
  columns: string[];
  unknownColumns: string[];
  rows: AsyncIterable<ConvertedRow>;
  done(): Promise<void>;
}

@ApiTags('records')
@Controller(':tenancy/api/collections/:adapter/import')
export class ImportRecordsController {
  constructor(
    private readonly access: RecordsAccess,
    private readonly sessions: ImportSessions,
    private readonly uploads: CsvUploads,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary:
      'Run a prepared import into the catalog named {adapter} (002 §7), answered as server-sent events: compiling ' +
      '{ columns, unknownColumns }, total { total }, succeeded { succeeded } and failed { failed, failures } every ' +
      '1,000 rows, then completed { total, succeeded, failed, failures, unknownColumns, position } or error { message }',
  })
  @ApiProduces('text/event-stream')
  @ApiResponse({ status: 200, description: 'the event stream' })
  @ApiResponse({ status: 400, description: 'a malformed sessionId, or the CSV file cannot be read' })
  @ApiResponse({ status: 404, description: 'no such catalog (or not in your permissions), or no such session' })
  async run(
    @Param('tenancy') _tenancy: string,
    @Param('adapter', zodParam(adapterParam, 'adapter')) adapter: string,
    @Query(zodQuery(importQuery)) query: { sessionId: string; userId?: string; initApp?: string },
    @CurrentAuth() auth: AuthContext,
    @Res() response: Response,
  ): Promise<void> {
    const catalog = await this.access.catalog(auth, adapter);
    if (query.userId !== undefined && query.userId !== auth.userId) throw notFound(SESSION_GONE);
    const model = await modelOf(this.access.readModels, auth.tenant, catalog.typeId);
    const session = this.sessions.take(auth.tenant, auth.userId, query.sessionId);
    if (!session) throw notFound(SESSION_GONE);
    // Everything that can be refused with a status is refused before the stream starts.
    const prepared = await this.prepare(auth.tenant, session.source, model);

    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    // A proxy must pass each event on as it comes, not when the import ends.
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    let closed = false;
    response.on('close', () => (closed = true));
    const emit = ({ event, data }: ImportEvent) => {
      if (!closed) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      emit({ event: 'compiling', data: { columns: prepared.columns, unknownColumns: prepared.unknownColumns } });
      emit({ event: 'total', data: { total: totalOf(session.source) } });
      await runImport(
        {
          store: this.access.store,
          tenant: auth.tenant,
          actorId: auth.userId,
          catalogId: catalog.catalogId,
          model,
          app: query.initApp,
        },
        prepared.rows,
        totalOf(session.source),
        prepared.unknownColumns,
        emit,
        () => closed,
      );
    } catch (error) {
      emit({ event: 'error', data: { message: (error as Error).message } });
    } finally {
      await prepared.done().catch(() => undefined);
      response.end();
    }
  }

  private async prepare(tenant: string, source: ImportSource, model: RecordModel): Promise<Prepared> {
    if (source.kind === 'values') {
      const { values } = source;
      const unknown = new Set<string>();
      const names = new Set(model.variables.map((variable) => variable.name.toLowerCase()));
      for (const item of values) {
        if (item && typeof item === 'object' && !Array.isArray(item)) {
          for (const key of Object.keys(item)) if (!names.has(key.trim().toLowerCase())) unknown.add(key);
        }
      }
      async function* rows(): AsyncGenerator<ConvertedRow> {
        for (const [index, item] of values.entries()) {
          yield convertJsonItem(model.variables, index + 1, item, unknown);
        }
      }
      const columns = model.variables.map((variable) => variable.name);
      return { columns, unknownColumns: [...unknown], rows: rows(), done: async () => undefined };
    }
    const upload = await this.uploads.find(tenant, source.url);
    if (!upload) throw notFound(UPLOAD_GONE);
    const table = await readCsvFile(upload.path, upload.meta.name);
    const map = mapColumns(table.columns, model.variables);
    async function* rows(): AsyncGenerator<ConvertedRow> {
      for await (const { row, cells } of table.rows) yield convertCsvRow(table.columns, map, row, cells);
    }
    return {
      columns: table.columns.filter((_, index) => map.variables[index]),
      unknownColumns: map.unknown,
      rows: rows(),
      done: async () => {
        await table.rows.return(undefined);
        await this.uploads.discard(tenant, source.url);
      },
    };
  }
}

const totalOf = (source: ImportSource) => (source.kind === 'csv' ? source.total : source.values.length);
