import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { readFile, stat } from 'node:fs/promises';
import { invalid, notFound } from '../../../shared/domain/domain-error';
import { EVENT_STORE, READ_MODELS } from '../../../shared/storage/tokens';
import { ImportUploads, UPLOAD_NOT_FOUND } from '../../../types';
import { GLOBAL_MESSAGES, MAX_GLOBAL_FILE_BYTES, globalValuesFromJson } from '../catalog-global-rules';
import { assertGlobalValues } from '../global-values-check';
import { catalogWithGlobals, globalOf } from '../catalog-globals-reading';
import { CatalogGlobalStream, catalogGlobalStreamId } from '../catalog-global.streams';
import { ImportGlobalCommand, type ImportedGlobal } from './import-global.command';
import { decideImportGlobal } from './import-global.decide';

/**
 * 002 §7 globals/import: the uploaded JSON is read and checked whole against the global's model, as a record's
 * values are, before anything is written; then one event on the global's stream. The upload is discarded after.
 */
@CommandHandler(ImportGlobalCommand)
export class ImportGlobalHandler implements ICommandHandler<ImportGlobalCommand, ImportedGlobal> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly uploads: ImportUploads,
  ) {}

  async execute(command: ImportGlobalCommand): Promise<ImportedGlobal> {
    const { tenant, catalogRef, elementName, appName, url, actorId } = command;
    const found = await catalogWithGlobals(this.readModels, tenant, catalogRef);
    const global = globalOf(found, elementName);
    const upload = await this.uploads.find(tenant, url);
    if (!upload) throw notFound(UPLOAD_NOT_FOUND);
    if (upload.type !== 'application/json') throw invalid(GLOBAL_MESSAGES.notJsonUpload);
    if ((await stat(upload.path)).size > MAX_GLOBAL_FILE_BYTES) throw invalid(GLOBAL_MESSAGES.tooLarge);
    const values = globalValuesFromJson(await readFile(upload.path, 'utf8'));

    await assertGlobalValues(this.readModels, tenant, global, values);

    const catalogId = found.catalog.catalogId;
    const written = await CatalogGlobalStream.run(
      this.store,
      // The decision rests on the stream alone (the values it replaces): a concurrent import is decided again.
      { tenant, actorId, id: catalogGlobalStreamId(catalogId, global.name), retryOnConflict: 2 },
      (state) =>
        decideImportGlobal(
          { catalogId, elementName: global.name, values, appName: appName ?? null, fileName: upload.name },
          state,
        ),
    );
    await this.uploads.discard(tenant, url);
    return { elementName: global.name, version: written.revision + 1, position: written.position };
  }
}
