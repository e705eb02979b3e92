import type { EventDefinition } from '@app/event-schemas';
import type { Projector } from '@app/projections';
import { AUTH_EVENTS } from '../auth';
import { sessionsProjector } from '../auth';
import { WORKSPACE_EVENTS } from '../tenancy';
import { workspacesProjector } from '../tenancy';
import { USER_EVENTS } from '../users';
import { LINK_EVENTS } from '../links';
import { usersProjector } from '../users';

/** Every event the application writes or reads: the event store refuses anything else. */
export const ALL_EVENTS: readonly EventDefinition[] = [
  ...WORKSPACE_EVENTS,
  ...USER_EVENTS,
  ...AUTH_EVENTS,
  ...LINK_EVENTS,
];

export const ALL_PROJECTORS: Projector[] = [workspacesProjector, usersProjector, sessionsProjector];
