import { ids, people, person, type ContractContext } from './read-model-contract-kit';

/** The contract's documents, commits, checkpoints and meta: all or nothing, kept across a reopen. */
export function documentsContract(t: ContractContext): void {
  it('puts, gets, gets many in the asked order, replaces and deletes documents', async () => {
    await t.seedFive();
    expect(await t.store.get('people', 'a')).toEqual(person('a', 'Ann', 30));
    expect(await t.store.get('people', 'zzz')).toBeNull();
    expect(ids(await t.store.getMany('people', ['e', 'missing', 'a']))).toEqual(['e', 'a']);
    expect(await t.store.getMany('people', [])).toEqual([]);
    await t.store.commit([{ op: 'put', collection: 'people', doc: person('a', 'Anna', 31) }]);
    expect((await t.store.get('people', 'a'))?.name).toBe('Anna');
    await t.store.commit([
      { op: 'delete', collection: 'people', id: 'a' },
      { op: 'delete', collection: 'people', id: 'never' },
    ]);
    expect(await t.store.get('people', 'a')).toBeNull();
    expect(await t.store.count('people')).toBe(4);
  });

  it('commits all changes and the checkpoint, or nothing when one change fails', async () => {
    await t.store.commit([{ op: 'put', collection: 'people', doc: person('a', 'Ann', 30) }], {
      projector: 'p',
      position: 10,
    });
    const failing = t.store.commit(
      [
        { op: 'put', collection: 'people', doc: person('b', 'Bob', 41) },
        { op: 'delete', collection: 'people', id: 'a' },
        { op: 'put', collection: 'people', doc: person('c', 'Cid', 25, { email: 'b@example.org' }) },
      ],
      { projector: 'p', position: 20 },
    );
    await expect(failing).rejects.toThrow(/[Uu]nique|duplicate/);
    expect(ids(await t.store.find('people'))).toEqual(['a']);
    expect(await t.store.getCheckpoint('p')).toBe(10);
  });

  it('calls a refused commit not transient, so a runner splits it instead of retrying it for ever', async () => {
    await t.seed(person('a', 'Ann', 30));
    const refusals = [
      t.store.commit([{ op: 'put', collection: 'people', doc: person('b', 'Bob', 41, { email: 'a@example.org' }) }]),
      t.store.commit([{ op: 'put', collection: 'people', doc: person('c', 'Cid', 25, { age: 'old' }) }]),
      t.store.commit([{ op: 'put', collection: 'nope', doc: { _id: 'x' } }]),
    ];
    for (const refusal of refusals) {
      const error: unknown = await refusal.then(
        () => new Error('the commit was accepted'),
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).not.toBe('the commit was accepted');
      expect(t.store.isTransient(error)).toBe(false);
    }
    expect(t.store.isTransient(new Error('anything else'))).toBe(false);
    expect(t.store.isTransient(undefined)).toBe(false);
  });

  it('round-trips checkpoints per projector', async () => {
    expect(await t.store.getCheckpoint('p')).toBeNull();
    await t.store.commit([], { projector: 'p', position: 5 });
    await t.store.commit([], { projector: 'q', position: 7 });
    await t.store.commit([], { projector: 'p', position: 12 });
    expect(await t.store.getCheckpoint('p')).toBe(12);
    expect(await t.store.getCheckpoint('q')).toBe(7);
  });

  it('leaves the same documents when the same batch is committed twice', async () => {
    const batch = [
      { op: 'put' as const, collection: 'people', doc: person('a', 'Ann', 30) },
      { op: 'put' as const, collection: 'people', doc: person('b', 'Bob', 41) },
      { op: 'delete' as const, collection: 'people', id: 'a' },
      { op: 'put' as const, collection: 'people', doc: person('b', 'Bobby', 42) },
    ];
    await t.store.commit(batch, { projector: 'p', position: 3 });
    const once = await t.store.find('people');
    await t.store.commit(batch, { projector: 'p', position: 3 });
    expect(await t.store.find('people')).toEqual(once);
    expect(once).toEqual([person('b', 'Bobby', 42)]);
  });

  it('keeps meta values by key', async () => {
    expect(await t.store.getMeta('live:records')).toBeNull();
    await t.store.setMeta('live:records', 'v1');
    await t.store.setMeta('live:records', 'v2');
    await t.store.setMeta('other', '');
    expect(await t.store.getMeta('live:records')).toBe('v2');
    expect(await t.store.getMeta('other')).toBe('');
  });

  it('indexes documents already stored when a field is declared later, and drops collections', async () => {
    await t.seed(person('a', 'Ann', 30, { team: 'red' }), person('b', 'Bob', 41, { team: 'blue' }));
    await expect(t.store.find('people', { where: { team: 'red' } })).rejects.toThrow(/'team'/);
    await t.store.ensureCollection({ ...people, indexes: [...people.indexes, { field: 'team', type: 'text' }] });
    await t.store.ensureCollection({ ...people, indexes: [...people.indexes, { field: 'team', type: 'text' }] });
    expect(ids(await t.store.find('people', { where: { team: 'red' } }))).toEqual(['a']);
    await t.store.dropCollection('people');
    await expect(t.store.count('people')).rejects.toThrow(/'people'/);
    await t.store.ensureCollection(people);
    expect(await t.store.count('people')).toBe(0);
  });

  it('keeps documents, indexes, checkpoints and meta after close and reopen', async () => {
    await t.seedFive();
    await t.store.commit([], { projector: 'p', position: 9 });
    await t.store.setMeta('k', 'v');
    await t.store.close();
    t.store = await t.storage.open();
    expect(
      ids(await t.store.find('people', { where: { age: 41 }, sort: [{ field: 'name', direction: 'desc' }] })),
    ).toEqual(['d', 'b']);
    expect(await t.store.getCheckpoint('p')).toBe(9);
    expect(await t.store.getMeta('k')).toBe('v');
  });
}
