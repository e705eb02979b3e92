import { InMemoryReadModelStore } from './in-memory-read-model-store';
import { describeReadModelStoreContract } from './read-model-store.contract';

// Its memory lives as long as the object: "reopening" after close gives the same store back.
describeReadModelStoreContract('in memory', async () => {
  const store = new InMemoryReadModelStore();
  return { open: async () => store, destroy: async () => undefined };
});
