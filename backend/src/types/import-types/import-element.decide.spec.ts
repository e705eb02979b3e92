import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { ExchangedElement } from '../element-exchange-rules';
import type { ElementEvent } from '../element.events';
import { ElementStream } from '../element.streams';
import { clientCreated, memberIds } from '../element.testing';
import { EXTERNAL_MEMBER_FIXED } from '../save-element-changes/save-element-changes.decide';
import { decideImportElement, importKindClash } from './import-element.decide';

const spec = streamSpec(ElementStream);
const none = { variable: [], formula: [], template: [], app: [], layout: [] };
const imported = (overrides: Partial<ExchangedElement> = {}): ExchangedElement => ({
  sourceId: 'elsewhere',
  name: 'Client',
  kind: 'model',
  definition: { summary: '{FirstName}' },
  members: {
    ...none,
    variable: [
      { _id: 'v1', name: 'FirstName', type: 'text', isList: false },
      { name: 'Age', type: 'number' },
    ],
    template: [{ _id: 't1', name: 'Letter', type: 'text', text: 'Dear {FirstName}' }],
  },
  ...overrides,
});
const importAs = (elementId: string, element: ExchangedElement) => (state: Parameters<typeof decideImportElement>[1]) =>
  decideImportElement({ elementId, element, newMemberId: memberIds('new') }, state);

const existing: ElementEvent = {
  type: 'ElementCreated',
  data: {
    elementId: 'e1',
    name: 'Client',
    kind: 'model',
    definition: { summary: 'old', extra: 1 },
    members: [
      { kind: 'variable', member: { _id: 'x1', name: 'firstname', type: 'date', style: 'datepicker' } },
      { kind: 'variable', member: { _id: 'x2', name: 'Gone', type: 'text' } },
      { kind: 'formula', member: { _id: 't1', name: 'Total', type: 'number', expression: '1' } },
    ],
  },
};

describe('import an element (one version per element)', () => {
  it('creates a new element as version 1 with the imported definition, keeping member ids', () => {
    spec
      .given([])
      .when(importAs('n1', imported()))
      .then([
        clientCreated(
          'n1',
          { kind: 'variable', member: { _id: 'new1', name: 'Age', type: 'number' } },
          { kind: 'template', member: { _id: 't1', name: 'Letter', type: 'text', text: 'Dear {FirstName}' } },
        ),
      ]);
  });

  it("creates a table with the import's columns, not a new table's Name column", () => {
    const table = imported({
      name: 'Rates',
      kind: 'table',
      definition: { key: 'Code', data: [{ Code: 'A' }] },
      members: { ...none, variable: [{ _id: 'c1', name: 'Code', type: 'text' }] },
    });
    spec
      .given([])
      .when(importAs('n2', table))
      .then([
        {
          type: 'ElementCreated',
          data: {
            elementId: 'n2',
            name: 'Rates',
            kind: 'table',
            definition: { key: 'Code', data: [{ Code: 'A' }] },
            members: [{ kind: 'variable', member: { _id: 'c1', name: 'Code', type: 'text' } }],
          },
        },
      ]);
  });

  it('makes an existing element the imported one in one version: same names updated in place, others added or removed', () => {
    spec
      .given([existing])
      .when(importAs('e1', imported()))
      .then([
        {
          type: 'ElementChangesSaved',
          data: {
            elementId: 'e1',
            version: 2,
            changes: [
              { action: 'element', set: { summary: '{FirstName}', extra: null }, before: { summary: 'old', extra: 1 } },
              { action: 'remove', kind: 'variable', member: { _id: 'x2', name: 'Gone', type: 'text' } },
              {
                action: 'remove',
                kind: 'formula',
                member: { _id: 't1', name: 'Total', type: 'number', expression: '1' },
              },
              {
                action: 'update',
                kind: 'variable',
                memberId: 'x1',
                name: 'FirstName',
                set: { name: 'FirstName', type: 'text', style: null, isList: false },
                before: { name: 'firstname', type: 'date', style: 'datepicker', isList: null },
              },
              { action: 'add', kind: 'variable', member: { _id: 'new1', name: 'Age', type: 'number' } },
              // t1 was the id of the formula the import removes: an id is kept only when no member of the
              // element had it, so that its history never shows two members under one id.
              {
                action: 'add',
                kind: 'template',
                member: { _id: 'new2', name: 'Letter', type: 'text', text: 'Dear {FirstName}' },
              },
            ],
          },
        },
      ]);
  });

  it('records nothing when the element already is the imported one', () => {
    const same = clientCreated(
      'e1',
      { kind: 'variable', member: { _id: 'v9', name: 'Age', type: 'number' } },
      { kind: 'template', member: { _id: 't1', name: 'Letter', type: 'text', text: 'Dear {FirstName}' } },
    );
    spec.given([same]).when(importAs('e1', imported())).thenNothing();
  });

  it('refuses what a save refuses: a reserved name, an external member retyped, another kind', () => {
    spec
      .given([])
      .when(importAs('n1', imported({ members: { ...none, formula: [{ name: 'if', type: 'text' }] } })))
      .thenThrows('"if" is a reserved word; choose another name.');
    const external: ElementEvent = {
      ...existing,
      data: {
        ...existing.data,
        members: [{ kind: 'variable', member: { _id: 'x1', name: 'FirstName', type: 'date', isExternal: true } }],
      },
    } as ElementEvent;
    spec.given([external]).when(importAs('e1', imported())).thenThrows(EXTERNAL_MEMBER_FIXED);
    spec
      .given([existing])
      .when(importAs('e1', imported({ kind: 'table' })))
      .thenThrows(importKindClash('Client'));
  });
});
