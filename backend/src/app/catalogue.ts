import type { EventDefinition } from '@app/event-schemas';
import type { Projector } from '@app/projections';
import { AUTH_EVENTS, sessionsProjector } from '../auth';
import { CATALOG_EVENTS, CATALOG_GLOBAL_EVENTS, CATALOG_NAME_EVENTS, catalogsProjector } from '../catalogs';
import { INTEGRATION_EVENTS, SENT_DOCUMENT_EVENTS } from '../document-storage';
import { LINK_EVENTS } from '../links';
import { RECORD_EVENTS, recordsProjector } from '../records';
import { openRunsProjector, RUN_EVENTS } from '../runs';
import { WORKSPACE_EVENTS, workspacesProjector } from '../tenancy';
import { ELEMENT_EVENTS, ELEMENT_NAME_EVENTS, typesProjector } from '../types';
import { GROUP_EVENTS, groupsProjector, USER_EVENTS, usersProjector } from '../users';

/** Every event the application writes or reads: the event store refuses anything else. */
export const ALL_EVENTS: readonly EventDefinition[] = [
  ...WORKSPACE_EVENTS,
  ...USER_EVENTS,
  ...GROUP_EVENTS,
  ...AUTH_EVENTS,
  ...LINK_EVENTS,
  ...ELEMENT_EVENTS,
  ...ELEMENT_NAME_EVENTS,
  ...CATALOG_EVENTS,
  ...CATALOG_NAME_EVENTS,
  ...CATALOG_GLOBAL_EVENTS,
  ...RECORD_EVENTS,
  ...RUN_EVENTS,
  ...INTEGRATION_EVENTS,
  ...SENT_DOCUMENT_EVENTS,
];

export const ALL_PROJECTORS: Projector[] = [
  workspacesProjector,
  usersProjector,
  groupsProjector,
  sessionsProjector,
  typesProjector,
  catalogsProjector,
  recordsProjector,
  openRunsProjector,
];
