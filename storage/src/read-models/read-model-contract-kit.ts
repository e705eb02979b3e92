import type { CollectionSpec, Doc, ReadModelStore } from './read-model-store.port';

/**
 * One place where every ReadModelStore adapter proves the same behaviour. `fresh()` gives empty
 * storage for one test; its `open()` may be called again after `close()` to prove data survives.
 */
export interface ReadModelStorage {
  open(): Promise<ReadModelStore>;
  destroy(): Promise<void>;
}

/** What each part of the contract works on: the store open for the test in hand (a reopen replaces it). */
export interface ContractContext {
  storage: ReadModelStorage;
  store: ReadModelStore;
  seed(...docs: Doc[]): Promise<void>;
  seedFive(): Promise<void>;
}

export const people: CollectionSpec = {
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

export const person = (id: string, name: string, age: number, extra: Partial<Doc> = {}): Doc => ({
  _id: id,
  name,
  email: `${id}@example.org`,
  age,
  active: age % 2 === 0,
  born: `19${String(age).padStart(2, '0')}-01-01T00:00:00.000Z`,
  address: { city: age < 40 ? 'Oslo' : 'Rome' },
  ...extra,
});

export const ids = (docs: Doc[]) => docs.map((d) => d._id);
