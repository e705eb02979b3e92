import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { ElementStream } from '../element.streams';
import { clientCreated, memberIds } from '../element.testing';
import { decideSaveElementChanges, EXTERNAL_MEMBER_FIXED } from './save-element-changes.decide';
import type { PendingChange } from './pending-change';
import { notAWebAddress } from '../member-property-rules';

const spec = streamSpec(ElementStream);
const created = clientCreated('e1', {
  kind: 'variable',
  member: { _id: 'v2', name: 'Region', type: 'text', isExternal: true },
});
const save = (changes: PendingChange[]) => (state: Parameters<typeof decideSaveElementChanges>[1]) =>
  decideSaveElementChanges({ elementId: 'e1', changes, newMemberId: memberIds('m') }, state);

describe('save element changes (one batch = one version)', () => {
  it('records each change with what it replaced, as version 2', () => {
    spec
      .given([created])
      .when(
        save([
          { action: 'add', kind: 'variable', member: { name: 'Age', type: 'number' } },
          { action: 'update', kind: 'variable', memberId: 'v1', set: { name: 'GivenName', label: 'First name' } },
          { action: 'element', set: { summary: '{GivenName}' } },
        ]),
      )
      .then([
        {
          type: 'ElementChangesSaved',
          data: {
            elementId: 'e1',
            version: 2,
            changes: [
              { action: 'add', kind: 'variable', member: { _id: 'm1', name: 'Age', type: 'number' } },
              {
                action: 'update',
                kind: 'variable',
                memberId: 'v1',
                name: 'GivenName',
                set: { name: 'GivenName', label: 'First name' },
                before: { name: 'FirstName', label: null },
              },
              { action: 'element', set: { summary: '{GivenName}' }, before: { summary: '{FirstName}' } },
            ],
          },
        },
      ]);
  });

  it('lets a later change of the batch see an earlier one: add, then rename, then remove another', () => {
    const [event] = decideSaveElementChanges(
      {
        elementId: 'e1',
        newMemberId: memberIds('m'),
        changes: [
          { action: 'add', kind: 'formula', member: { name: 'Full', expression: 'FirstName' } },
          { action: 'update', kind: 'formula', memberId: 'm1', set: { name: 'FullName' } },
          { action: 'remove', kind: 'variable', memberId: 'v1' },
        ],
      },
      spec.given([created]).state,
    );
    const after = ElementStream.evolve(spec.given([created]).state, event);
    expect(after.members.formula).toEqual([{ _id: 'm1', name: 'FullName', expression: 'FirstName' }]);
    expect(after.members.variable.map((member) => member.name)).toEqual(['Region']);
    expect(after.version).toBe(2);
  });

  it("refuses a duplicate name with 001 §5's text, case aside, and a name against the rules", () => {
    spec
      .given([created])
      .when(save([{ action: 'add', kind: 'variable', member: { name: 'firstname' } }]))
      .thenThrows('A variable by this name already exists.');
    spec
      .given([created])
      .when(save([{ action: 'add', kind: 'variable', member: { name: '' } }]))
      .thenThrows('Please provide a name.');
    for (const name of ['2nd', 'has space', '$x', '_x', 'a-b', 'true', 'this']) {
      spec
        .given([created])
        .when(save([{ action: 'add', kind: 'variable', member: { name } }]))
        .thenThrows(/name|reserved/);
    }
    spec
      .given([created])
      .when(save([{ action: 'update', kind: 'variable', memberId: 'v1', set: { name: 'Region' } }]))
      .thenThrows('A variable by this name already exists.');
  });

  it("accepts the default layout's name '(default)' for a layout only (001 §3), once per model", () => {
    const layout = { name: '(default)', type: 'default', columnCount: 1, rows: [] };
    spec
      .given([created])
      .when(save([{ action: 'add', kind: 'layout', member: layout }]))
      .then([
        {
          type: 'ElementChangesSaved',
          data: {
            elementId: 'e1',
            version: 2,
            changes: [{ action: 'add', kind: 'layout', member: { _id: 'm1', ...layout } }],
          },
        },
      ]);
    spec
      .given([created])
      .when(save([{ action: 'add', kind: 'variable', member: { name: '(default)' } }]))
      .thenThrows('A name must start with a letter.');
    spec
      .given([created])
      .when(save([{ action: 'add', kind: 'layout', member: { name: '(other)' } }]))
      .thenThrows('A name must start with a letter.');
    spec
      .given([created])
      .when(
        save([
          { action: 'add', kind: 'layout', member: { name: '(default)' } },
          { action: 'add', kind: 'layout', member: { name: '(default)' } },
        ]),
      )
      .thenThrows('A layout by this name already exists.');
  });

  it('keeps an external member’s name, type and list flag; other properties change', () => {
    spec
      .given([created])
      .when(save([{ action: 'update', kind: 'variable', memberId: 'v2', set: { type: 'number' } }]))
      .thenThrows(EXTERNAL_MEMBER_FIXED);
    spec
      .given([created])
      .when(save([{ action: 'update', kind: 'variable', memberId: 'v2', set: { label: 'Region' } }]))
      .then([
        {
          type: 'ElementChangesSaved',
          data: {
            elementId: 'e1',
            version: 2,
            changes: [
              {
                action: 'update',
                kind: 'variable',
                memberId: 'v2',
                name: 'Region',
                set: { label: 'Region' },
                before: { label: null },
              },
            ],
          },
        },
      ]);
  });

  it('records nothing for a batch that changes nothing', () => {
    spec
      .given([created])
      .when(save([{ action: 'update', kind: 'variable', memberId: 'v1', set: { name: 'FirstName', type: 'text' } }]))
      .thenNothing();
    spec.given([created]).when(save([])).thenNothing();
  });

  it('refuses an unknown member, and an unknown or deleted element', () => {
    spec
      .given([created])
      .when(save([{ action: 'remove', kind: 'template', memberId: 'nope' }]))
      .thenThrows('The template nope was not found.');
    spec.given([]).when(save([])).thenThrows('Element e1 not found.');
    spec
      .given([created, { type: 'ElementDeleted', data: { elementId: 'e1', version: 2 } }])
      .when(save([]))
      .thenThrows('Element e1 not found.');
  });

  it("refuses an app's completion or exit address that is not a web address, on add and on update", () => {
    const app = { name: 'Intake', screens: [], templates: [''], generateDocs: true };
    spec
      .given([created])
      .when(save([{ action: 'add', kind: 'app', member: { ...app, extCompletionURL: 'javascript:alert(1)' } }]))
      .thenThrows(notAWebAddress('completion URL'));
    spec
      .given([created])
      .when(
        save([
          { action: 'add', kind: 'app', member: app },
          { action: 'update', kind: 'app', memberId: 'm1', set: { extExitURL: 'data:text/html,hi' } },
        ]),
      )
      .thenThrows(notAWebAddress('exit URL'));
    spec
      .given([created])
      .when(save([{ action: 'add', kind: 'app', member: { ...app, extExitURL: 'https://example.com/bye' } }]))
      .then([
        {
          type: 'ElementChangesSaved',
          data: {
            elementId: 'e1',
            version: 2,
            changes: [
              { action: 'add', kind: 'app', member: { _id: 'm1', ...app, extExitURL: 'https://example.com/bye' } },
            ],
          },
        },
      ]);
  });

  it("carries a renamed variable's layout cells along in the same version, and leaves the others", () => {
    const cell = (content: string, more: Record<string, unknown> = {}) => ({
      id: `q-${content}`,
      class: 'question',
      content,
      offset: 0,
      span: 1,
      ...more,
    });
    const note = { id: 's1', class: 'static', content: 'FirstName', offset: 0, span: 2, list: ['FirstName'] };
    const layout = {
      _id: 'l1',
      name: '(default)',
      type: 'default',
      columnCount: 2,
      rows: [[cell('FirstName')], [cell('Region', { list: ['FirstName', 'Region'] })], [note]],
    };
    spec
      .given([clientCreated('e1', { kind: 'layout', member: layout })])
      .when(save([{ action: 'update', kind: 'variable', memberId: 'v1', set: { name: 'GivenName' } }]))
      .then([
        {
          type: 'ElementChangesSaved',
          data: {
            elementId: 'e1',
            version: 2,
            changes: [
              {
                action: 'update',
                kind: 'variable',
                memberId: 'v1',
                name: 'GivenName',
                set: { name: 'GivenName' },
                before: { name: 'FirstName' },
              },
              {
                action: 'update',
                kind: 'layout',
                memberId: 'l1',
                name: '(default)',
                // The static cell's text stays as written; its with-questions list follows the rename.
                set: {
                  rows: [
                    [cell('GivenName')],
                    [cell('Region', { list: ['GivenName', 'Region'] })],
                    [{ ...note, list: ['GivenName'] }],
                  ],
                },
                before: { rows: layout.rows },
              },
            ],
          },
        },
      ]);
  });
});
