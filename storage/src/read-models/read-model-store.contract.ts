import type { CollectionSpec, Doc, Filter, ReadModelStore } from './read-model-store.port';

/**
 * One place where every ReadModelStore adapter proves the same behaviour. `fresh()` gives empty
 * storage for one test; its `open()` may be called again after `close()` to prove data survives.
 */
export interface ReadModelStorage {
  open(): Promise<ReadModelStore>;
  destroy(): Promise<void>;
}

const people: CollectionSpec = {
  name: 'people',
  indexes: [
    { field: 'name', type: 'text' },
    { field: 'email', type: 'text', unique: true },
    { field: 'age', type: 'number' },
    { field: 'active', type: 'boolean' },
    { field: 'born', type: 'date' },
    { field: 'address.city', type: 'text' },
  ],
};

const person = (id: string, name: string, age: number, extra: Partial<Doc> = {}): Doc => ({
  _id: id,
  name,
  email: `${id}@example.org`,
  age,
  active: age % 2 === 0,
  born: `19${String(age).padStart(2, '0')}-01-01T00:00:00.000Z`,
  address: { city: age < 40 ? 'Oslo' : 'Rome' },
  ...extra,
});

const ids = (docs: Doc[]) => docs.map((d) => d._id);

export function describeReadModelStoreContract(name: string, fresh: () => Promise<ReadModelStorage>): void {
  describe(`ReadModelStore contract: ${name}`, () => {
    let storage: ReadModelStorage;
    let store: ReadModelStore;

    beforeEach(async () => {
      storage = await fresh();
      store = await storage.open();
      await store.ensureCollection(people);
    });
    afterEach(async () => {
      await store.close();
      await storage.destroy();
    });

    const seed = (...docs: Doc[]) =>
      store.commit(docs.map((doc) => ({ op: 'put' as const, collection: 'people', doc })));
    const seedFive = () =>
      seed(
        person('a', 'Ann', 30),
        person('b', 'Bob', 41),
        person('c', 'Cid', 25),
        person('d', 'Dee', 41),
        person('e', 'Eve', 52),
      );

    it('puts, gets, gets many in the asked order, replaces and deletes documents', async () => {
      await seedFive();
      expect(await store.get('people', 'a')).toEqual(person('a', 'Ann', 30));
      expect(await store.get('people', 'zzz')).toBeNull();
      expect(ids(await store.getMany('people', ['e', 'missing', 'a']))).toEqual(['e', 'a']);
      expect(await store.getMany('people', [])).toEqual([]);
      await store.commit([{ op: 'put', collection: 'people', doc: person('a', 'Anna', 31) }]);
      expect((await store.get('people', 'a'))?.name).toBe('Anna');
      await store.commit([
        { op: 'delete', collection: 'people', id: 'a' },
        { op: 'delete', collection: 'people', id: 'never' },
      ]);
      expect(await store.get('people', 'a')).toBeNull();
      expect(await store.count('people')).toBe(4);
    });

    it('filters by equality, ne, in, ranges, booleans, dates and nested fields', async () => {
      await seedFive();
      const find = async (where: Filter) =>
        ids(await store.find('people', { where, sort: [{ field: '_id', direction: 'asc' }] }));
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
      await seed(
        person('a', 'Ann', 30),
        { _id: 'n', email: 'n@x', age: 1 },
        { _id: 'm', name: null, email: 'm@x', age: 2 },
      );
      const find = async (where: Filter) =>
        ids(await store.find('people', { where, sort: [{ field: '_id', direction: 'asc' }] }));
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
      await seed(...names.map((n, i) => person(`p${i}`, n, 20 + i)));
      const contains = async (text: string) =>
        (await store.find('people', { where: { name: { contains: text } } })).map((d) => d.name).sort();
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
      await expect(store.find('people', { where: { age: { contains: '1' } } })).rejects.toThrow(/contains.*text/);
    });

    it('answers through a compound index as through single ones, and refuses one over undeclared fields', async () => {
      await store.ensureCollection({ ...people, compoundIndexes: [['address.city', 'age']] });
      await store.ensureCollection({ ...people, compoundIndexes: [['address.city', 'age']] });
      await seedFive();
      const found = await store.find('people', {
        where: { 'address.city': 'Rome' },
        sort: [{ field: 'age', direction: 'desc' }],
      });
      expect(ids(found)).toEqual(['e', 'b', 'd']);
      await expect(
        store.ensureCollection({
          name: 'other',
          indexes: [{ field: 'a', type: 'text' }],
          compoundIndexes: [['a', 'b']],
        }),
      ).rejects.toThrow(/compound index field 'b' is not declared/);
    });

    it('finds the documents whose text does not contain a substring, those without the field too', async () => {
      await seed(person('p1', '|ann|bob|', 30), person('p2', '|BOB|', 31), person('p3', '|cy|', 32), {
        _id: 'p4',
        age: 33,
      });
      const notContains = async (text: string) =>
        (await store.find('people', { where: { name: { notContains: text } } })).map((d) => d._id).sort();
      expect(await notContains('|bob|')).toEqual(['p3', 'p4']);
      expect(await notContains('|ann|')).toEqual(['p2', 'p3', 'p4']);
      expect(
        (await store.find('people', { where: { name: { notContains: '|cy|', contains: '|' } } })).map((d) => d._id),
      ).toEqual(['p1', 'p2']);
      await expect(store.find('people', { where: { age: { notContains: '1' } } })).rejects.toThrow(/notContains.*text/);
    });

    it('combines filters with or, inside and beside other conditions', async () => {
      await seedFive();
      const found = await store.find('people', {
        where: { 'address.city': 'Rome', or: [{ name: 'Bob' }, { age: { gt: 50 } }] },
        sort: [{ field: '_id', direction: 'asc' }],
      });
      expect(ids(found)).toEqual(['b', 'e']);
      expect(await store.count('people', { or: [{ name: 'Ann' }, { name: 'Cid' }, { age: 52 }] })).toBe(3);
      expect(await store.count('people', { or: [] })).toBe(0);
    });

    it('sorts on two fields in either direction, then skips and limits', async () => {
      await seedFive();
      const byAgeDescNameAsc = await store.find('people', {
        sort: [
          { field: 'age', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
      });
      expect(ids(byAgeDescNameAsc)).toEqual(['e', 'b', 'd', 'a', 'c']);
      const byAgeDescNameDesc = await store.find('people', {
        sort: [
          { field: 'age', direction: 'desc' },
          { field: 'name', direction: 'desc' },
        ],
      });
      expect(ids(byAgeDescNameDesc)).toEqual(['e', 'd', 'b', 'a', 'c']);
      const page = await store.find('people', {
        sort: [
          { field: 'age', direction: 'asc' },
          { field: 'name', direction: 'asc' },
        ],
        skip: 1,
        limit: 3,
      });
      expect(ids(page)).toEqual(['a', 'b', 'd']);
      expect(await store.find('people', { limit: 0 })).toEqual([]);
      expect(ids(await store.find('people', { sort: [{ field: '_id', direction: 'desc' }], skip: 3 }))).toEqual([
        'b',
        'a',
      ]);
    });

    it('counts all documents or those matching a filter', async () => {
      expect(await store.count('people')).toBe(0);
      await seedFive();
      expect(await store.count('people')).toBe(5);
      expect(await store.count('people', { age: 41 })).toBe(2);
    });

    it('refuses to filter or sort on an undeclared field, naming the field and the collection', async () => {
      await seedFive();
      await expect(store.find('people', { where: { nickname: 'x' } })).rejects.toThrow(/'nickname'.*'people'/);
      await expect(store.count('people', { or: [{ nickname: 'x' }] })).rejects.toThrow(/'nickname'.*'people'/);
      await expect(store.find('people', { sort: [{ field: 'nickname', direction: 'asc' }] })).rejects.toThrow(
        /'nickname'.*'people'/,
      );
      await expect(store.find('people', { where: { age: { like: 3 } as never } })).rejects.toThrow(
        /unknown operator 'like'/,
      );
    });

    it('refuses unsafe collection and field names and unknown collections', async () => {
      await expect(store.ensureCollection({ name: 'x"; DROP TABLE y; --', indexes: [] })).rejects.toThrow(
        /collection name/,
      );
      await expect(
        store.ensureCollection({ name: 'ok', indexes: [{ field: "a') --", type: 'text' }] }),
      ).rejects.toThrow(/field name/);
      await expect(store.get('nope', 'a')).rejects.toThrow(/'nope'.*ensureCollection/);
      await expect(store.commit([{ op: 'put', collection: 'nope', doc: { _id: 'a' } }])).rejects.toThrow(/'nope'/);
      await expect(store.commit([{ op: 'put', collection: 'people', doc: { _id: '' } }])).rejects.toThrow(/_id/);
    });

    it('commits all changes and the checkpoint, or nothing when one change fails', async () => {
      await store.commit([{ op: 'put', collection: 'people', doc: person('a', 'Ann', 30) }], {
        projector: 'p',
        position: 10,
      });
      const failing = store.commit(
        [
          { op: 'put', collection: 'people', doc: person('b', 'Bob', 41) },
          { op: 'delete', collection: 'people', id: 'a' },
          { op: 'put', collection: 'people', doc: person('c', 'Cid', 25, { email: 'b@example.org' }) },
        ],
        { projector: 'p', position: 20 },
      );
      await expect(failing).rejects.toThrow(/[Uu]nique|duplicate/);
      expect(ids(await store.find('people'))).toEqual(['a']);
      expect(await store.getCheckpoint('p')).toBe(10);
    });

    it('round-trips checkpoints per projector', async () => {
      expect(await store.getCheckpoint('p')).toBeNull();
      await store.commit([], { projector: 'p', position: 5 });
      await store.commit([], { projector: 'q', position: 7 });
      await store.commit([], { projector: 'p', position: 12 });
      expect(await store.getCheckpoint('p')).toBe(12);
      expect(await store.getCheckpoint('q')).toBe(7);
    });

    it('leaves the same documents when the same batch is committed twice', async () => {
      const batch = [
        { op: 'put' as const, collection: 'people', doc: person('a', 'Ann', 30) },
        { op: 'put' as const, collection: 'people', doc: person('b', 'Bob', 41) },
        { op: 'delete' as const, collection: 'people', id: 'a' },
        { op: 'put' as const, collection: 'people', doc: person('b', 'Bobby', 42) },
      ];
      await store.commit(batch, { projector: 'p', position: 3 });
      const once = await store.find('people');
      await store.commit(batch, { projector: 'p', position: 3 });
      expect(await store.find('people')).toEqual(once);
      expect(once).toEqual([person('b', 'Bobby', 42)]);
    });

    it('keeps meta values by key', async () => {
      expect(await store.getMeta('live:records')).toBeNull();
      await store.setMeta('live:records', 'v1');
      await store.setMeta('live:records', 'v2');
      await store.setMeta('other', '');
      expect(await store.getMeta('live:records')).toBe('v2');
      expect(await store.getMeta('other')).toBe('');
    });

    it('indexes documents already stored when a field is declared later, and drops collections', async () => {
      await seed(person('a', 'Ann', 30, { team: 'red' }), person('b', 'Bob', 41, { team: 'blue' }));
      await expect(store.find('people', { where: { team: 'red' } })).rejects.toThrow(/'team'/);
      await store.ensureCollection({ ...people, indexes: [...people.indexes, { field: 'team', type: 'text' }] });
      await store.ensureCollection({ ...people, indexes: [...people.indexes, { field: 'team', type: 'text' }] });
      expect(ids(await store.find('people', { where: { team: 'red' } }))).toEqual(['a']);
      await store.dropCollection('people');
      await expect(store.count('people')).rejects.toThrow(/'people'/);
      await store.ensureCollection(people);
      expect(await store.count('people')).toBe(0);
    });

    it('keeps documents, indexes, checkpoints and meta after close and reopen', async () => {
      await seedFive();
      await store.commit([], { projector: 'p', position: 9 });
      await store.setMeta('k', 'v');
      await store.close();
      store = await storage.open();
      expect(
        ids(await store.find('people', { where: { age: 41 }, sort: [{ field: 'name', direction: 'desc' }] })),
      ).toEqual(['d', 'b']);
      expect(await store.getCheckpoint('p')).toBe(9);
      expect(await store.getMeta('k')).toBe('v');
    });
  });
}
