/**
 * Child process for the crash test: runs the counters projector (version and factor from argv) over
 * the given files until every rebuild has switched, then prints `done`. Commits are slowed a little
 * so the parent can kill it mid-rebuild.
 */
import { SqliteEventStore, SqliteReadModelStore } from '@app/storage';
import { ProjectionRunner } from '../projection-runner';
import { streamCountersProjector } from './stream-counters.projector';

async function main(): Promise<void> {
  const [eventsFile, readModelsFile, version, factor, commitDelayMs] = process.argv.slice(2);
  const eventStore = SqliteEventStore.open(eventsFile);
  const readModels = await SqliteReadModelStore.open(readModelsFile);
  const commit = readModels.commit.bind(readModels);
  readModels.commit = async (changes, checkpoint) => {
    await new Promise((resolve) => setTimeout(resolve, Number(commitDelayMs)));
    return commit(changes, checkpoint);
  };
  const runner = new ProjectionRunner({
    eventStore,
    readModels,
    projectors: [streamCountersProjector({ version: Number(version), factor: Number(factor) })],
    batchSize: 500,
  });
  await runner.start();
  console.log(`resumed-from ${runner.status()[0].rebuilding?.position ?? -1}`);
  await runner.rebuildsDone();
  await runner.stop();
  await readModels.close();
  await eventStore.close();
  console.log('done');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
