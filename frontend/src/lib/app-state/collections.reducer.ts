/** An app a collection offers (the records area describes apps further). */
export interface CollectionApp {
  _id?: string;
  name: string;
  [key: string]: unknown;
}

/**
 * One entry of app state's collections list (specification §3 "Collections list": each entry has _id and apps).
 * `name` is what permissions list and what the root redirect orders by; `myRecords` opens it with the
 * 'my records' filter (§2.2). The records area may keep more keys.
 */
export interface Collection {
  _id: string;
  name: string;
  apps: CollectionApp[];
  myRecords?: boolean;
  /** Open to every user of the workspace, whatever their permissions (002 §3 New catalog payload). */
  isEveryone?: boolean;
  [key: string]: unknown;
}

export type Collections = readonly Collection[];

/** The seven operations of §3 ("add, replace all, update apps, set one, set a key, remove by _id, clear"). */
export type CollectionsAction =
  | { type: 'add'; collection: Collection }
  | { type: 'replaceAll'; collections: Collections }
  | { type: 'updateApps'; _id: string; apps: readonly CollectionApp[] }
  | { type: 'setOne'; collection: Collection }
  | { type: 'setKey'; _id: string; key: string; value: unknown }
  | { type: 'remove'; _id: string }
  | { type: 'clear' };

export const collectionsActions = {
  add: (collection: Collection): CollectionsAction => ({ type: 'add', collection }),
  replaceAll: (collections: Collections): CollectionsAction => ({ type: 'replaceAll', collections }),
  updateApps: (_id: string, apps: readonly CollectionApp[]): CollectionsAction => ({ type: 'updateApps', _id, apps }),
  setOne: (collection: Collection): CollectionsAction => ({ type: 'setOne', collection }),
  setKey: <K extends keyof Collection & string>(_id: string, key: K, value: Collection[K]): CollectionsAction => ({
    type: 'setKey',
    _id,
    key,
    value,
  }),
  remove: (_id: string): CollectionsAction => ({ type: 'remove', _id }),
  clear: (): CollectionsAction => ({ type: 'clear' }),
};

export const NO_COLLECTIONS: Collections = Object.freeze([]);

/** Replaces the entry with `_id` by `change(entry)`; the same list when there is none (nothing re-renders). */
function changeOne(state: Collections, _id: string, change: (entry: Collection) => Collection): Collections {
  const index = state.findIndex((c) => c._id === _id);
  if (index < 0) return state;
  const next = [...state];
  next[index] = change(state[index]);
  return next;
}

/**
 * App state's collections (pure: the same state and action always give the same list, and the list given is
 * never changed). Ids are unique: adding an entry whose _id is already there replaces it in place.
 * - add: appends the collection (or replaces the one with its _id);
 * - replaceAll: the list becomes the one given (what the server answered);
 * - updateApps: the apps of the collection with _id;
 * - setOne: replaces the collection with the same _id (unknown _id: no change);
 * - setKey: one key of the collection with _id (its _id itself cannot be set this way);
 * - remove: drops the collection with _id;
 * - clear: no collections.
 */
export function collectionsReducer(state: Collections, action: CollectionsAction): Collections {
  switch (action.type) {
    case 'add': {
      const replaced = changeOne(state, action.collection._id, () => action.collection);
      return replaced !== state ? replaced : [...state, action.collection];
    }
    case 'replaceAll':
      return [...action.collections];
    case 'updateApps':
      return changeOne(state, action._id, (entry) => ({ ...entry, apps: [...action.apps] }));
    case 'setOne':
      return changeOne(state, action.collection._id, () => action.collection);
    case 'setKey':
      if (action.key === '_id') return state;
      return changeOne(state, action._id, (entry) => ({ ...entry, [action.key]: action.value }));
    case 'remove':
      return state.some((c) => c._id === action._id) ? state.filter((c) => c._id !== action._id) : state;
    case 'clear':
      return state.length === 0 ? state : NO_COLLECTIONS;
  }
}
