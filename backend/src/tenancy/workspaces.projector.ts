import { defineProjector } from '@app/projections';
import type { Doc } from '@app/storage';
import { WORKSPACE_EVENTS } from './workspace.events';
import { evolveWorkspace, initialWorkspaceState, type WorkspaceState } from './workspace.state';

export const WORKSPACES_PROJECTOR = 'workspaces';
export const WORKSPACES = 'workspaces';

/** The workspace directory as read by isTenancy, the CLI and the operator API. */
export interface WorkspaceDoc extends Doc {
  name: string;
  label: string;
  settings: WorkspaceState['settings'];
  addons: WorkspaceState['addons'];
  isActive: boolean;
  /** Stream revision of the last event applied: what a client sends back as If-Match. */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

function toState(doc: WorkspaceDoc | undefined): WorkspaceState {
  if (!doc) return initialWorkspaceState;
  return { exists: true, name: doc.name, settings: doc.settings, addons: doc.addons, isActive: doc.isActive };
}

export const workspacesProjector = defineProjector({
  name: WORKSPACES_PROJECTOR,
  version: 1,
  events: WORKSPACE_EVENTS,
  collections: [
    {
      name: WORKSPACES,
      indexes: [
        { field: 'name', type: 'text', unique: true },
        { field: 'label', type: 'text' },
        { field: 'isActive', type: 'boolean' },
      ],
    },
  ],
  keys: (event) => [{ collection: WORKSPACES, id: event.data.name }],
  apply(event, docs) {
    const name = event.data.name;
    const existing = docs.get(WORKSPACES, name) as WorkspaceDoc | undefined;
    // Applying an event twice changes nothing: the revision tells whether it is already in.
    if (existing && existing.revision >= event.revision) return [];
    const state = evolveWorkspace(toState(existing), event);
    const doc: WorkspaceDoc = {
      _id: name,
      name,
      label: state.settings.label,
      settings: state.settings,
      addons: state.addons,
      isActive: state.isActive,
      revision: event.revision,
      createdAt: existing?.createdAt ?? event.recordedAt,
      updatedAt: event.recordedAt,
    };
    return [{ op: 'put', collection: WORKSPACES, doc }];
  },
});
