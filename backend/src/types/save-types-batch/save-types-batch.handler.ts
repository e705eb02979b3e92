import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import { conflict, invalid } from '../../shared/domain/domain-error';
import { appendDecided, type PendingWrite } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { decideCreateElement } from '../create-element/create-element.decide';
import { decideDeleteElement } from '../delete-element/delete-element.decide';
import { ELEMENT_EXISTS, sameName } from '../element-rules';
import { ElementStream } from '../element.streams';
import { listElements } from '../element-views';
import { decideSaveElementChanges } from '../save-element-changes/save-element-changes.decide';
import { SaveTypesBatchCommand, type TypesBatchResult } from './save-types-batch.command';
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
    const versions: Record<string, number> = {};
    const deleted = new Set(plan.deletes.map((each) => each.elementId));
    // Names are unique among the workspace's live elements, case aside (those this save deletes aside).
    const taken = (await listElements(this.readModels, tenant))
      .filter((doc) => !deleted.has(doc.elementId))
      .map((doc) => ({ elementId: doc.elementId, name: doc.name }));
    const assertFree = (name: unknown, self?: string) => {
      if (typeof name === 'string' && taken.some((each) => each.elementId !== self && sameName(each.name, name))) {
        throw invalid(ELEMENT_EXISTS);
      }
    };

    const added: TypesBatchResult['added'] = [];
    for (const create of plan.creates) {
      const elementId = randomUUID();
      assertFree(create.name);
      const loaded = await ElementStream.load(this.store, tenant, elementId);
      const events = decideCreateElement(
        { elementId, name: String(create.name ?? ''), kind: create.kind, newMemberId: randomUUID },
        loaded.state,
      );
      writes.push(ElementStream.write(loaded, events));
      taken.push({ elementId, name: String(create.name) });
      added.push({ _id: elementId, name: String(create.name), kind: create.kind });
      versions[elementId] = 1;
    }
    for (const [elementId, { version, changes }] of plan.changes) {
      const loaded = await ElementStream.load(this.store, tenant, elementId);
      if (version !== undefined && loaded.state.exists && version !== loaded.state.version) {
        throw conflict(changedSince(loaded.state.name, loaded.state.version));
      }
      for (const change of changes)
        if (change.action === 'element' && 'name' in change.set) assertFree(change.set.name, elementId);
      const events = decideSaveElementChanges({ elementId, changes, newMemberId: randomUUID }, loaded.state);
      writes.push(ElementStream.write(loaded, events));
      versions[elementId] = events.length > 0 ? loaded.state.version + 1 : loaded.state.version;
    }
    for (const { elementId, version } of plan.deletes) {
      const loaded = await ElementStream.load(this.store, tenant, elementId);
      if (version !== undefined && loaded.state.exists && version !== loaded.state.version) {
        throw conflict(changedSince(loaded.state.name, loaded.state.version));
      }
      const events = decideDeleteElement({ elementId }, loaded.state);
      writes.push(ElementStream.write(loaded, events));
      versions[elementId] = loaded.state.version + 1;
    }
    const results = await appendDecided(this.store, { tenant, actorId }, writes);
    return {
      position: Math.max(0, ...results.map((result) => result.position)),
      added,
      removed: plan.deletes.map((each) => each.elementId),
      versions,
    };
  }
}
