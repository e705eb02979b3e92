import {
  collectionsActions as act,
  collectionsReducer,
  NO_COLLECTIONS,
  type Collection,
  type CollectionsAction,
} from './collections.reducer';

const matters: Collection = { _id: 'c1', name: 'Matters', apps: [{ name: 'Intake' }] };
const clients: Collection = { _id: 'c2', name: 'Clients', apps: [], myRecords: true };
const archive: Collection = { _id: 'c3', name: 'Archive', apps: [] };

/** Applies actions in turn from `start`, checking that no state given is ever changed. */
function run(start: readonly Collection[], ...actions: CollectionsAction[]) {
  const frozen = Object.freeze(start.map((c) => Object.freeze({ ...c })));
  return actions.reduce((state, action) => collectionsReducer(state, action), frozen as readonly Collection[]);
}

describe('collections in app state', () => {
  it('adds a collection at the end', () => {
    expect(run([matters], act.add(clients))).toEqual([matters, clients]);
    expect(run([], act.add(matters), act.add(archive))).toEqual([matters, archive]);
  });

  it('adding a collection already there replaces it in place (ids are unique)', () => {
    const renamed = { ...matters, name: 'Cases' };
    expect(run([matters, clients], act.add(renamed))).toEqual([renamed, clients]);
  });

  it('replaces them all', () => {
    expect(run([matters], act.replaceAll([clients, archive]))).toEqual([clients, archive]);
    expect(run([matters], act.replaceAll([]))).toEqual([]);
  });

  it("updates one collection's apps", () => {
    const apps = [{ name: 'Letter' }, { name: 'Invoice' }];
    expect(run([matters, clients], act.updateApps('c2', apps))).toEqual([matters, { ...clients, apps }]);
  });

  it('sets one collection, by its _id', () => {
    const changed = { _id: 'c1', name: 'Matters', apps: [], myRecords: true };
    expect(run([matters, clients], act.setOne(changed))).toEqual([changed, clients]);
  });

  it('sets a key of one collection', () => {
    expect(run([matters, clients], act.setKey('c1', 'myRecords', true))).toEqual([
      { ...matters, myRecords: true },
      clients,
    ]);
    expect(run([matters], act.setKey('c1', 'label', 'All matters'))).toEqual([{ ...matters, label: 'All matters' }]);
  });

  it('removes by _id', () => {
    expect(run([matters, clients, archive], act.remove('c2'))).toEqual([matters, archive]);
  });

  it('clears', () => {
    expect(run([matters, clients], act.clear())).toEqual([]);
  });

  it('changes nothing (the same list) for an unknown _id, a second clear or an attempt to set _id', () => {
    const state = [matters, clients];
    for (const action of [
      act.updateApps('nope', []),
      act.setOne({ _id: 'nope', name: 'X', apps: [] }),
      act.setKey('nope', 'name', 'X'),
      act.setKey('c1', '_id', 'c9'),
      act.remove('nope'),
    ]) {
      expect(collectionsReducer(state, action)).toBe(state);
    }
    expect(collectionsReducer(NO_COLLECTIONS, act.clear())).toBe(NO_COLLECTIONS);
  });

  it('never changes the list or the entries it was given', () => {
    const state = [matters, clients];
    const before = JSON.stringify(state);
    collectionsReducer(state, act.setKey('c1', 'name', 'Cases'));
    collectionsReducer(state, act.updateApps('c1', []));
    collectionsReducer(state, act.remove('c1'));
    collectionsReducer(state, act.add(archive));
    expect(JSON.stringify(state)).toBe(before);
  });
});
