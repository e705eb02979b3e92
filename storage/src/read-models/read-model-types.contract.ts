import type { Doc, Filter } from './read-model-store.port';
import { ids, person, type ContractContext } from './read-model-contract-kit';

/** The contract's rules on what is stored and asked: plain JSON, declared types, declared fields, safe names. */
export function typesContract(t: ContractContext): void {
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
    await t.store.commit([{ op: 'put', collection: 'people', doc }]);
    const expected = JSON.parse(JSON.stringify(doc)) as Doc;
    expect(expected).toMatchObject({
      born: '1984-03-04T05:06:07.089Z',
      score: null,
      tags: ['x', null, null, '1970-01-01T00:00:00.000Z'],
    });
    for (const stored of [
      await t.store.get('people', 'a'),
      (await t.store.getMany('people', ['a']))[0],
      (await t.store.find('people'))[0],
    ]) {
      // Strict: a key holding undefined (or null where JSON drops the key) is a difference.
      expect(stored).toStrictEqual(expected);
      expect(Object.is((stored as Doc).zero, 0)).toBe(true);
    }
    // The date was stored as text, so the date filters every engine answers alike find it.
    expect(ids(await t.store.find('people', { where: { born: '1984-03-04T05:06:07.089Z' } }))).toEqual(['a']);
    expect(ids(await t.store.find('people', { where: { born: { gte: '1984-01-01', lt: '1985-01-01' } } }))).toEqual([
      'a',
    ]);
  });

  it('refuses a document whose declared field holds another type, naming the collection and the field', async () => {
    await t.seed(person('a', 'Ann', 30));
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
      const failing = t.store.commit(
        [
          { op: 'put', collection: 'people', doc: person('b', 'Bob', 41) },
          { op: 'put', collection: 'people', doc: person('c', 'Cid', 25, wrong) },
        ],
        { projector: 'p', position: 1 },
      );
      await expect(failing).rejects.toThrow(message);
    }
    // Nothing of a refused commit is kept.
    expect(ids(await t.store.find('people'))).toEqual(['a']);
    expect(await t.store.getCheckpoint('p')).toBeNull();
    // Null, a missing field and NaN (stored as null) are accepted in every declared field.
    await t.seed(
      person('n', 'Nul', 20, { name: null, age: null, active: null, born: null, address: null }),
      { _id: 'm', email: 'm@x' },
      person('x', 'Nan', 22, { age: Number.NaN, born: new Date('2001-02-03T00:00:00.000Z') }),
    );
    expect(await t.store.get('people', 'x')).toMatchObject({ age: null, born: '2001-02-03T00:00:00.000Z' });
    expect(
      ids(await t.store.find('people', { where: { age: null }, sort: [{ field: '_id', direction: 'asc' }] })),
    ).toEqual(['m', 'n', 'x']);
  });

  it('refuses a filter value of another type than the field is declared with, so no engine matches 1 with true', async () => {
    await t.seedFive();
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
      await expect(t.store.find('people', { where })).rejects.toThrow(message);
      await expect(t.store.count('people', where)).rejects.toThrow(message);
    }
    // Null stays a value of every type: it matches null and missing fields.
    expect(await t.store.count('people', { age: null, active: { ne: null } })).toBe(0);
  });

  it('refuses to filter or sort on an undeclared field, naming the field and the collection', async () => {
    await t.seedFive();
    await expect(t.store.find('people', { where: { nickname: 'x' } })).rejects.toThrow(/'nickname'.*'people'/);
    await expect(t.store.count('people', { or: [{ nickname: 'x' }] })).rejects.toThrow(/'nickname'.*'people'/);
    await expect(t.store.find('people', { sort: [{ field: 'nickname', direction: 'asc' }] })).rejects.toThrow(
      /'nickname'.*'people'/,
    );
    await expect(t.store.find('people', { where: { age: { like: 3 } as never } })).rejects.toThrow(
      /unknown operator 'like'/,
    );
  });

  it('refuses unsafe collection and field names and unknown collections', async () => {
    await expect(t.store.ensureCollection({ name: 'x"; DROP TABLE y; --', indexes: [] })).rejects.toThrow(
      /collection name/,
    );
    await expect(
      t.store.ensureCollection({ name: 'ok', indexes: [{ field: "a') --", type: 'text' }] }),
    ).rejects.toThrow(/field name/);
    await expect(t.store.get('nope', 'a')).rejects.toThrow(/'nope'.*ensureCollection/);
    await expect(t.store.commit([{ op: 'put', collection: 'nope', doc: { _id: 'a' } }])).rejects.toThrow(/'nope'/);
    await expect(t.store.commit([{ op: 'put', collection: 'people', doc: { _id: '' } }])).rejects.toThrow(/_id/);
  });
}
