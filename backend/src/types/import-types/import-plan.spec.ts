import type { ExchangedElement } from '../element-exchange-rules';
import {
  importedTwice,
  kindClash,
  NOTHING_TO_IMPORT,
  planImport,
  pointReferences,
  type LiveElement,
} from './import-plan';

const none = { variable: [], formula: [], template: [], app: [], layout: [] };
const element = (name: string, kind: ExchangedElement['kind'] = 'model', sourceId?: string): ExchangedElement => ({
  sourceId,
  name,
  kind,
  definition: {},
  members: none,
});
const live: LiveElement[] = [
  { elementId: 'c', name: 'Client', kind: 'model' },
  { elementId: 'r', name: 'Rates', kind: 'table' },
  { elementId: 'o', name: 'Other', kind: 'model' },
];
const ids = () => {
  let n = 0;
  return () => `new${++n}`;
};
const summary = (steps: ReturnType<typeof planImport>) =>
  steps.map((step) => `${step.action} ${step.action === 'delete' ? step.name : step.element.name} ${step.elementId}`);

describe('planning an import', () => {
  const imported = [element('client'), element('Matter'), element('Rates', 'model')];

  it('existing: keeps the workspace’s element of a name, creates the others', () => {
    expect(summary(planImport(imported, live, 'existing', ids()))).toEqual([
      'skip client c',
      'create Matter new1',
      'skip Rates r',
    ]);
  });

  it('imported: replaces the element of a name, but will not change its kind', () => {
    expect(() => planImport(imported, live, 'imported', ids())).toThrow(kindClash('Rates', 'table', 'model'));
    expect(summary(planImport(imported.slice(0, 2), live, 'imported', ids()))).toEqual([
      'replace client c',
      'create Matter new1',
    ]);
  });

  it('restore: the workspace gets exactly the import, deletions first (a changed kind is a new element)', () => {
    expect(summary(planImport(imported, live, 'restore', ids()))).toEqual([
      'delete Rates r',
      'delete Other o',
      'replace client c',
      'create Matter new1',
      'create Rates new2',
    ]);
  });

  it('refuses an empty import and two elements of one name', () => {
    expect(() => planImport([], live, 'existing', ids())).toThrow(NOTHING_TO_IMPORT);
    expect(() => planImport([element('A'), element('a')], [], 'existing', ids())).toThrow(importedTwice('a'));
  });

  it('points model references at the elements of this workspace', () => {
    const matter: ExchangedElement = {
      ...element('Matter', 'model', 'src-matter'),
      members: {
        ...none,
        variable: [
          { _id: 'v1', name: 'Client', type: 'object', typeName: 'Client', typeDef: 'src-client' },
          { _id: 'v2', name: 'Judge', type: 'object', typeName: 'Other', typeDef: 'src-elsewhere' },
          { _id: 'v3', name: 'Court', type: 'object', typeName: 'Nowhere', typeDef: 'src-gone' },
          { _id: 'v4', name: 'Self', type: 'global', typeDef: 'src-matter' },
        ],
      },
    };
    const steps = pointReferences(
      planImport([element('Client', 'model', 'src-client'), matter], live, 'existing', ids()),
      live,
    );
    const variables = steps.flatMap((step) => (step.action === 'create' ? step.element.members.variable : []));
    expect(variables.map((variable) => variable.typeDef)).toEqual(['c', 'o', 'src-gone', 'new1']);
  });
});
