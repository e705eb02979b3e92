import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventStore, FileStore } from '@app/storage';
import { catalogAppOptions } from '../../catalogs';
import { DocumentStorage, ProviderRefused, ProviderUnavailable } from '../../document-storage';
import { recordAtVersion } from '../../records';
import { conflict } from '../../shared/domain/domain-error';
import type { AppConfig } from '../../shared/config/app-config';
import { APP_CONFIG, EVENT_STORE, FILE_STORE } from '../../shared/storage/tokens';
import { elementAsOfVersion } from '../../types';
import { RunAssembler } from '../assemble-run/run-assembler';
import { runScope } from '../assemble-run/run-scope';
import { runValues } from '../run-globals/read-run-globals';
import { contentTypeOf } from '../downloads/content-disposition';
import type { SendProvider } from '../run.events';
import type { RunState } from '../run.state';
import { RunStream } from '../run.streams';
import { linkMatter, profileFor } from './profile-for';
import {
  assertCompleted,
  decideDocumentSent,
  decideSendFailed,
  decideSendRequested,
  pendingDocuments,
  type SendFailed,
} from './send-documents.decide';

/** Where the catalog's app option sends a run's documents, or null when 'Send documents' is off for its app. */
export async function sendTarget(store: EventStore, tenant: string, run: RunState): Promise<SendProvider | null> {
  const options = await catalogAppOptions(store, tenant, run.catalogId);
  const option = options?.find(
    (each) => each.globalTarget === undefined && each.appName.toLowerCase() === run.app.toLowerCase(),
  );
  return option?.isSendDocuments && option.uploadDocuments ? option.uploadDocuments : null;
}

export const sendingIsOff = (app: string) =>
  `'Send documents' is off for the app ${app} in this catalog: there is nowhere to send its documents.`;
export const sendingTurnedOff = (app: string) =>
  `'Send documents' was turned off for the app ${app} before this document was sent.`;

/**
 * One try at sending a completed run's pending documents (RunSendRequested onwards), each written to the run's
 * stream as sent or failed. A provider that does not answer stops the try: the documents after it fail with the same
 * reason instead of each waiting out its own timeout. A refusal concerns one document (its profile), so the others
 * are still tried. The local copies are never touched.
 */
@Injectable()
export class RunDocumentSender {
  private readonly logger = new Logger('RunDocumentSender');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: DocumentStorage,
    private readonly assembler: RunAssembler,
  ) {}

  /**
   * Asks for the run's documents to be sent where its app option says: on completion (`by` null: all of them, once;
   * nothing when the option is off), or again for the unsent ones (`by` the user; a 409 when the option is off).
   * Answers how many documents are now asked for, and the position of the request.
   */
  async request(tenant: string, runId: string, by: string | null): Promise<{ documents: number; position: number }> {
    const { state } = await RunStream.load(this.store, tenant, runId);
    assertCompleted(runId, state);
    const provider = await sendTarget(this.store, tenant, state);
    if (!provider) {
      if (by === null) return { documents: 0, position: 0 };
      throw conflict(sendingIsOff(state.app));
    }
    let documents = 0;
    const result = await RunStream.run(
      this.store,
      { tenant, actorId: by, id: runId, retryOnConflict: 3 },
      (current) => {
        const events = decideSendRequested({ runId, provider, by }, current);
        documents = events[0]?.type === 'RunSendRequested' ? events[0].data.documents.length : 0;
        return events;
      },
    );
    return { documents, position: result.position };
  }

  /** Tries every pending document once; answers the run as the try left it. */
  async attempt(tenant: string, runId: string): Promise<RunState> {
    const { state: run } = await RunStream.load(this.store, tenant, runId);
    const pending = run.status === 'completed' ? pendingDocuments(run) : [];
    if (pending.length === 0) return run;
    const fail = (failure: Omit<SendFailed, 'runId'>) => this.fail(tenant, runId, failure);

    if ((await sendTarget(this.store, tenant, run)) === null) {
      for (const index of pending) {
        const { provider } = run.deliveries[index];
        await fail({ index, provider, reason: sendingTurnedOff(run.app), kind: 'refused' });
      }
      return (await RunStream.load(this.store, tenant, runId)).state;
    }
    const [record, model] = await Promise.all([
      recordAtVersion(this.store, tenant, run.recordId, run.recordVersion),
      elementAsOfVersion(this.store, tenant, run.modelId, run.modelVersion),
    ]);
    // `nd:` profiles read what the templates read: the record's values with the global info the run pinned.
    const values = await runValues(this.store, tenant, run, record?.values ?? {});
    // And the object models' formulas at the versions the run pinned (`Client.FullName`).
    const objects = model ? await this.assembler.objectModels(tenant, run, model) : undefined;
    const scope = runScope(
      values,
      model?.members.formula ?? [],
      { locale: run.locale, timeZone: run.timeZone },
      objects,
    );
    let down: ProviderUnavailable | null = null;
    for (const index of pending) {
      const document = run.documents[index];
      const { provider } = run.deliveries[index];
      if (down) {
        await fail({ index, provider, reason: down.message, kind: 'unavailable' });
        continue;
      }
      try {
        const template = model?.members.template.find((each) => each._id === document.templateId);
        const profile = profileFor(template, provider, scope, { matter: linkMatter(record?.link) });
        const bytes = await this.bytesOf(tenant, runId, document.sha256);
        const file = { name: document.name, bytes, contentType: contentTypeOf(document.ext) };
        const sent = await this.storage.send(tenant, { provider, file, profile });
        await RunStream.run(this.store, { tenant, actorId: null, id: runId, retryOnConflict: 3 }, (current) =>
          decideDocumentSent(
            { runId, index, provider, ref: sent.path ?? sent.id, ...(sent.url ? { url: sent.url } : {}) },
            current,
          ),
        );
      } catch (error) {
        if (error instanceof ProviderUnavailable) {
          down = error;
          await fail({ index, provider, reason: error.message, kind: 'unavailable' });
        } else if (error instanceof ProviderRefused) {
          await fail({ index, provider, reason: error.message, kind: 'refused' });
        } else {
          // Not the provider's answer (a bug, the file store): shown, and not retried in a loop by itself.
          this.logger.error(error);
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          await fail({ index, provider, reason: `The document could not be sent: ${message}`, kind: 'refused' });
        }
      }
    }
    return (await RunStream.load(this.store, tenant, runId)).state;
  }

  private async fail(tenant: string, runId: string, failure: Omit<SendFailed, 'runId'>): Promise<void> {
    const retries = this.config.runs.sendRetryDelaysMs.length;
    const reason = failure.reason.slice(0, 2000) || 'The provider gave no reason.';
    await RunStream.run(this.store, { tenant, actorId: null, id: runId, retryOnConflict: 3 }, (current) =>
      decideSendFailed({ ...failure, runId, reason }, current, retries),
    );
  }

  /** The document's bytes from the file store; a file lost from it is assembled again first, byte for byte. */
  private async bytesOf(tenant: string, runId: string, sha256: string): Promise<Buffer> {
    if ((await this.files.stat(sha256)) === null) await this.assembler.reassemble(tenant, runId);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.files.get(sha256)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
