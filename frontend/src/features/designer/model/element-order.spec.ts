import type { ElementListItem } from './designer.types';
import { isThirdParty, orderMembers, visibleElements } from './element-order';

const item = (name: string, kind: ElementListItem['kind']): ElementListItem => ({
  _id: name,
  name,
  kind,
  type: kind === 'model' ? 'object' : kind,
  version: 1,
});

describe('the element list (001 §2)', () => {
  const elements = [
    item('zeta', 'query'),
    item('Beta', 'table'),
    item('alpha', 'table'),
    item('Client', 'model'),
    item('clio:Matter', 'model'),
  ];

  it('orders models, tables, then queries, each by lower-case name', () => {
    expect(visibleElements(elements, { search: '', showThirdParty: true }).map((e) => e.name)).toEqual([
      'Client',
      'clio:Matter',
      'alpha',
      'Beta',
      'zeta',
    ]);
  });

  it('hides third-party elements (clio:, fv:) unless asked for, and searches case aside', () => {
    expect(isThirdParty({ name: 'fv:Project' })).toBe(true);
    expect(visibleElements(elements, { search: '', showThirdParty: false }).map((e) => e.name)).not.toContain(
      'clio:Matter',
    );
    expect(visibleElements(elements, { search: 'BET', showThirdParty: false }).map((e) => e.name)).toEqual(['Beta']);
  });

  it('orders members by position when they have one, otherwise by lower-case name', () => {
    expect(
      orderMembers([
        { _id: '1', name: 'b' },
        { _id: '2', name: 'A' },
      ]).map((m) => m.name),
    ).toEqual(['A', 'b']);
    expect(
      orderMembers([
        { _id: '1', name: 'a', position: 2 },
        { _id: '2', name: 'b', position: 1 },
      ]).map((m) => m.name),
    ).toEqual(['b', 'a']);
  });
});
