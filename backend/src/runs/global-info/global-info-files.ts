import { Inject, Injectable } from '@nestjs/common';
import { FileNotFoundError, type FileStore } from '@app/storage';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { catalogGlobalAt } from '../../catalogs';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import { EVENT_STORE, FILE_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { AnswerUploads } from '../answer-files/answer-uploads';
import { attachmentsOf, fileVariablesOf, type FileAnswer } from '../answer-files/file-answer';
import { GlobalInfoApps, type GlobalInfoPlace } from './global-info.service';

export const noSuchGlobalFile = (name: string) => `This global info has no file named ${name}.`;
export const globalFileLost = (name: string) => `The file ${name} is no longer in the file store.`;

/**
 * A global-info app's file questions (decisions §20): the upload is stored as a record's file answer is (by its
 * SHA-256, at most 25 MB) once the catalog and the global are reached, and the answer is saved through the global's
 * autosave; a download reads a file the global's current info holds, by its name, so only what was answered there
 * is served.
 */
@Injectable()
export class GlobalInfoFiles {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly apps: GlobalInfoApps,
    private readonly uploads: AnswerUploads,
  ) {}

  async upload(auth: AuthContext, place: GlobalInfoPlace, request: Request): Promise<FileAnswer> {
    await this.apps.reach(auth.tenant, place);
    return this.uploads.receive(auth.tenant, request);
  }

  async download(auth: AuthContext, place: GlobalInfoPlace, name: string): Promise<FileAnswer & { body: Readable }> {
    const { catalog, elementName, model } = await this.apps.reach(auth.tenant, place);
    const current = await catalogGlobalAt(this.store, auth.tenant, catalog.catalogId, elementName);
    const found = attachmentsOf(fileVariablesOf(model), current?.values ?? {}).find((each) => each.name === name);
    if (!found) throw notFound(noSuchGlobalFile(name));
    try {
      return { ...found, body: await this.files.get(found.sha256) };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw notFound(globalFileLost(found.name));
      throw error;
    }
  }
}
