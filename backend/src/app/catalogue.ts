import type { EventDefinition } from '@app/event-schemas';
import type { Projector } from '@app/projections';
import { AUTH_EVENTS } from '../auth/auth.events';
import { sessionsProjector } from '../auth/session/sessions.projector';
import { WORKSPACE_EVENTS } from '../tenancy/workspace.events';
import { workspacesProjector } from '../tenancy/workspaces.projector';
import { USER_EVENTS } from '../users/user.events';
import { LINK_EVENTS } from '../links/link.events';
import { usersProjector } from '../users/users.projector';
import { OAUTH_EVENTS } from '../oauth/oauth.events';

/** Every event the application writes or reads: the event store refuses anything else. */
export const ALL_EVENTS: readonly EventDefinition[] = [
  ...WORKSPACE_EVENTS,
  ...USER_EVENTS,
  ...AUTH_EVENTS,
  ...LINK_EVENTS,
  ...OAUTH_EVENTS,
];

export const ALL_PROJECTORS: Projector[] = [workspacesProjector, usersProjector, sessionsProjector];
