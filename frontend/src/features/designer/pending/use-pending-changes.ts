import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { HttpError } from '../../../lib/http/http-error';
import { fetchChangesSince } from '../api/changes-since.api';
import { designerKeys } from '../api/designer.keys';
import { fetchElement } from '../api/get-element.api';
import { saveTypes } from '../api/save-types.api';
import type { ElementView } from '../model/designer.types';
import { applyPending, type PendingList } from './pending-changes';
import { pendingChangesMachine, SavedElsewhere, type PendingEdit } from './pending-changes.machine';
import { createPendingStorage } from './pending-storage';

const storage = createPendingStorage(window.localStorage);

let tempIds = 0;
/** A temporary id for a member pending addition (001 §3: the pending change record's generated _id). */
export const newTempId = () => `new-${Date.now().toString(36)}-${(tempIds++).toString(36)}`;

/**
 * The pending changes of the element being designed: the machine, with the server calls and the browser storage
 * it needs, and the element as it will be once they are saved.
 */
export function usePendingChanges(tenancy: string, element: ElementView) {
  const client = useQueryClient();
  const machine = useMemo(
    () =>
      pendingChangesMachine.provide({
        actors: {
          save: fromPromise(async ({ input }) => {
            try {
              const result = await saveTypes(tenancy, input.items);
              return { version: result.versions[element._id] ?? element.version };
            } catch (error) {
              if (error instanceof HttpError && error.status === 409) throw new SavedElsewhere(error.message);
              throw error;
            }
          }),
          loadLatest: fromPromise(async ({ input }) => {
            const latest = await fetchElement(tenancy, element.kind, element._id);
            client.setQueryData(designerKeys.element(tenancy, element._id), latest);
            const changed = await fetchChangesSince(tenancy, element.kind, element._id, input.since, latest.version);
            return { element: latest, changed };
          }),
        },
        actions: {
          persist: (_, params: { list: PendingList }) => storage.save(tenancy, params.list),
          saved: () => void client.invalidateQueries({ queryKey: designerKeys.all(tenancy) }),
        },
      }),
    // One machine per element: the page mounts this hook under a key of the element's id.
    [tenancy, element._id],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { element, stored: storage.load(tenancy, element._id) },
  });
  const { list, conflicts, latestVersion } = snapshot.context;
  // Stable, so the page can send it from an effect on each read of the element.
  const elementLoaded = useCallback((loaded: ElementView) => send({ type: 'ELEMENT_LOADED', element: loaded }), [send]);
  const preview = useMemo(() => applyPending(element, list), [element, list]);
  const saving = snapshot.matches('saving') || snapshot.matches('reapplying');
  const outdated = snapshot.matches('outdated');
  return {
    list,
    preview,
    conflicts,
    latestVersion,
    saving,
    outdated,
    /** Edits are ignored while a save runs or while the list waits to be re-applied (001 §4). */
    editable: snapshot.matches('editing'),
    hasChanges: list.items.length > 0,
    edit: (edit: PendingEdit) => send({ type: 'EDIT', edit }),
    save: () => send({ type: 'SAVE' }),
    revert: () => send({ type: 'REVERT' }),
    reapply: () => send({ type: 'REAPPLY' }),
    dismissConflicts: () => send({ type: 'DISMISS_CONFLICTS' }),
    elementLoaded,
    ownSave: (version: number, forget: readonly string[]) => send({ type: 'OWN_SAVE', version, forget }),
  };
}
