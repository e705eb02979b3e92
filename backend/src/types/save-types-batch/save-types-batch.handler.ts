import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore, FileStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import { conflict, invalid } from '../../shared/domain/domain-error';
import type { PendingWrite } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE, FILE_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { decideCreateElement } from '../create-element/create-element.decide';
import { decideDeleteElement } from '../delete-element/delete-element.decide';
import { FILE_ID } from '../element-exchange-rules';
import { ELEMENT_EXISTS, sameName } from '../element-rules';
import { ElementStream } from '../element.streams';
import { appendWithNames, nameReservations, type ElementStep } from '../element-name/element-name-writes';
import { listElements } from '../element-views';
import { decideSaveElementChanges } from '../save-element-changes/save-element-changes.decide';
import { SaveTypesBatchCommand, type TypesBatchResult } from './save-types-batch.command';
import { templateFileNotHere, templateFileRefs } from './template-file-refs';
import { planBatch } from './types-batch';

export const changedSince = (name: string, version: number) =>
  `${name} was saved by someone else since you opened it (it is at version ${version} now). ` +
  'Your changes are kept: reload it, then apply them again.';

/**
 * A designer save: every element it touches gets one new version, and all of them are written in one atomic
 * multi-stream append (a copy or move between two models is all or nothing).
 */
@CommandHandler(SaveTypesBatchCommand)
export class SaveTypesBatchHandler implements ICommandHandler<SaveTypesBatchCommand, TypesBatchResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ tenant, items, actorId }: SaveTypesBatchCommand): Promise<TypesBatchResult> {
    let plan;
    try {
      plan = planBatch(items);
    } catch (error) {
      throw invalid((error as Error).message);
    }
    const both = plan.deletes.find((each) => plan.changes.has(each.elementId));
    if (both)
      throw invalid(`Element ${both.elementId} is both changed and removed in one save: send one or the other.`);
    const writes: PendingWrite[] = [];
    const steps: ElementStep[] = [];
    const versions: Record<string, number> = {};
    const deleted = new Set(plan.deletes.map((each) => each.elementId));
    // Names are unique among the workspace's live elements, case aside, as the save leaves them: the elements it
    // deletes aside, its renames applied (two elements may swap names in one save). The reservations below make
    // this hold under concurrent saves; this check also covers elements from before reservations.
    const names = new Map(
      (await listElements(this.readModels, tenant))
        .filter((doc) => !deleted.has(doc.elementId))
        .map((doc) => [doc.elementId, doc.name] as const),
    );
    const named = new Set<string>();
    const takeName = (name: unknown, self: string) => {
      if (typeof name !== 'string') return;
      names.set(self, name);
      named.add(self);
    };
    const assertNamesUnique = () => {
      for (const self of named) {
        const name = names.get(self) ?? '';
        if ([...names].some(([other, otherName]) => other !== self && sameName(otherName, name))) {
          throw invalid(ELEMENT_EXISTS);
        }
      }
    };

    const added: TypesBatchResult['added'] = [];
    for (const create of plan.creates) {
      const elementId = randomUUID();
      takeName(create.name, elementId);
      const loaded = await ElementStream.load(this.store, tenant, elementId);
      const events = decideCreateElement(
        { elementId, name: String(create.name ?? ''), kind: create.kind, newMemberId: randomUUID },
        loaded.state,
      );
      writes.push(ElementStream.write(loaded, events));
      steps.push({ elementId, before: loaded.state, events });
      added.push({ _id: elementId, name: String(create.name), kind: create.kind });
      versions[elementId] = 1;
    }
    for (const [elementId, { version, changes }] of plan.changes) {
      const loaded = await ElementStream.load(this.store, tenant, elementId);
      if (version !== undefined && loaded.state.exists && version !== loaded.state.version) {
        throw conflict(changedSince(loaded.state.name, loaded.state.version));
      }
      for (const change of changes)
        if (change.action === 'element' && 'name' in change.set) takeName(change.set.name, elementId);
      // A template's file is uploaded and compiled first (POST /upload/{typeId}); a save names it by its hash.
      for (const { template, fileId } of templateFileRefs(changes, loaded.state))
        if (!FILE_ID.test(fileId) || !(await this.files.stat(fileId))) throw invalid(templateFileNotHere(template));
      const events = decideSaveElementChanges({ elementId, changes, newMemberId: randomUUID }, loaded.state);
      writes.push(ElementStream.write(loaded, events));
      steps.push({ elementId, before: loaded.state, events });
      versions[elementId] = events.length > 0 ? loaded.state.version + 1 : loaded.state.version;
    }
    for (const { elementId, version } of plan.deletes) {
      const loaded = await ElementStream.load(this.store, tenant, elementId);
      if (version !== undefined && loaded.state.exists && version !== loaded.state.version) {
        throw conflict(changedSince(loaded.state.name, loaded.state.version));
      }
      const events = decideDeleteElement({ elementId }, loaded.state);
      writes.push(ElementStream.write(loaded, events));
      steps.push({ elementId, before: loaded.state, events });
      versions[elementId] = loaded.state.version + 1;
    }
    assertNamesUnique();
    writes.push(...(await nameReservations(this.store, tenant, steps)));
    const results = await appendWithNames(this.store, { tenant, actorId }, writes);
    return {
      // The element writes come first; the name reservations after them are bookkeeping.
      position: Math.max(0, ...results.map((result) => result.position)),
      added,
      removed: plan.deletes.map((each) => each.elementId),
      versions,
    };
  }
}
