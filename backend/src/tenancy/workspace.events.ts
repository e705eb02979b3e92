import { defineEvent, type EventOf } from '@app/event-schemas';
import { z } from 'zod';
import { WORKSPACE_ADDONS } from './workspace-addons';
import { workspaceSettingsPatchSchema, workspaceSettingsSchema } from './workspace-settings';

const name = z.string().regex(/^[a-z0-9]+$/);
const addon = z.enum(WORKSPACE_ADDONS);

export const WorkspaceCreated = defineEvent({
  type: 'WorkspaceCreated',
  schema: z.object({ name, settings: workspaceSettingsSchema, addons: z.array(addon) }),
});

export const WorkspaceSettingsChanged = defineEvent({
  type: 'WorkspaceSettingsChanged',
  schema: z.object({ name, changes: workspaceSettingsPatchSchema }),
});

export const WorkspaceAddonEnabled = defineEvent({
  type: 'WorkspaceAddonEnabled',
  schema: z.object({ name, addon }),
});

export const WorkspaceAddonDisabled = defineEvent({
  type: 'WorkspaceAddonDisabled',
  schema: z.object({ name, addon }),
});

export const WorkspaceDeactivated = defineEvent({
  type: 'WorkspaceDeactivated',
  schema: z.object({ name, reason: z.string().max(500).optional() }),
});

export const WorkspaceReactivated = defineEvent({
  type: 'WorkspaceReactivated',
  schema: z.object({ name }),
});

/** The workspace directory is global: one stream per workspace under the reserved prefix. */
export const WORKSPACE_EVENTS = [
  WorkspaceCreated,
  WorkspaceSettingsChanged,
  WorkspaceAddonEnabled,
  WorkspaceAddonDisabled,
  WorkspaceDeactivated,
  WorkspaceReactivated,
] as const;

/** Every workspace event as a discriminated union, for evolve and the projector. */
export type WorkspaceEvent = EventOf<typeof WORKSPACE_EVENTS>;
