import type { CollectionSpec, Filter } from './read-model-store.port';
import { ids, people, person, type ContractContext } from './read-model-contract-kit';

/** The contract's queries: filters, substrings, indexes, sorting, paging and counting. */
export function queriesContract(t: ContractContext): void {
  it('filters by equality, ne, in, ranges, booleans, dates and nested fields', async () => {
    await t.seedFive();
    const find = async (where: Filter) =>
      ids(await t.store.find('people', { where, sort: [{ field: '_id', direction: 'asc' }] }));
    expect(await find({ age: 41 })).toEqual(['b', 'd']);
    expect(await find({ age: { eq: 41 } })).toEqual(['b', 'd']);
    expect(await find({ name: { ne: 'Bob' } })).toEqual(['a', 'c', 'd', 'e']);
    expect(await find({ name: { in: ['Eve', 'Ann', 'Nobody'] } })).toEqual(['a', 'e']);
    expect(await find({ name: { in: [] } })).toEqual([]);
    expect(await find({ age: { gt: 30 } })).toEqual(['b', 'd', 'e']);
    expect(await find({ age: { gte: 30, lt: 52 } })).toEqual(['a', 'b', 'd']);
    expect(await find({ age: { lte: 30 } })).toEqual(['a', 'c']);
    expect(await find({ active: true })).toEqual(['a', 'e']);
    expect(await find({ active: false, age: 41 })).toEqual(['b', 'd']);
    expect(await find({ born: { lt: '1941-01-01T00:00:00.000Z' } })).toEqual(['a', 'c']);
    expect(await find({ 'address.city': 'Rome' })).toEqual(['b', 'd', 'e']);
    expect(await find({ _id: { in: ['c', 'x'] } })).toEqual(['c']);
  });

  it('matches null and missing fields alike with eq null, ne and in', async () => {
    await t.seed(
      person('a', 'Ann', 30),
      { _id: 'n', email: 'n@x', age: 1 },
      { _id: 'm', name: null, email: 'm@x', age: 2 },
    );
    const find = async (where: Filter) =>
      ids(await t.store.find('people', { where, sort: [{ field: '_id', direction: 'asc' }] }));
    expect(await find({ name: null })).toEqual(['m', 'n']);
    expect(await find({ name: { ne: null } })).toEqual(['a']);
    expect(await find({ name: { ne: 'Ann' } })).toEqual(['m', 'n']);
    expect(await find({ name: { in: [null, 'Ann'] } })).toEqual(['a', 'm', 'n']);
  });

  it('finds substrings case-insensitively, taking %, _, quotes and backslashes literally', async () => {
    const names = [
      '100% sure',
      '1000 sure',
      'a_b',
      'axb',
      "O'Brien",
      'say "hi"',
      'back\\slash',
      'ÉCOLE Żółw',
      'regex .* (x)',
    ];
    await t.seed(...names.map((n, i) => person(`p${i}`, n, 20 + i)));
    const contains = async (text: string) =>
      (await t.store.find('people', { where: { name: { contains: text } } })).map((d) => d.name).sort();
    expect(await contains('%')).toEqual(['100% sure']);
    expect(await contains('0%')).toEqual(['100% sure']);
    expect(await contains('_')).toEqual(['a_b']);
    expect(await contains("'b")).toEqual(["O'Brien"]);
    expect(await contains('"HI"')).toEqual(['say "hi"']);
    expect(await contains('\\s')).toEqual(['back\\slash']);
    expect(await contains('école')).toEqual(['ÉCOLE Żółw']);
    expect(await contains('ŻÓŁW')).toEqual(['ÉCOLE Żółw']);
    expect(await contains('.*')).toEqual(['regex .* (x)']);
    expect(await contains('SURE')).toEqual(['100% sure', '1000 sure']);
    await expect(t.store.find('people', { where: { age: { contains: '1' } } })).rejects.toThrow(/contains.*text/);
  });

  it('answers through a compound index as through single ones, and refuses one over undeclared fields', async () => {
    await t.store.ensureCollection({ ...people, compoundIndexes: [['address.city', 'age']] });
    await t.store.ensureCollection({ ...people, compoundIndexes: [['address.city', 'age']] });
    await t.seedFive();
    const found = await t.store.find('people', {
      where: { 'address.city': 'Rome' },
      sort: [{ field: 'age', direction: 'desc' }],
    });
    expect(ids(found)).toEqual(['e', 'b', 'd']);
    await expect(
      t.store.ensureCollection({
        name: 'other',
        indexes: [{ field: 'a', type: 'text' }],
        compoundIndexes: [['a', 'b']],
      }),
    ).rejects.toThrow(/compound index field 'b' is not declared/);
  });

  it('filters, sorts and searches a field declared without an index as an indexed one, and keeps it typed', async () => {
    const unindexed: CollectionSpec = {
      ...people,
      indexes: people.indexes.map((index) =>
        index.field === 'name' || index.field === 'age' ? { ...index, indexed: false } : index,
      ),
      compoundIndexes: [['address.city', 'age']],
    };
    await t.store.ensureCollection(unindexed);
    await t.seedFive();
    const byCity = await t.store.find('people', {
      where: { 'address.city': 'Rome', age: { gte: 0 } },
      sort: [{ field: 'age', direction: 'desc' }],
    });
    expect(ids(byCity)).toEqual(['e', 'b', 'd']);
    const everyone = await t.store.find('people', { sort: [{ field: 'name', direction: 'asc' }] });
    expect(everyone.map((d) => d.name)).toEqual(['Ann', 'Bob', 'Cid', 'Dee', 'Eve']);
    expect(await t.store.find('people', { where: { name: { contains: 'ZZZ-none' } } })).toEqual([]);
    // Declared still: the type is checked on put and in filters.
    await expect(
      t.store.commit([{ op: 'put', collection: 'people', doc: { _id: 'x', name: 'X', age: 'old' } }]),
    ).rejects.toThrow(/age/);
    // Indexed again later (a projector changed its mind): the answers stay the same.
    await t.store.ensureCollection(people);
    expect(
      ids(
        await t.store.find('people', {
          where: { 'address.city': 'Rome' },
          sort: [{ field: 'age', direction: 'desc' }],
        }),
      ),
    ).toEqual(['e', 'b', 'd']);
    await expect(
      t.store.ensureCollection({ name: 'u', indexes: [{ field: 'k', type: 'text', unique: true, indexed: false }] }),
    ).rejects.toThrow(/unique field 'k' cannot be declared without an index/);
  });

  it('finds the documents whose text does not contain a substring, those without the field too', async () => {
    await t.seed(person('p1', '|ann|bob|', 30), person('p2', '|BOB|', 31), person('p3', '|cy|', 32), {
      _id: 'p4',
      age: 33,
    });
    const notContains = async (text: string) =>
      (await t.store.find('people', { where: { name: { notContains: text } } })).map((d) => d._id).sort();
    expect(await notContains('|bob|')).toEqual(['p3', 'p4']);
    expect(await notContains('|ann|')).toEqual(['p2', 'p3', 'p4']);
    expect(
      (await t.store.find('people', { where: { name: { notContains: '|cy|', contains: '|' } } })).map((d) => d._id),
    ).toEqual(['p1', 'p2']);
    await expect(t.store.find('people', { where: { age: { notContains: '1' } } })).rejects.toThrow(/notContains.*text/);
  });

  it('combines filters with or, inside and beside other conditions', async () => {
    await t.seedFive();
    const found = await t.store.find('people', {
      where: { 'address.city': 'Rome', or: [{ name: 'Bob' }, { age: { gt: 50 } }] },
      sort: [{ field: '_id', direction: 'asc' }],
    });
    expect(ids(found)).toEqual(['b', 'e']);
    expect(await t.store.count('people', { or: [{ name: 'Ann' }, { name: 'Cid' }, { age: 52 }] })).toBe(3);
    expect(await t.store.count('people', { or: [] })).toBe(0);
  });

  it('sorts on two fields in either direction, then skips and limits', async () => {
    await t.seedFive();
    const byAgeDescNameAsc = await t.store.find('people', {
      sort: [
        { field: 'age', direction: 'desc' },
        { field: 'name', direction: 'asc' },
      ],
    });
    expect(ids(byAgeDescNameAsc)).toEqual(['e', 'b', 'd', 'a', 'c']);
    const byAgeDescNameDesc = await t.store.find('people', {
      sort: [
        { field: 'age', direction: 'desc' },
        { field: 'name', direction: 'desc' },
      ],
    });
    expect(ids(byAgeDescNameDesc)).toEqual(['e', 'd', 'b', 'a', 'c']);
    const page = await t.store.find('people', {
      sort: [
        { field: 'age', direction: 'asc' },
        { field: 'name', direction: 'asc' },
      ],
      skip: 1,
      limit: 3,
    });
    expect(ids(page)).toEqual(['a', 'b', 'd']);
    expect(await t.store.find('people', { limit: 0 })).toEqual([]);
    expect(ids(await t.store.find('people', { sort: [{ field: '_id', direction: 'desc' }], skip: 3 }))).toEqual([
      'b',
      'a',
    ]);
  });

  it('counts all documents or those matching a filter', async () => {
    expect(await t.store.count('people')).toBe(0);
    await t.seedFive();
    expect(await t.store.count('people')).toBe(5);
    expect(await t.store.count('people', { age: 41 })).toBe(2);
  });
}
