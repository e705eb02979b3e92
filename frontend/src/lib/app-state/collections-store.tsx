import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';
import { collectionsReducer, NO_COLLECTIONS, type Collections, type CollectionsAction } from './collections.reducer';

const CollectionsState = createContext<Collections>(NO_COLLECTIONS);
const CollectionsDispatch = createContext<Dispatch<CollectionsAction> | undefined>(undefined);

/**
 * App state's collections (specification §3) for the screens below it. The workspace gate mounts one per
 * signed-in session, so a sign-out or another person's sign-in starts from none. `initial` is what the list
 * starts with (nothing fills it from the server yet: the catalogs arrive with the records area).
 */
export function CollectionsProvider({
  initial = NO_COLLECTIONS,
  children,
}: {
  initial?: Collections;
  children: ReactNode;
}) {
  const [collections, dispatch] = useReducer(collectionsReducer, initial);
  return (
    <CollectionsState.Provider value={collections}>
      <CollectionsDispatch.Provider value={dispatch}>{children}</CollectionsDispatch.Provider>
    </CollectionsState.Provider>
  );
}

/** The collections in app state; none outside a CollectionsProvider. */
export function useCollections(): Collections {
  return useContext(CollectionsState);
}

/** Sends one of the seven operations (collectionsActions) to app state's collections. */
export function useCollectionsDispatch(): Dispatch<CollectionsAction> {
  const dispatch = useContext(CollectionsDispatch);
  if (!dispatch) throw new Error('useCollectionsDispatch is used outside a CollectionsProvider');
  return dispatch;
}
