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

    it('filters, sorts and searches a field declared without an index as an indexed one, and keeps it typed', async () => {
      const unindexed: CollectionSpec = {
        ...people,
        indexes: people.indexes.map((index) =>
          index.field === 'name' || index.field === 'age' ? { ...index, indexed: false } : index,
        ),
        compoundIndexes: [['address.city', 'age']],
      };
      await store.ensureCollection(unindexed);
      await seedFive();
      const byCity = await store.find('people', {
        where: { 'address.city': 'Rome', age: { gte: 0 } },
        sort: [{ field: 'age', direction: 'desc' }],
      });
      expect(ids(byCity)).toEqual(['e', 'b', 'd']);
      const everyone = await store.find('people', { sort: [{ field: 'name', direction: 'asc' }] });
      expect(everyone.map((d) => d.name)).toEqual(['Ann', 'Bob', 'Cid', 'Dee', 'Eve']);
      expect(await store.find('people', { where: { name: { contains: 'ZZZ-none' } } })).toEqual([]);
      // Declared still: the type is checked on put and in filters.
      await expect(
        store.commit([{ op: 'put', collection: 'people', doc: { _id: 'x', name: 'X', age: 'old' } }]),
      ).rejects.toThrow(/age/);
      // Indexed again later (a projector changed its mind): the answers stay the same.
      await store.ensureCollection(people);
      expect(
        ids(
          await store.find('people', {
            where: { 'address.city': 'Rome' },
            sort: [{ field: 'age', direction: 'desc' }],
          }),
        ),
      ).toEqual(['e', 'b', 'd']);
      await expect(
        store.ensureCollection({ name: 'u', indexes: [{ field: 'k', type: 'text', unique: true, indexed: false }] }),
      ).rejects.toThrow(/unique field 'k' cannot be declared without an index/);
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

    it('stores documents as plain JSON, the same on every engine: undefined dropped, dates as ISO text, NaN as null', async () => {
      const born = new Date('1984-03-04T05:06:07.089Z');
      const doc = {
        ...person('a', 'Ann', 30),
        born,
        nickname: undefined,
        score: Number.NaN,
        limit: Number.POSITIVE_INFINITY,
        zero: -0,
        tags: ['x', undefined, Number.NEGATIVE_INFINITY, new Date(0)],
        history: { at: born, gone: undefined, deeper: { n: Number.NaN, when: [born] } },
      } as Doc;
      await store.commit([{ op: 'put', collection: 'people', doc }]);
      const expected = JSON.parse(JSON.stringify(doc)) as Doc;
      expect(expected).toMatchObject({
        born: '1984-03-04T05:06:07.089Z',
        score: null,
        tags: ['x', null, null, '1970-01-01T00:00:00.000Z'],
      });
      for (const stored of [
        await store.get('people', 'a'),
        (await store.getMany('people', ['a']))[0],
        (await store.find('people'))[0],
      ]) {
        // Strict: a key holding undefined (or null where JSON drops the key) is a difference.
        expect(stored).toStrictEqual(expected);
        expect(Object.is((stored as Doc).zero, 0)).toBe(true);
      }
      // The date was stored as text, so the date filters every engine answers alike find it.
      expect(ids(await store.find('people', { where: { born: '1984-03-04T05:06:07.089Z' } }))).toEqual(['a']);
      expect(ids(await store.find('people', { where: { born: { gte: '1984-01-01', lt: '1985-01-01' } } }))).toEqual([
        'a',
      ]);
    });

    it('refuses a document whose declared field holds another type, naming the collection and the field', async () => {
      await seed(person('a', 'Ann', 30));
      const refused: [Partial<Doc>, RegExp][] = [
        [{ age: true }, /'people'.*'age'.*number/],
        [{ age: '41' }, /'people'.*'age'.*number/],
        [{ active: 1 }, /'people'.*'active'.*boolean/],
        [{ active: 'true' }, /'people'.*'active'.*boolean/],
        [{ name: 5 }, /'people'.*'name'.*text/],
        [{ name: ['Bob'] }, /'people'.*'name'.*array/],
        [{ email: { $ne: null } }, /'people'.*'email'.*object/],
        [{ born: 'yesterday' }, /'people'.*'born'.*date/],
        [{ born: 1984 }, /'people'.*'born'.*date/],
        [{ address: { city: 7 } }, /'people'.*'address\.city'.*text/],
        [{ address: [{ city: 'Oslo' }] }, /'people'.*'address\.city'.*array/],
      ];
      for (const [wrong, message] of refused) {
        const failing = store.commit(
          [
            { op: 'put', collection: 'people', doc: person('b', 'Bob', 41) },
            { op: 'put', collection: 'people', doc: person('c', 'Cid', 25, wrong) },
          ],
          { projector: 'p', position: 1 },
        );
        await expect(failing).rejects.toThrow(message);
      }
      // Nothing of a refused commit is kept.
      expect(ids(await store.find('people'))).toEqual(['a']);
      expect(await store.getCheckpoint('p')).toBeNull();
      // Null, a missing field and NaN (stored as null) are accepted in every declared field.
      await seed(
        person('n', 'Nul', 20, { name: null, age: null, active: null, born: null, address: null }),
        { _id: 'm', email: 'm@x' },
        person('x', 'Nan', 22, { age: Number.NaN, born: new Date('2001-02-03T00:00:00.000Z') }),
      );
      expect(await store.get('people', 'x')).toMatchObject({ age: null, born: '2001-02-03T00:00:00.000Z' });
      expect(
        ids(await store.find('people', { where: { age: null }, sort: [{ field: '_id', direction: 'asc' }] })),
      ).toEqual(['m', 'n', 'x']);
    });

    it('refuses a filter value of another type than the field is declared with, so no engine matches 1 with true', async () => {
      await seedFive();
      const refused: [Filter, RegExp][] = [
        [{ active: 1 }, /'active'.*'people'.*declared boolean/],
        [{ active: { ne: 'true' } }, /'active'.*'people'.*declared boolean/],
        [{ age: '41' }, /'age'.*'people'.*declared number/],
        [{ age: { in: [41, '41'] } }, /'age'.*'people'.*declared number/],
        [{ name: { gt: 5 } }, /'name'.*'people'.*declared text/],
        [{ born: { lt: 1984 } }, /'born'.*'people'.*declared date/],
        [{ or: [{ name: 'Ann' }, { age: true }] }, /'age'.*'people'.*declared number/],
        [{ _id: 7 }, /'_id'.*'people'.*declared text/],
      ];
      for (const [where, message] of refused) {
        await expect(store.find('people', { where })).rejects.toThrow(message);
        await expect(store.count('people', where)).rejects.toThrow(message);
      }
      // Null stays a value of every type: it matches null and missing fields.
      expect(await store.count('people', { age: null, active: { ne: null } })).toBe(0);
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

    it('calls a refused commit not transient, so a runner splits it instead of retrying it for ever', async () => {
      await seed(person('a', 'Ann', 30));
      const refusals = [
        store.commit([{ op: 'put', collection: 'people', doc: person('b', 'Bob', 41, { email: 'a@example.org' }) }]),
        store.commit([{ op: 'put', collection: 'people', doc: person('c', 'Cid', 25, { age: 'old' }) }]),
        store.commit([{ op: 'put', collection: 'nope', doc: { _id: 'x' } }]),
      ];
      for (const refusal of refusals) {
        const error: unknown = await refusal.then(
          () => new Error('the commit was accepted'),
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(Error);
        expect((error as Error).message).not.toBe('the commit was accepted');
        expect(store.isTransient(error)).toBe(false);
      }
      expect(store.isTransient(new Error('anything else'))).toBe(false);
      expect(store.isTransient(undefined)).toBe(false);
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
