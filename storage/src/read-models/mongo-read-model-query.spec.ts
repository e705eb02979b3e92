import { redactUrl, databaseNameFromUrl } from './mongo-connection';
import { escapeRegex, mongoFilter, mongoSort } from './mongo-read-model-query';
import { compileFilter, compileSort } from './read-model-query';
import type { CollectionSpec } from './read-model-store.port';

const spec: CollectionSpec = {
  name: 'people',
  indexes: [
    { field: 'name', type: 'text' },
    { field: 'age', type: 'number' },
  ],
};

describe('MongoDB query translation', () => {
  it('escapes regex metacharacters so contains matches the text literally', () => {
    for (const text of ['100%', 'a_b', 'a.b', '.*', '(x)', 'a+b?', '[z]', '^$', 'back\\slash', "O'B", '{1}', 'x|y']) {
      const regex = new RegExp(escapeRegex(text), 'i');
      expect(regex.test(`before ${text.toUpperCase()} after`)).toBe(true);
      expect(regex.test('no match here')).toBe(false);
    }
    expect(new RegExp(escapeRegex('a.b')).test('axb')).toBe(false);
  });

  it('translates operators, or and an empty or', () => {
    const filter = compileFilter(spec, { age: { gte: 3, ne: 5 }, or: [{ name: 'x' }, { name: { contains: 'A.' } }] });
    expect(mongoFilter(filter)).toEqual({
      $and: [
        { age: { $gte: 3 } },
        { age: { $ne: 5 } },
        { $or: [{ $and: [{ name: { $eq: 'x' } }] }, { $and: [{ name: { $regex: 'A\\.', $options: 'i' } }] }] },
      ],
    });
    expect(mongoFilter(compileFilter(spec, { or: [] }))).toEqual({ $and: [{ _id: { $in: [] } }] });
    expect(mongoFilter(compileFilter(spec, {}))).toEqual({});
  });

  it('sorts with the id as the last tie-breaker', () => {
    expect(
      mongoSort(
        compileSort(spec, [
          { field: 'age', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ]),
      ),
    ).toEqual({
      age: -1,
      name: 1,
      _id: 1,
    });
  });

  it('hides passwords in URLs and finds the database name', () => {
    expect(redactUrl('mongodb://user:s3cret@host:27017/db')).toBe('mongodb://user:***@host:27017/db');
    expect(redactUrl('mongodb://host/db')).toBe('mongodb://host/db');
    expect(databaseNameFromUrl('mongodb://h1:1,h2:2/records?replicaSet=rs0')).toBe('records');
    expect(databaseNameFromUrl('mongodb://h1:1/?replicaSet=rs0')).toBe('app');
  });
});
