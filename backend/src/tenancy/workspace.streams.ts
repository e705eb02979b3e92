import { defineStream } from '../shared/event-sourcing/define-stream';
import { WORKSPACE_EVENTS } from './workspace.events';
import { evolveWorkspace, initialWorkspaceState } from './workspace.state';

/** One workspace of the directory: `_global.workspace-{name}`, loaded and written as `(name, name)`. */
export const WorkspaceStream = defineStream({
  category: 'workspace',
  global: true,
  events: WORKSPACE_EVENTS,
  initial: initialWorkspaceState,
  evolve: evolveWorkspace,
});
