import { ProjectionWaitTimeoutError } from '@app/projections';
import { InMemoryEventStore, SqliteReadModelStore } from '@app/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_PROJECTORS } from '../../app/catalogue';
import { ProjectionFollower } from './projection-follower';

/** Following read models no runner has written yet (an instance with RUN_PROJECTIONS=false started first). */
describe('a projection follower before any runner ran', () => {
  let dir: string;
  let readModels: SqliteReadModelStore;
  let follower: ProjectionFollower;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'follower-'));
    readModels = await SqliteReadModelStore.open(join(dir, 'read-models.sqlite'));
    follower = new ProjectionFollower({ eventStore: new InMemoryEventStore(), readModels, projectors: ALL_PROJECTORS });
    await follower.start();
  });
  afterEach(async () => {
    await follower.stop();
    await readModels.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says which setting is missing when a query needs a read model', () => {
    expect(() => follower.collection('users', 'users')).toThrow(
      "Projector 'users' has no read models yet: start an instance with RUN_PROJECTIONS=true on this storage",
    );
    expect(() => follower.collection('nosuch', 'users')).toThrow("Unknown projector 'nosuch'");
  });

  it('waits like the runner: position 0 at once, an unknown projector refused, a later position bounded', async () => {
    await expect(follower.waitFor(0, 50)).resolves.toBeUndefined();
    await expect(follower.waitFor(1, 50, { projectors: ['nosuch'] })).rejects.toThrow("Unknown projector 'nosuch'");
    await expect(follower.waitFor(1, 50)).rejects.toBeInstanceOf(ProjectionWaitTimeoutError);
    expect(follower.status().map((s) => s.position)).toEqual(ALL_PROJECTORS.map(() => 0));
  });
});
