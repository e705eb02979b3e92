import type { Storage } from '@app/storage';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE } from '../shared/storage/tokens';
import { startTestApp, type TestApp } from '../testing/test-app';

const health = async (t: TestApp) => {
  const response = await fetch(`${t.url}/api/health`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/health probes each engine', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 200 when the event store, the read models and the file store answer', async () => {
    t = await startTestApp();
    const { status, body } = await health(t);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      checks: { eventStore: 'ok', readModels: 'ok', files: 'ok' },
      projections: expect.arrayContaining([expect.objectContaining({ name: 'users', lag: 0 })]),
    });
    expect(body.failed).toBeUndefined();
  });

  it('answers 503 naming the file store when its folder cannot be read', async () => {
    t = await startTestApp();
    const files = join(t.dataDir, 'files');
    rmSync(files, { recursive: true, force: true });
    writeFileSync(files, 'not a folder');
    const { status, body } = await health(t);
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: 'unavailable',
      failed: ['files'],
      checks: { eventStore: 'ok', readModels: 'ok', files: 'failed' },
      engines: { files: 'folder' },
    });
  });

  it('answers 503 naming the event store and the read models once they are closed, and keeps the projections', async () => {
    t = await startTestApp();
    await t.app.get<Storage>(STORAGE).close();
    const { status, body } = await health(t);
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: 'unavailable',
      failed: ['eventStore', 'readModels'],
      checks: { eventStore: 'failed', readModels: 'failed', files: 'ok' },
      projections: expect.arrayContaining([expect.objectContaining({ name: 'workspaces' })]),
    });
  });
});
