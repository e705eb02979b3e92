import type { RunEvent } from './run.events';

/** A file the run assembled, as its event says (the bytes are in the file store under `sha256`). */
export interface RunDocument {
  template: string;
  templateId: string;
  templateFile: string | null;
  name: string;
  ext: string;
  sha256: string;
  size: number;
}

/** Where a run is: not started, assembling, done, or stopped by a failure (002 §4: In Progress, then Ok or failed). */
export type RunStatus = 'none' | 'running' | 'completed' | 'failed';

/** One run of an app on a record, folded from its stream. */
export interface RunState {
  status: RunStatus;
  runId: string;
  recordId: string;
  catalogId: string;
  app: string;
  modelId: string;
  modelVersion: number;
  recordVersion: number;
  snapshot: string | null;
  by: string | null;
  documents: readonly RunDocument[];
  /** Why the run failed, and the template that failed when one did. */
  failure: { template: string | null; reason: string } | null;
}

export const initialRunState: RunState = {
  status: 'none',
  runId: '',
  recordId: '',
  catalogId: '',
  app: '',
  modelId: '',
  modelVersion: 0,
  recordVersion: 0,
  snapshot: null,
  by: null,
  documents: [],
  failure: null,
};

export function evolveRun(state: RunState, event: RunEvent): RunState {
  switch (event.type) {
    case 'RunStarted': {
      const { snapshot, ...started } = event.data;
      return { ...initialRunState, ...started, snapshot: snapshot ?? null, status: 'running' };
    }
    case 'RunDocumentAssembled': {
      const { runId: _runId, ...document } = event.data;
      return { ...state, documents: [...state.documents, document] };
    }
    case 'RunCompleted':
      return { ...state, status: 'completed' };
    case 'RunFailed':
      return {
        ...state,
        status: 'failed',
        failure: { template: event.data.template ?? null, reason: event.data.reason },
      };
  }
}
