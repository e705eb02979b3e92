import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import { FileNotFoundError, type EventStore, type FileStore } from '@app/storage';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import { EVENT_STORE, FILE_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { elementAsOfVersion, elementAtHead } from '../../types';
import { attachmentsOf, fileVariablesOf, type FileAnswer } from '../answer-files/file-answer';
import { RunAssembler } from '../assemble-run/run-assembler';
import { appMember } from '../interview-input/interview-input';
import { assertExternalMaySeeDocuments } from '../external-documents';
import { reachRecord, reachRunOutputs } from '../record-reach';
import { loadTimedRun, type TimedRun } from '../run-history';
import type { RunDocument } from '../run.state';
import { appText } from '../run-model';
import { contentTypeOf, uniqueNames } from './content-disposition';

/** A download ready to stream: its name, media type and bytes. */
export interface Download {
  name: string;
  contentType: string;
  body: Readable;
}

export const noSuchRun = (runId: string) => `This record has no run ${runId} with documents to download.`;
export const noSuchDocument = (runId: string, n: number) => `The run ${runId} has no document ${n}.`;
export const noSuchAttachment = (name: string) => `This record has no attachment named ${name}.`;
export const NO_ATTACHMENTS = 'This record has no attachments.';
export const fileLost = (name: string) =>
  `The file ${name} is no longer in the file store and could not be assembled again.`;

/** Fixed entry times: a zip of the same files is the same bytes whenever it is downloaded. */
const ZIP_TIME = new Date('2000-01-01T00:00:00Z');

/**
 * The downloads (contract §5): a run's documents one by one or zipped, and the record's attachments. Bytes come
 * from the file store by SHA-256. A run's file lost from the store is assembled again first (RunAssembler.reassemble
 * gives the same bytes), so a download never fails for a file that can be rebuilt.
 */
@Injectable()
export class RunDownloads {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly assembler: RunAssembler,
  ) {}

  async document(auth: AuthContext, catalog: string, recordId: string, runId: string, n: number): Promise<Download> {
    const run = await this.recordRun(auth, catalog, recordId, runId);
    const document = run.documents[n];
    if (!document) throw notFound(noSuchDocument(runId, n));
    const [body] = await this.runBytes(auth.tenant, run, [document]);
    return { name: document.name, contentType: contentTypeOf(document.ext), body };
  }

  async runZip(auth: AuthContext, catalog: string, recordId: string, runId: string): Promise<Download> {
    const run = await this.recordRun(auth, catalog, recordId, runId);
    const bodies = await this.runBytes(auth.tenant, run, run.documents);
    const model = await elementAsOfVersion(this.store, auth.tenant, run.modelId, run.modelVersion);
    const app = model && appMember(model, run.app);
    const label = (app && appText(app, 'label')) || run.app;
    const names = run.documents.map((document) => document.name);
    return { name: `${zipSafe(label)}.zip`, contentType: contentTypeOf('zip'), body: zipOf(names, bodies) };
  }

  async attachment(auth: AuthContext, catalog: string, recordId: string, name: string): Promise<Download> {
    const attachments = await this.attachments(auth, catalog, recordId);
    const found = attachments.find((each) => each.name === name);
    if (!found) throw notFound(noSuchAttachment(name));
    return { name: found.name, contentType: found.contentType || contentTypeOf(''), body: await this.bytes(found) };
  }

  async attachmentsZip(auth: AuthContext, catalog: string, recordId: string): Promise<Download> {
    const attachments = await this.attachments(auth, catalog, recordId);
    if (attachments.length === 0) throw notFound(NO_ATTACHMENTS);
    const bodies = await Promise.all(attachments.map((each) => this.bytes(each)));
    const names = uniqueNames(attachments.map((each) => each.name));
    return { name: 'Attachments.zip', contentType: contentTypeOf('zip'), body: zipOf(names, bodies) };
  }

  /** A completed run of this record (another record's, catalog's or workspace's run is one that does not exist). */
  private async recordRun(auth: AuthContext, catalog: string, recordId: string, runId: string): Promise<TimedRun> {
    const reached = await reachRunOutputs(this.store, this.readModels, auth, catalog, recordId);
    const run = await loadTimedRun(this.store, auth.tenant, runId);
    const ours = run && run.recordId === recordId && run.catalogId === reached.catalog.catalogId;
    if (!ours || run.status !== 'completed') throw notFound(noSuchRun(runId));
    if (auth.isExternal) {
      // The app as the run used it: its showDocs then decides whether an external user gets its documents.
      const model = await elementAsOfVersion(this.store, auth.tenant, run.modelId, run.modelVersion);
      assertExternalMaySeeDocuments(auth, (model && appMember(model, run.app)) ?? null);
    }
    return run;
  }

  private async attachments(auth: AuthContext, catalog: string, recordId: string): Promise<FileAnswer[]> {
    const { record } = await reachRecord(this.store, this.readModels, auth, catalog, recordId);
    const model = await elementAtHead(this.store, auth.tenant, record.modelId);
    return model ? attachmentsOf(fileVariablesOf(model), record.values) : [];
  }

  /** The documents' bytes; when one is missing from the store, the run is assembled again (once) to bring it back. */
  private async runBytes(tenant: string, run: TimedRun, documents: readonly RunDocument[]): Promise<Readable[]> {
    const missing = await Promise.all(documents.map(async (each) => (await this.files.stat(each.sha256)) === null));
    if (missing.some(Boolean)) await this.assembler.reassemble(tenant, run.runId);
    return Promise.all(documents.map((each) => this.bytes(each)));
  }

  private async bytes(file: { name: string; sha256: string }): Promise<Readable> {
    try {
      return await this.files.get(file.sha256);
    } catch (error) {
      if (error instanceof FileNotFoundError) throw notFound(fileLost(file.name));
      throw error;
    }
  }
}

/** A zip of the files in order, streamed (yazl reads each file as the zip is sent). */
function zipOf(names: readonly string[], bodies: readonly Readable[]): Readable {
  const zip = new ZipFile();
  names.forEach((name, i) => zip.addReadStream(bodies[i], name, { mtime: ZIP_TIME }));
  zip.end();
  return zip.outputStream as Readable;
}

/** An app label as a file name: without the characters no file system accepts. */
const zipSafe = (label: string) =>
  [...label]
    .filter((char) => char >= ' ' && !'\\/:*?"<>|'.includes(char))
    .join('')
    .trim() || 'Documents';
