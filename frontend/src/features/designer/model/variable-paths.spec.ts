import type { ElementListItem, ElementView, Member } from './designer.types';
import {
  insertionText,
  longDatePattern,
  memberNodes,
  referenceText,
  searchDepthOf,
  searchIndex,
  searchPaths,
  SHOW_ALL,
  treeRows,
  type ModelLibrary,
} from './variable-paths';

const view = (id: string, name: string, members: Partial<ElementView> = {}): ElementView =>
  ({
    _id: id,
    name,
    kind: 'model',
    type: 'object',
    version: 1,
    properties: [],
    formulas: [],
    templates: [],
    apps: [],
    layouts: [],
    ...members,
  }) as ElementView;

const v = (name: string, properties: Partial<Member> = {}): Member => ({
  _id: `v-${name}`,
  name,
  type: 'text',
  ...properties,
});

// Client → Spouse (Person) → Employer (Firm) → Address (Address) → Owner (Person) …: a chain deep enough to
// see the depth limits.
const person = view('person', 'Person', {
  properties: [v('Name'), v('Employer', { type: 'object', typeDef: 'firm' })],
});
const firm = view('firm', 'Firm', { properties: [v('Title'), v('Address', { type: 'object', typeDef: 'address' })] });
const address = view('address', 'Address', {
  properties: [v('City'), v('Owner', { type: 'object', typeDef: 'person' })],
});
const rates = view('rates', 'Rates', { kind: 'table', type: 'table', properties: [v('Rate', { type: 'number' })] });
const find = view('find', 'Find', { kind: 'query', type: 'query', properties: [v('Hit')] });
const client = view('client', 'Client', {
  properties: [
    v('FirstName'),
    v('BirthDate', { type: 'date' }),
    v('Tags', { isList: true }),
    v('Spouse', { type: 'object', typeDef: 'person', typeName: 'Person' }),
    v('Kids', { type: 'object', typeDef: 'person', isList: true }),
    v('Office', { type: 'global', typeDef: 'firm' }),
    v('Plan', { type: 'selection', typeOfVariable: 'aTable', options: 'Rates' }),
    v('Colour', { type: 'selection', typeOfVariable: 'anOptionListedBelow', options: 'Rates' }),
    v('Lookup', { type: 'selection', typeOfVariable: 'aTable', options: 'Find(FirstName,{max: 1})|map:x' }),
  ],
  formulas: [v('FullName'), v('Partner', { type: 'model', ref: 'Person' })],
  templates: [v('Welcome', { type: 'docx' })],
});
const elements: ElementListItem[] = [client, person, firm, address, rates, find].map(
  ({ _id, name, kind, type, version }) => ({
    _id,
    name,
    kind,
    type,
    version,
  }),
);
const library: ModelLibrary = new Map([person, firm, address, rates, find].map((element) => [element._id, element]));

describe('the rows of an element (001 §2)', () => {
  it('shows variables, formulas and templates with their types, lists marked', () => {
    const rows = memberNodes(client, undefined, SHOW_ALL, elements);
    expect(rows.map((row) => [row.name, row.kind, row.typeLabel])).toEqual([
      ['BirthDate', 'variable', 'date'],
      ['Colour', 'variable', 'selection'],
      ['FirstName', 'variable', 'text'],
      ['Kids', 'variable', 'Person list'],
      ['Lookup', 'variable', 'selection'],
      ['Office', 'variable', 'global Firm'],
      ['Plan', 'variable', 'selection'],
      ['Spouse', 'variable', 'Person'],
      ['Tags', 'variable', 'text list'],
      ['FullName', 'formula', 'text'],
      ['Partner', 'formula', 'Person'],
      ['Welcome', 'template', 'docx template'],
    ]);
  });

  it('filters: Show variables, Show templates, Show formulas, Show global', () => {
    const names = (filters: Partial<typeof SHOW_ALL>) =>
      memberNodes(client, undefined, { ...SHOW_ALL, ...filters }, elements).map((row) => row.name);
    expect(names({ variables: false })).toEqual(['Office', 'FullName', 'Partner', 'Welcome']);
    expect(names({ global: false })).not.toContain('Office');
    expect(names({ formulas: false })).not.toContain('FullName');
    expect(names({ templates: false })).not.toContain('Welcome');
  });

  it('object, global, selection members and model formulas have children', () => {
    const rows = memberNodes(client, undefined, SHOW_ALL, elements);
    const childrenOf = (name: string) => rows.find((row) => row.name === name)?.children;
    expect(childrenOf('Spouse')).toEqual({ id: 'person', kind: 'model' });
    expect(childrenOf('Office')).toEqual({ id: 'firm', kind: 'model' });
    expect(childrenOf('Plan')).toEqual({ id: 'rates', kind: 'table' });
    expect(childrenOf('Lookup')).toEqual({ id: 'find', kind: 'query' });
    expect(childrenOf('Colour')).toBeUndefined();
    expect(childrenOf('Partner')).toEqual({ id: 'person', kind: 'model' });
    expect(childrenOf('FirstName')).toBeUndefined();
  });
});

describe('the tree (001 §9: depth 3)', () => {
  it('expands a row into the members of its model, and asks for models not loaded yet', () => {
    const collapsed = treeRows(client, library, new Set(), SHOW_ALL, elements);
    expect(collapsed.rows.some((row) => row.key === 'Spouse.Name')).toBe(false);
    const open = treeRows(client, new Map(), new Set(['Spouse']), SHOW_ALL, elements);
    expect(open.wanted).toEqual([{ id: 'person', kind: 'model' }]);
    expect(open.rows.find((row) => row.key === 'Spouse')).toMatchObject({ expanded: true, loading: true });
    const loaded = treeRows(client, library, new Set(['Spouse']), SHOW_ALL, elements);
    expect(loaded.rows.filter((row) => row.depth === 2).map((row) => row.key)).toEqual([
      'Spouse.Employer',
      'Spouse.Name',
    ]);
  });

  it('stops expanding at depth 3', () => {
    const { rows } = treeRows(
      client,
      library,
      new Set(['Spouse', 'Spouse.Employer', 'Spouse.Employer.Address']),
      SHOW_ALL,
      elements,
    );
    const third = rows.find((row) => row.key === 'Spouse.Employer.Address');
    expect(third).toMatchObject({ depth: 3, expandable: false, expanded: false });
    expect(rows.some((row) => row.depth > 3)).toBe(false);
    expect(rows.find((row) => row.key === 'Spouse.Employer')).toMatchObject({ expandable: true, expanded: true });
  });
});

describe('search (001 §9: depth 5, or 2 above 100 properties)', () => {
  it('indexes paths to depth 5', () => {
    const { rows, wanted } = searchIndex(client, library, SHOW_ALL, elements);
    expect(wanted).toEqual([]);
    expect(Math.max(...rows.map((row) => row.depth))).toBe(5);
    expect(rows.map((row) => row.key)).toContain('Spouse.Employer.Address.Owner.Name');
    expect(rows.map((row) => row.key)).not.toContain('Spouse.Employer.Address.Owner.Employer.Title');
  });

  it('indexes to depth 2 when the element has more than 100 properties', () => {
    const big = view('big', 'Big', {
      properties: [
        v('Spouse', { type: 'object', typeDef: 'person' }),
        ...Array.from({ length: 100 }, (_, i) => v(`Q${i}`)),
      ],
    });
    expect(searchDepthOf(big)).toBe(2);
    expect(searchDepthOf(client)).toBe(5);
    const keys = searchIndex(big, library, SHOW_ALL, elements).rows.map((row) => row.key);
    expect(keys).toContain('Spouse.Employer');
    expect(keys).not.toContain('Spouse.Employer.Title');
  });

  it('asks for the models it needs to reach the depth', () => {
    expect(searchIndex(client, new Map(), SHOW_ALL, elements).wanted.map((ref) => ref.id)).toEqual([
      'person',
      'find',
      'firm',
      'rates',
    ]);
  });

  it('finds paths whose dotted name contains the text, case aside', () => {
    const index = searchIndex(client, library, SHOW_ALL, elements).rows;
    const found = searchPaths(index, 'employer.ti').map((row) => row.key);
    expect(found).toContain('Spouse.Employer.Title');
    expect(found).toContain('Kids.Employer.Title');
    expect(found.every((key) => key.toLowerCase().includes('employer.ti'))).toBe(true);
    expect(searchPaths(index, '  ')).toHaveLength(index.length);
  });
});

describe('references (001 §2)', () => {
  const nodes = [...searchIndex(client, library, SHOW_ALL, elements).rows];
  const node = (key: string) => nodes.find((row) => row.key === key)!;

  it('copies a reference in curly-bracket form', () => {
    expect(referenceText(node('FirstName'))).toBe('{[FirstName]}');
    expect(referenceText(node('Spouse.Name'))).toBe('{[Spouse.Name]}');
    expect(referenceText(node('Kids.Employer.Title'))).toBe('{[Kids|map:"Employer.Title"]}');
  });

  it('formats a date with the long date of the locale', () => {
    expect(longDatePattern('en-US')).toBe('MMMM D, YYYY');
    expect(longDatePattern('en-CA')).toBe('MMMM D, YYYY');
    expect(longDatePattern('en-GB')).toBe('D MMMM YYYY');
    expect(longDatePattern('en_au')).toBe('D MMMM YYYY');
    expect(longDatePattern(undefined)).toBe('MMMM D, YYYY');
    expect(insertionText(node('BirthDate'), 'en-US')).toBe('{[BirthDate|format:"MMMM D, YYYY"]}');
    expect(insertionText(node('BirthDate'), 'en-GB')).toBe('{[BirthDate|format:"D MMMM YYYY"]}');
  });

  it('punctuates a list "1, 2, and 3"; a list of records opens a list block', () => {
    expect(insertionText(node('Tags'), 'en-US')).toBe('{[Tags|punc:"1, 2, and 3"]}');
    expect(insertionText(node('Kids.Name'), 'en-US')).toBe('{[Kids|map:"Name"|punc:"1, 2, and 3"]}');
    expect(insertionText(node('Kids'), 'en-US')).toBe('{[list Kids|punc:"1, 2, and 3"]}{[endlist]}');
    expect(insertionText(node('Spouse.Name'), 'en-AU')).toBe('{[Spouse.Name]}');
  });
});
