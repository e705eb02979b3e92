import { InMemoryEventStore } from './in-memory-event-store';
import { describeEventStoreContract } from './testing/event-store.contract';

describeEventStoreContract('InMemoryEventStore', async (setup) => new InMemoryEventStore({ clock: setup?.clock }));
