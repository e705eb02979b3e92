import { linkChoices } from './variable-links';
import { variable } from './variable.testing';

describe('object links', () => {
  it('offers the variables of the linked model that hold objects of this one', () => {
    const client = {
      name: 'Client',
      properties: [
        { _id: 'a', name: 'Matters', type: 'object', typeDef: 'm-matter', isList: true },
        { _id: 'b', name: 'Spouse', type: 'object', typeDef: 'm-client' },
        { _id: 'c', name: 'FirstName', type: 'text' },
      ],
    };
    expect(linkChoices({ _id: 'm-matter', name: 'Matter' }, client, variable({ _id: 'x' }))).toEqual([
      { value: 'Client->Matters', label: 'Client → Matters (list)' },
    ]);
    expect(linkChoices({ _id: 'm-matter', name: 'Matter' }, undefined, variable())).toEqual([]);
  });
});
