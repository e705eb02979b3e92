import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appConfigFromEnv } from '../shared/config/app-config';
import { createApp } from './create-app';

describe('a start with a bad storage configuration', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'docauto-bad-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [{ EVENTSTORE_URL: 'http://localhost:2113' }, 'EVENTSTORE_URL'],
    [{ MONGODB_URL: 'mongo://localhost' }, 'MONGODB_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    // Port 9 (discard) on the loopback: nothing listens, so the server is unreachable.
    [{ MONGODB_URL: 'mongodb://127.0.0.1:9/?serverSelectionTimeoutMS=300' }, 'MONGODB_URL'],
  ])('fails with a message naming the variable: %j', async (extra, variable) => {
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra };
    await expect(createApp(appConfigFromEnv(env), env)).rejects.toThrow(variable);
  });
});
