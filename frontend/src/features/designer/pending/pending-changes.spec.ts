import type { ElementView } from '../model/designer.types';
import {
  applyPending,
  emptyPending,
  isPendingRemoval,
  pendingStatus,
  queueAdd,
  queueElementUpdate,
  queueRemove,
  queueUpdate,
  rebasePending,
  saveItems,
} from './pending-changes';

const model: ElementView = {
  _id: 'M',
  name: 'Client',
  kind: 'model',
  type: 'object',
  version: 3,
  summary: 'old',
  properties: [
    { _id: 'v1', name: 'First', type: 'text', label: 'First name' },
    { _id: 'v2', name: 'Last', type: 'text' },
  ],
  formulas: [],
  templates: [],
  apps: [],
  layouts: [],
};

describe('pending changes (001 §3 pending change record, §4)', () => {
  const empty = emptyPending('M', 3);

  it('queues an addition the element shows at once, under its temporary id, and saves it without that id', () => {
    const list = queueAdd(empty, 'variable', { name: 'Middle', type: 'text', isList: false }, 'new-1');
    expect(applyPending(model, list).properties.map((v) => v.name)).toEqual(['First', 'Last', 'Middle']);
    expect(pendingStatus(list, 'new-1')).toBe('added');
    expect(saveItems(list)).toEqual([
      {
        action: 'add',
        kind: 'variable',
        parent: 'M',
        parentKind: 'model',
        name: 'Middle',
        type: 'text',
        isList: false,
        version: 3,
      },
    ]);
  });

  it('folds edits of a member pending addition into the addition', () => {
    let list = queueAdd(empty, 'variable', { name: 'Middle', type: 'text' }, 'new-1');
    list = queueUpdate(list, 'variable', 'new-1', { label: 'Middle name', type: null });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ action: 'add', name: 'Middle', label: 'Middle name' });
    expect(list.items[0]).not.toHaveProperty('type');
  });

  it('merges a second edit of a saved member into the first; null removes a property on save', () => {
    let list = queueUpdate(empty, 'variable', 'v1', { label: 'Given name' });
    list = queueUpdate(list, 'variable', 'v1', { helpText: 'As on the passport', label: null });
    expect(list.items).toEqual([
      {
        action: 'update',
        kind: 'variable',
        _id: 'v1',
        parent: 'M',
        parentKind: 'model',
        helpText: 'As on the passport',
        label: null,
      },
    ]);
    const shown = applyPending(model, list).properties[0];
    expect(shown).toEqual({ _id: 'v1', name: 'First', type: 'text', helpText: 'As on the passport' });
    expect(pendingStatus(list, 'v1')).toBe('changed');
  });

  it('removing a member pending removal cancels the removal; removing a pending addition drops it', () => {
    let list = queueUpdate(empty, 'variable', 'v2', { label: 'Surname' });
    list = queueRemove(list, 'variable', 'v2');
    expect(list.items).toEqual([{ action: 'remove', kind: 'variable', _id: 'v2', parent: 'M', parentKind: 'model' }]);
    expect(isPendingRemoval(list, 'v2')).toBe(true);
    // Still listed (struck through) so the removal can be cancelled.
    expect(applyPending(model, list).properties.map((v) => v.name)).toEqual(['First', 'Last']);
    expect(queueRemove(list, 'variable', 'v2').items).toEqual([]);

    const added = queueAdd(empty, 'formula', { name: 'Full' }, 'new-9');
    expect(queueRemove(added, 'formula', 'new-9').items).toEqual([]);
  });

  it("queues the element's own properties as one update of the element", () => {
    let list = queueElementUpdate(empty, 'model', { summary: 'new' });
    list = queueElementUpdate(list, 'model', { name: 'Customer' });
    expect(list.items).toEqual([{ action: 'update', kind: 'model', _id: 'M', summary: 'new', name: 'Customer' }]);
    expect(applyPending(model, list)).toMatchObject({ name: 'Customer', summary: 'new' });
  });

  describe('re-applying on the latest version (another author saved)', () => {
    const latest: ElementView = {
      ...model,
      version: 5,
      properties: [
        { _id: 'v1', name: 'Given', type: 'text' },
        { _id: 'v2', name: 'Last', type: 'text' },
        { _id: 'v3', name: 'Age', type: 'number' },
      ],
    };
    const changed = { memberIds: new Set(['v1', 'v3']), elementProperties: new Set(['summary']) };

    it('keeps edits of what the other author did not touch, moved to the latest version', () => {
      let list = queueUpdate(empty, 'variable', 'v2', { label: 'Surname' });
      list = queueAdd(list, 'template', { name: 'Letter', type: 'text' }, 'new-1');
      const { list: rebased, conflicts } = rebasePending(list, latest, changed);
      expect(rebased.version).toBe(5);
      expect(rebased.items).toEqual(list.items);
      expect(conflicts).toEqual([]);
    });

    it('reports as conflicts the edits of members they changed, removed members, name clashes and element properties', () => {
      let list = queueUpdate(empty, 'variable', 'v1', { label: 'Forename' });
      list = queueAdd(list, 'variable', { name: 'age', type: 'text' }, 'new-1');
      list = queueElementUpdate(list, 'model', { summary: 'mine' });
      const gone = { ...latest, properties: latest.properties.filter((v) => v._id !== 'v2') };
      list = queueUpdate(list, 'variable', 'v2', { label: 'Surname' });
      const { list: rebased, conflicts } = rebasePending(list, gone, changed);
      expect(rebased.items).toEqual([]);
      expect(conflicts.map((item) => item._id)).toEqual(['v1', 'new-1', 'M', 'v2']);
    });
  });
});
