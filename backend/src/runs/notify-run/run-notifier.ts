import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { catalogAppOptions, findLiveCatalog } from '../../catalogs';
import { RECORDS, RECORDS_PROJECTOR, type RecordDoc } from '../../records';
import type { Mailer } from '../../shared/mail/mail.port';
import { EVENT_STORE, MAILER, READ_MODELS } from '../../shared/storage/tokens';
import { findWorkspace } from '../../tenancy';
import { elementAsOfVersion } from '../../types';
import { findUserView, groupMemberMails } from '../../users';
import { RunStream } from '../run.streams';
import { decideNotifyRun, owesNotice } from './notify-run.decide';
import { documentsPageUrl, runNotice } from './run-notice';

/**
 * Mails the catalog's notification group when a run completes (issue 16 "Notifications"; 002 §2.2
 * appOptions.notification, offered with external access). Called by the run queue after RunCompleted, and again at
 * start for completed runs without RunNotified, so a crash between the two costs a late mail, never a lost one; a
 * member may then get the same mail twice, which is the better failure for a notice.
 */
@Injectable()
export class RunNotifier {
  private readonly logger = new Logger(RunNotifier.name);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  /** `origin` is the product's address as the finishing request reached it (the mail's link). Answers how many got it. */
  async notify(tenant: string, runId: string, origin: string): Promise<number> {
    const { state: run } = await RunStream.load(this.store, tenant, runId);
    if (!owesNotice(run)) return 0;
    const options = await catalogAppOptions(this.store, tenant, run.catalogId);
    const option = options?.find(
      (each) => each.globalTarget === undefined && each.appName.toLowerCase() === run.app.toLowerCase(),
    );
    // The group is chosen under external access (002 §2.2): with that switched off, the choice is not in force.
    const group = option?.extAccess ? option.notification : '';
    if (!group) return 0;
    const mails = await groupMemberMails(this.store, this.readModels, tenant, group);
    if (mails.length > 0) {
      const catalog = await findLiveCatalog(this.readModels, tenant, run.catalogId);
      const workspace = await findWorkspace(this.readModels, tenant);
      const record = (await this.readModels
        .reader(RECORDS_PROJECTOR)
        .get(RECORDS, `${tenant}.${run.recordId}`)) as RecordDoc | null;
      const model = await elementAsOfVersion(this.store, tenant, run.modelId, run.modelVersion);
      const app = model?.members.app.find((member) => member.name === run.app);
      const by = run.by ? await findUserView(this.readModels, tenant, run.by) : null;
      const facts = {
        workspaceLabel: workspace?.label || tenant,
        appLabel: (typeof app?.label === 'string' && app.label) || run.app,
        recordName: record?.name || run.recordId,
        byName: by?.name ?? null,
        documents: run.documents.map((document) => document.name),
        documentsUrl: documentsPageUrl(origin, tenant, catalog?.name ?? run.catalogId, run.recordId, run.app),
      };
      for (const to of mails) {
        // One member's bad mailbox must not keep the others from hearing of the run.
        await this.mailer.send(runNotice(to, facts)).catch((error: unknown) => {
          this.logger.warn(`The notice of run ${runId} to a group member was not sent: ${String(error)}`);
        });
      }
    }
    await RunStream.run(this.store, { tenant, actorId: null, id: runId, retryOnConflict: 3 }, (current) =>
      decideNotifyRun({ runId, group, recipients: mails.length }, current),
    );
    return mails.length;
  }
}
