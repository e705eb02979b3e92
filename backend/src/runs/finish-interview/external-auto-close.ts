import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { findLiveCatalog } from '../../catalogs';
import { listLinks, RevokeLinkCommand, sameMail } from '../../links';
import { recordAtVersion, SaveRecordCommand } from '../../records';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { elementAsOfVersion } from '../../types';
import { findUserView } from '../../users';
import { appMember } from '../interview-input/interview-input';
import type { RunState } from '../run.state';

/**
 * 001 §3 App `extAutoClose`, INTERVIEW.md §9 "extAutoClose closes the link afterwards": once an external user's run
 * of such an app completes, their access to the record closes (extUserID null, a save with the run's app and id)
 * and their links to it are revoked, so signing in by link cannot reopen it. Their run's result and documents stay
 * readable to them for a while (record-reach `reachRunOutputs`): the page after Finish is still showing them.
 * The app's setting is read at the model version the run used, like everything else the run did.
 */
@Injectable()
export class ExternalAutoClose {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly commands: CommandBus,
  ) {}

  async afterRun(tenant: string, run: RunState): Promise<void> {
    if (run.status !== 'completed' || !run.by) return;
    const user = await findUserView(this.readModels, tenant, run.by);
    if (!user?.isExternal) return;
    const record = await recordAtVersion(this.store, tenant, run.recordId);
    // Closed meanwhile, or opened for someone else: nothing of theirs is left to close.
    if (!record || record.deleted || record.values.extUserID !== run.by) return;
    const model = await elementAsOfVersion(this.store, tenant, run.modelId, run.modelVersion);
    const app = model && appMember(model, run.app);
    if ((app as Record<string, unknown> | undefined)?.extAutoClose !== true) return;
    const catalog = await findLiveCatalog(this.readModels, tenant, run.catalogId);
    if (!catalog) return;

    await this.commands.execute(
      new SaveRecordCommand(
        tenant,
        catalog,
        { extUserID: null },
        { source: 'app', app: run.app, run: run.runId },
        null,
        {
          recordId: run.recordId,
        },
      ),
    );
    const links = await listLinks(this.store, tenant);
    for (const link of links) {
      const theirs =
        !link.revoked &&
        link.recordId === run.recordId &&
        link.catalogName.toLowerCase() === catalog.name.toLowerCase() &&
        sameMail(link.userEmail, user.mail);
      if (theirs) await this.commands.execute(new RevokeLinkCommand(tenant, link.linkId, null));
    }
  }
}
