import { streamSpec } from '../shared/event-sourcing/stream-spec.testing';
import { decideCreateElement } from './create-element/create-element.decide';
import { decideDeleteElement } from './delete-element/delete-element.decide';
import { changesToReach, diffElements, summarizeChanges } from './element-diff';
import type { ElementEvent } from './element.events';
import { ElementStream } from './element.streams';
import { decideLabelVersion } from './label-version/label-version.decide';
import { NOT_DELETED, decideRestoreElement } from './restore-element/restore-element.decide';
import { REVERT_DELETED, decideRevertElement } from './revert-element/revert-element.decide';
import { decideSaveElementChanges } from './save-element-changes/save-element-changes.decide';
import type { PendingChange } from './save-element-changes/pending-change';

const spec = streamSpec(ElementStream);
const created: ElementEvent = {
  type: 'ElementCreated',
  data: { elementId: 'e1', name: 'Client', kind: 'model', definition: {}, members: [] },
};

/** Folds a history of batches, as the stream would after each save. */
function history(...batches: PendingChange[][]): ElementEvent[] {
  const events: ElementEvent[] = [created];
  let n = 0;
  for (const changes of batches) {
    const state = spec.given(events).state;
    events.push(...decideSaveElementChanges({ elementId: 'e1', changes, newMemberId: () => `m${++n}` }, state));
  }
  return events;
}

const v3 = history(
  [
    { action: 'add', kind: 'variable', member: { name: 'FirstName', type: 'text' } },
    { action: 'add', kind: 'template', member: { name: 'Letter', type: 'text', text: 'Dear {FirstName}' } },
  ],
  [
    { action: 'update', kind: 'variable', memberId: 'm1', set: { name: 'GivenName', type: 'number' } },
    { action: 'add', kind: 'formula', member: { name: 'Greeting', expression: '"Hi"' } },
    { action: 'update', kind: 'template', memberId: 'm2', set: { text: 'Hello {GivenName}' } },
    { action: 'element', set: { summary: '{GivenName}' } },
  ],
);

describe('creating an element (001 §3)', () => {
  it('makes a model empty, a table with a Name column, one row and Name as key, a query with empty references', () => {
    const newMemberId = () => 'n1';
    spec
      .given([])
      .when((state) => decideCreateElement({ elementId: 't1', name: 'Rates', kind: 'table', newMemberId }, state))
      .then([
        {
          type: 'ElementCreated',
          data: {
            elementId: 't1',
            name: 'Rates',
            kind: 'table',
            definition: { data: [{ Name: '' }], key: 'Name', keyType: 'text' },
            members: [{ kind: 'variable', member: { _id: 'n1', name: 'Name', type: 'text', isList: false } }],
          },
        },
      ]);
    spec
      .given([])
      .when((state) => decideCreateElement({ elementId: 'q1', name: 'Matters', kind: 'query', newMemberId }, state))
      .then([
        {
          type: 'ElementCreated',
          data: {
            elementId: 'q1',
            name: 'Matters',
            kind: 'query',
            definition: { extModelName: '', key: '' },
            members: [],
          },
        },
      ]);
    spec
      .given([])
      .when((state) => decideCreateElement({ elementId: 'x', name: 'has space', kind: 'model', newMemberId }, state))
      .thenThrows('A name cannot contain spaces.');
  });
});

describe('versions: diff, revert, delete, restore, labels', () => {
  const at = (version: number) => spec.given(v3.slice(0, version)).state;

  it('numbers versions by save, from 1', () => {
    expect([1, 2, 3].map((version) => at(version).version)).toEqual([1, 2, 3]);
  });

  it('compares two versions member by member: added, removed, renamed, retyped, properties', () => {
    const diff = diffElements(at(2), at(3));
    expect(diff.element).toEqual([{ property: 'summary', before: null, after: '{GivenName}' }]);
    expect(diff.members).toEqual([
      {
        kind: 'variable',
        memberId: 'm1',
        status: 'changed',
        name: 'GivenName',
        previousName: 'FirstName',
        retyped: { from: 'text', to: 'number' },
        properties: [
          { property: 'name', before: 'FirstName', after: 'GivenName' },
          { property: 'type', before: 'text', after: 'number' },
        ],
      },
      {
        kind: 'formula',
        memberId: 'm3',
        status: 'added',
        name: 'Greeting',
        properties: [
          { property: 'expression', before: null, after: '"Hi"' },
          { property: 'name', before: null, after: 'Greeting' },
        ],
      },
      {
        kind: 'template',
        memberId: 'm2',
        status: 'changed',
        name: 'Letter',
        properties: [{ property: 'text', before: 'Dear {FirstName}', after: 'Hello {GivenName}' }],
      },
    ]);
    expect(diffElements(at(3), at(2)).members.find((m) => m.kind === 'formula')?.status).toBe('removed');
    expect(diffElements(at(3), at(3))).toEqual({ element: [], members: [] });
  });

  it('sums a version up in one line', () => {
    const [, , saved] = v3;
    if (saved.type !== 'ElementChangesSaved') throw new Error('expected a save');
    expect(summarizeChanges(saved.data.changes)).toBe(
      'element properties changed, variable GivenName changed, formula Greeting added, template Letter changed',
    );
    expect(
      summarizeChanges([
        { action: 'add', kind: 'variable', member: { _id: 'a', name: 'A' } },
        { action: 'add', kind: 'variable', member: { _id: 'b', name: 'B' } },
        { action: 'remove', kind: 'layout', member: { _id: 'c', name: '(default)' } },
      ]),
    ).toBe('2 variables added, layout (default) removed');
  });

  it('reverts to an earlier version with a new version whose state is that version’s', () => {
    const [event] = decideRevertElement({ elementId: 'e1', toVersion: 1, target: at(1) }, at(3));
    expect(event).toMatchObject({ type: 'ElementChangesSaved', data: { version: 4, revertedTo: 1 } });
    const reverted = ElementStream.evolve(at(3), event);
    expect(diffElements(reverted, at(1))).toEqual({ element: [], members: [] });
    expect(reverted.version).toBe(4);
  });

  it('reverts a revert: the state before it comes back', () => {
    const [revert] = decideRevertElement({ elementId: 'e1', toVersion: 2, target: at(2) }, at(3));
    const v4 = [...v3, revert];
    const [undo] = decideRevertElement({ elementId: 'e1', toVersion: 3, target: at(3) }, spec.given(v4).state);
    const v5 = spec.given([...v4, undo]).state;
    expect(diffElements(v5, at(3))).toEqual({ element: [], members: [] });
    expect(v5.version).toBe(5);
  });

  it('records nothing when reverting to a version equal to the current one; refuses a bad version', () => {
    spec
      .given(v3)
      .when((state) => decideRevertElement({ elementId: 'e1', toVersion: 3, target: at(3) }, state))
      .thenNothing();
    spec
      .given(v3)
      .when((state) => decideRevertElement({ elementId: 'e1', toVersion: 4, target: at(3) }, state))
      .thenThrows('Version 4 does not exist: the versions are 1 to 3.');
    spec
      .given(v3)
      .when((state) => decideRevertElement({ elementId: 'e1', toVersion: 0, target: at(1) }, state))
      .thenThrows('Version 0 does not exist: the versions are 1 to 3.');
  });

  it('changesToReach gives back the whole member, id included, when reverting past its removal', () => {
    const removed = history(
      [{ action: 'add', kind: 'variable', member: { name: 'Age', type: 'number', minimum: 0 } }],
      [{ action: 'remove', kind: 'variable', memberId: 'm1' }],
    );
    const changes = changesToReach(spec.given(removed).state, spec.given(removed.slice(0, 2)).state);
    expect(changes).toEqual([
      { action: 'add', kind: 'variable', member: { _id: 'm1', name: 'Age', type: 'number', minimum: 0 } },
    ]);
  });

  it('deletes and restores as versions; a deleted element is not reverted', () => {
    const deleted = [...v3, ...decideDeleteElement({ elementId: 'e1' }, at(3))];
    expect(spec.given(deleted).state).toMatchObject({ deleted: true, version: 4 });
    spec
      .given(deleted)
      .when((state) => decideRevertElement({ elementId: 'e1', toVersion: 1, target: at(1) }, state))
      .thenThrows(REVERT_DELETED);
    spec
      .given(deleted)
      .when((state) => decideDeleteElement({ elementId: 'e1' }, state))
      .thenThrows('Element e1 not found.');
    spec
      .given(deleted)
      .when((state) => decideRestoreElement({ elementId: 'e1' }, state))
      .then([{ type: 'ElementRestored', data: { elementId: 'e1', version: 5 } }]);
    spec
      .given(v3)
      .when((state) => decideRestoreElement({ elementId: 'e1' }, state))
      .thenThrows(NOT_DELETED);
    const restored = spec.given([...deleted, { type: 'ElementRestored', data: { elementId: 'e1', version: 5 } }]).state;
    expect(diffElements(restored, at(3))).toEqual({ element: [], members: [] });
  });

  it('labels a version without making a new one', () => {
    spec
      .given(v3)
      .when((state) => decideLabelVersion({ elementId: 'e1', version: 2, label: ' Before rates ' }, state))
      .then([{ type: 'ElementVersionLabelled', data: { elementId: 'e1', version: 2, label: 'Before rates' } }]);
    const labelled = spec.given([
      ...v3,
      { type: 'ElementVersionLabelled', data: { elementId: 'e1', version: 2, label: 'Before rates' } },
    ]).state;
    expect(labelled).toMatchObject({ version: 3, labels: { 2: 'Before rates' } });
    spec
      .given(v3)
      .when((state) => decideLabelVersion({ elementId: 'e1', version: 9, label: 'x' }, state))
      .thenThrows('Version 9 does not exist: the versions are 1 to 3.');
  });
});
