import { documentsContract } from './read-model-documents.contract';
import { people, person, type ContractContext, type ReadModelStorage } from './read-model-contract-kit';
import { queriesContract } from './read-model-queries.contract';
import { typesContract } from './read-model-types.contract';

export type { ReadModelStorage } from './read-model-contract-kit';

/** Every ReadModelStore adapter runs this suite: its parts are in the read-model-*.contract.ts files beside it. */
export function describeReadModelStoreContract(name: string, fresh: () => Promise<ReadModelStorage>): void {
  describe(`ReadModelStore contract: ${name}`, () => {
    const t = {} as ContractContext;
    t.seed = async (...docs) => {
      await t.store.commit(docs.map((doc) => ({ op: 'put' as const, collection: 'people', doc })));
    };
    t.seedFive = () =>
      t.seed(
        person('a', 'Ann', 30),
        person('b', 'Bob', 41),
        person('c', 'Cid', 25),
        person('d', 'Dee', 41),
        person('e', 'Eve', 52),
      );

    beforeEach(async () => {
      t.storage = await fresh();
      t.store = await t.storage.open();
      await t.store.ensureCollection(people);
    });
    afterEach(async () => {
      await t.store.close();
      await t.storage.destroy();
    });

    documentsContract(t);
    queriesContract(t);
    typesContract(t);
  });
}
