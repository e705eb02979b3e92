import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../../lib/http/http-error';
import { createRunRecord } from '../api/create-run-record.api';
import { fetchLatestAnswers } from '../api/get-latest-answers.api';
import { saveAnswers } from '../api/save-answers.api';
import type { AnswersDestination } from '../model/answers-destination';
import { createInterviewDeviceStorage } from '../model/interview-device-storage';
import type { SaveStatus } from '../model/interview-save-state';
import type { InterviewOpened } from '../model/interview.types';
import { interviewMachine, NoConnection, SavedByOthers } from './interview.machine';

const device = createInterviewDeviceStorage(window.localStorage);

/** A failed call as the machine reads it: a 409 is someone else's save, no answer at all is no connection. */
function classify(error: unknown): unknown {
  if (error instanceof HttpError && error.status === 409) return new SavedByOthers(error.message);
  if ((error instanceof HttpError && error.status === 0) || !navigator.onLine)
    return new NoConnection(error instanceof Error ? error.message : 'offline');
  if (error instanceof TypeError) return new NoConnection(error.message);
  return error;
}

/**
 * The interview's answers and autosave for one opened interview: the machine with the records calls, the device
 * storage for unsent answers, and the browser's `online` and `pagehide` signals. `onCreated` hears the record id
 * of a new record once its first save created it. `destination`: answers that are not a record's (a global-info
 * app's) are saved and read back through it instead of the records API.
 */
export function useInterviewAutosave(
  tenancy: string,
  opened: InterviewOpened,
  onCreated: (recordId: string) => void,
  destination?: AnswersDestination,
) {
  const catalog = opened.catalog.name;
  const app = opened.app.name;
  const createdRef = useRef(onCreated);
  createdRef.current = onCreated;
  const destinationRef = useRef(destination);
  destinationRef.current = destination;
  const machine = useMemo(
    () =>
      interviewMachine.provide({
        actors: {
          save: fromPromise(async ({ input }) => {
            try {
              const elsewhere = destinationRef.current;
              if (elsewhere) return await elsewhere.save(input.nextValues, input.version ?? 0);
              if (input.recordId === null) return await createRunRecord(tenancy, catalog, input.nextValues);
              return await saveAnswers(tenancy, catalog, input.recordId, input.nextValues, input.version ?? 1);
            } catch (error) {
              throw classify(error);
            }
          }),
          loadLatest: fromPromise(async ({ input }) => {
            try {
              const elsewhere = destinationRef.current;
              if (elsewhere) return await elsewhere.loadLatest();
              return await fetchLatestAnswers(tenancy, catalog, input.recordId);
            } catch (error) {
              throw classify(error);
            }
          }),
        },
        actions: {
          persist: (_, { recordId, unsent }) => {
            if (recordId) device.saveUnsent({ tenancy, catalog, recordId, app }, unsent);
          },
          created: (_, { recordId, isNew }) => {
            if (isNew) createdRef.current(recordId);
          },
        },
      }),
    [tenancy, catalog, app],
  );
  // Read once: the machine starts from it and keeps the device up to date from then on.
  const [input] = useState(() => {
    const recordId = opened.record?.id ?? null;
    return {
      recordId,
      version: opened.record?.version ?? null,
      answers: opened.record?.values ?? {},
      readOnly: opened.lockedBy !== null,
      unsent: recordId && opened.lockedBy === null ? device.loadUnsent({ tenancy, catalog, recordId, app }) : undefined,
    };
  });
  const actor = useActorRef(machine, { input });

  useEffect(() => {
    const online = () => actor.send({ type: 'ONLINE' });
    // Leaving the page (a tab closed, a link followed): send what is committed at once; what does not get through
    // is on the device already and goes on the next visit.
    const leave = () => actor.send({ type: 'SAVE_NOW' });
    window.addEventListener('online', online);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', leave);
    };
  }, [actor]);

  const context = useSelector(actor, (s) => s.context);
  const updatedBy = useMemo(() => new Map(Object.entries(context.updatedBy)), [context.updatedBy]);
  const status = useSelector(actor, (s): SaveStatus => {
    if (s.matches('saving') || s.matches('resolving')) return 'saving';
    if (s.matches('failed')) return 'failed';
    if (s.matches('offline')) return 'offline';
    if (s.matches('waiting')) return 'waiting';
    return 'idle';
  });

  /**
   * Saves what is committed and resolves once the save has settled (Finish, Save and exit): `saved` when nothing is
   * left to send, with the record (null while a new record has no answer yet).
   */
  const flush = useCallback(async () => {
    actor.send({ type: 'SAVE_NOW' });
    const settled = await waitFor(actor, (s) => s.matches('idle') || s.matches('failed') || s.matches('offline'), {
      timeout: 30_000,
    });
    return {
      saved: settled.matches('idle') && Object.keys(settled.context.pending).length === 0,
      recordId: settled.context.recordId,
      version: settled.context.version,
    };
  }, [actor]);

  return {
    answers: context.answers,
    status,
    recordId: context.recordId,
    recordName: context.recordName,
    version: context.version,
    savedAt: context.savedAt,
    error: context.error,
    conflicts: context.conflicts,
    updatedBy,
    commit: useCallback((path: string, value: unknown) => actor.send({ type: 'COMMIT', path, value }), [actor]),
    saveNow: useCallback(() => actor.send({ type: 'SAVE_NOW' }), [actor]),
    retry: useCallback(() => actor.send({ type: 'RETRY' }), [actor]),
    keepMine: useCallback((name: string) => actor.send({ type: 'KEEP_MINE', name }), [actor]),
    useTheirs: useCallback((name: string) => actor.send({ type: 'USE_THEIRS', name }), [actor]),
    flush,
    device,
  };
}
