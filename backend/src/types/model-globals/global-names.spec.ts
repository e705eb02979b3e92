import { initialElementState, type ElementState } from '../element.state';
import { globalNames } from './global-names';

const element = (name: string, variables: Record<string, unknown>[]): ElementState => ({
  ...initialElementState,
  exists: true,
  elementId: name,
  name,
  members: {
    ...initialElementState.members,
    variable: variables.map((variable, index) => ({ _id: `${name}-${index}`, name: 'x', ...variable })),
  },
});

describe("a model's global names", () => {
  it('lists the global variables of that model across the elements, once each, by name', () => {
    const elements = [
      element('Matter', [
        { name: 'primaryClient', type: 'global', typeDef: 'client' },
        { name: 'Opponent', type: 'object', typeDef: 'client' },
        { name: 'Court', type: 'global', typeDef: 'court' },
      ]),
      element('Case', [
        { name: 'PrimaryClient', type: 'global', typeDef: 'client' },
        { name: 'Advisor', type: 'global', typeDef: 'client' },
      ]),
    ];
    expect(globalNames(elements, 'client')).toEqual(['Advisor', 'PrimaryClient', 'primaryClient']);
    expect(globalNames(elements, 'court')).toEqual(['Court']);
    expect(globalNames(elements, 'nobody')).toEqual([]);
  });
});
