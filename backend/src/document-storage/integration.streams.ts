import { defineStream } from '../shared/event-sourcing/define-stream';
import { INTEGRATION_EVENTS } from './integration.events';
import { evolveIntegration, initialIntegrationState } from './integration.state';

/** One workspace's connection to one provider: `{tenant}.integration-{provider}`. */
export const IntegrationStream = defineStream({
  category: 'integration',
  events: INTEGRATION_EVENTS,
  initial: initialIntegrationState,
  evolve: evolveIntegration,
});
