import type { ElementState } from '../element.state';
import { initialElementState, noMembers } from '../element.state';
import { variableSource } from './variable-source';

const element = (elementId: string, name: string, kind: ElementState['kind'], deleted = false): ElementState => ({
  ...initialElementState,
  exists: true,
  deleted,
  elementId,
  name,
  kind,
  members: noMembers,
  version: 1,
});

const elements = [
  element('m1', 'Client', 'model'),
  element('t1', 'Courts', 'table'),
  element('q1', 'Matters', 'query'),
  element('d1', 'Gone', 'table', true),
];

describe('the element a variable draws on (001 §7 helps/evaluate)', () => {
  it("is an object or global variable's model, by id first, then by name", () => {
    expect(variableSource({ _id: 'v', name: 'Owner', type: 'object', typeDef: 'm1' }, elements)?.elementId).toBe('m1');
    expect(variableSource({ _id: 'v', name: 'Owner', type: 'global', typeName: 'client' }, elements)?.elementId).toBe(
      'm1',
    );
  });

  it('is the table or query a selection lists its options from, whatever the reference carries after the name', () => {
    const court = { _id: 'v', name: 'Court', type: 'selection', typeOfVariable: 'aTable' };
    expect(variableSource({ ...court, options: 'Courts' }, elements)?.elementId).toBe('t1');
    expect(variableSource({ ...court, options: 'Matters(Client,{open:true})|map:Name' }, elements)?.elementId).toBe(
      'q1',
    );
  });

  it('is none for a text variable, options listed below, a deleted table or an unknown model', () => {
    expect(variableSource({ _id: 'v', name: 'Title', type: 'text' }, elements)).toBeNull();
    expect(
      variableSource({ _id: 'v', name: 'Court', type: 'selection', typeOfVariable: 'anOptionListedBelow' }, elements),
    ).toBeNull();
    expect(
      variableSource(
        { _id: 'v', name: 'Court', type: 'selection', typeOfVariable: 'aTable', options: 'Gone' },
        elements,
      ),
    ).toBeNull();
    expect(variableSource({ _id: 'v', name: 'Owner', type: 'object', typeDef: 'nope' }, elements)).toBeNull();
  });
});
