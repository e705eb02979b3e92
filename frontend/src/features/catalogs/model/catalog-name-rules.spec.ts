import { CATALOG_MESSAGES, itemTypeChoices, newCatalogProblems, NEW_TYPE } from './catalog-name-rules';
import type { ItemType } from './catalog.types';

const catalogs = [{ name: 'Clients' }];
const types: ItemType[] = [
  { _id: 'm1', name: 'Contact', kind: 'model' },
  { _id: 't1', name: 'Rates', kind: 'table' },
  { _id: 'q1', name: 'Lookup', kind: 'query' },
];
const problems = (name: string, type = NEW_TYPE) => newCatalogProblems({ name, type }, catalogs, types);

describe("the new catalog dialog's messages as the administrator types (002 §5)", () => {
  it('asks for a name, then says each rule the name breaks, in the order the server checks them', () => {
    expect(problems('').name).toBe('Please provide a name.');
    expect(problems('   ').name).toBe('Please provide a name.');
    expect(problems('A'.repeat(51)).name).toBe('Collection names cannot exceed 50 characters.');
    expect(problems('A'.repeat(50)).name).toBeNull();
    expect(problems('Fees$').name).toBe("Collection names cannot include the '$' character.");
    expect(problems('My clients').name).toBe('Invalid: A name cannot contain spaces.');
    expect(problems('2clients').name).toBe('Invalid: A name must start with a letter.');
    expect(problems('a-b').name).toBe('Invalid: A name may only contain letters, digits and underscores.');
  });

  it('refuses the name of a catalog (case aside), and with type new the name of a model', () => {
    expect(problems('CLIENTS', 'm1').name).toBe('A collection by this name already exists.');
    expect(problems('contact').name).toBe('The new collection by this name already exists.');
    expect(problems('contact', 'm1').name).toBeNull();
    expect(problems('Matters').name).toBeNull();
  });

  it('asks for a type until one is chosen', () => {
    expect(problems('Matters', '').type).toBe('You must choose a type for items in the collection.');
    expect(problems('Matters', 'm1').type).toBeNull();
    expect(problems('Matters', NEW_TYPE).type).toBeNull();
  });

  it('offers models and tables as existing types, not queries', () => {
    expect(itemTypeChoices(types).map((type) => type.name)).toEqual(['Contact', 'Rates']);
  });

  it('ends an invalid reason with one period', () => {
    expect(CATALOG_MESSAGES.nameInvalid('A name cannot contain spaces.')).toBe(
      'Invalid: A name cannot contain spaces.',
    );
  });
});
