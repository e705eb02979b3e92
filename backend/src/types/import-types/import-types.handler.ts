import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore, FileStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../shared/config/app-config';
import { DomainError, invalid, notFound } from '../../shared/domain/domain-error';
import type { PendingWrite } from '../../shared/event-sourcing/append-decided';
import { appendWithNames, nameReservations, type ElementStep } from '../element-name/element-name-writes';
import { APP_CONFIG, EVENT_STORE, FILE_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { findWorkspace } from '../../tenancy';
import { decideDeleteElement } from '../delete-element/delete-element.decide';
import type { ElementEvent } from '../element.events';
import { ElementStream } from '../element.streams';
import { listElements } from '../element-views';
import { ImportUploads, UPLOAD_NOT_FOUND } from '../import-uploads';
import { decideImportElement } from './import-element.decide';
import { planImport, pointReferences, type ImportStep } from './import-plan';
import { ImportTypesCommand, type ImportTypesResult } from './import-types.command';
import { readImportJson, readImportZip, type ImportContents } from './read-import';
import { MAX_JSON_ENTRY_BYTES, MAX_ZIP_ENTRIES } from './zip-safety';

export const RESTORE_NEEDS_DEV = 'Replacing all elements needs the dev add-on.';

/** A decision's refusal, said of the element it is about. */
function aboutElement(name: string, decide: () => ElementEvent[]): ElementEvent[] {
  try {
    return decide();
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError(error.kind, `${name}: ${error.message}`);
    throw error;
  }
}

/**
 * An import (001 §4): the uploaded file is read and checked whole first (a bad file writes nothing), then every
 * element it creates, replaces or (restore) deletes is decided on its stream with the save's own decisions, and
 * all of them are appended at once: one version per element, all or nothing. The upload is discarded after.
 */
@CommandHandler(ImportTypesCommand)
export class ImportTypesHandler implements ICommandHandler<ImportTypesCommand, ImportTypesResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: ImportUploads,
  ) {}

  async execute({ tenant, url, logic, actorId }: ImportTypesCommand): Promise<ImportTypesResult> {
    const upload = await this.uploads.find(tenant, url);
    if (!upload) throw notFound(UPLOAD_NOT_FOUND);
    if (logic === 'restore' && !(await findWorkspace(this.readModels, tenant))?.addons.includes('dev')) {
      throw invalid(RESTORE_NEEDS_DEV);
    }
    const workDir = await mkdtemp(join(tmpdir(), 'docauto-import-'));
    try {
      const contents: ImportContents =
        upload.type === 'application/zip'
          ? await readImportZip(
              upload.path,
              upload.name,
              {
                maxEntries: MAX_ZIP_ENTRIES,
                maxUnzippedBytes: this.config.imports.maxUnzippedBytes,
                maxJsonBytes: Math.min(MAX_JSON_ENTRY_BYTES, this.config.imports.maxUnzippedBytes),
              },
              workDir,
            )
          : await readImportJson(upload.path, upload.name);
      const live = (await listElements(this.readModels, tenant)).map(({ elementId, name, kind }) => ({
        elementId,
        name,
        kind,
      }));
      const steps = pointReferences(planImport(contents.elements, live, logic, randomUUID), live);
      const result = await this.write(tenant, actorId, steps, contents);
      await this.uploads.discard(tenant, url);
      return result;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async write(
    tenant: string,
    actorId: string | null,
    steps: readonly ImportStep[],
    contents: ImportContents,
  ): Promise<ImportTypesResult> {
    const writes: PendingWrite[] = [];
    const named: ElementStep[] = [];
    const result: Omit<ImportTypesResult, 'position'> = { created: [], updated: [], skipped: [], deleted: [] };
    for (const step of steps) {
      if (step.action === 'skip') {
        result.skipped.push({ _id: step.elementId, name: step.element.name, kind: step.element.kind });
        continue;
      }
      const loaded = await ElementStream.load(this.store, tenant, step.elementId);
      if (step.action === 'delete') {
        const deleted = decideDeleteElement({ elementId: step.elementId }, loaded.state);
        writes.push(ElementStream.write(loaded, deleted));
        named.push({ elementId: step.elementId, before: loaded.state, events: deleted });
        result.deleted.push({ _id: step.elementId, name: step.name, kind: step.kind });
        continue;
      }
      const { element, elementId } = step;
      const events = aboutElement(element.name, () =>
        decideImportElement({ elementId, element, newMemberId: randomUUID }, loaded.state),
      );
      writes.push(ElementStream.write(loaded, events));
      named.push({ elementId, before: loaded.state, events });
      const ref = { _id: elementId, name: element.name, kind: element.kind };
      if (step.action === 'create') result.created.push(ref);
      else if (events.length > 0) result.updated.push({ ...ref, version: loaded.state.version + 1 });
      else result.skipped.push(ref);
    }
    // The template files go in before the versions that refer to them; the store keeps a file once per content,
    // so an import refused after this point leaves at most bytes nothing refers to.
    for (const [fileId, path] of contents.files) {
      const stored = await this.files.put(createReadStream(path));
      if (stored.id !== fileId) throw new Error(`file ${fileId} was stored as ${stored.id}`);
    }
    writes.push(...(await nameReservations(this.store, tenant, named)));
    const appended = await appendWithNames(this.store, { tenant, actorId }, writes);
    return { position: Math.max(0, ...appended.map((each) => each.position)), ...result };
  }
}
