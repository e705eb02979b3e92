import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../app/start-server';
import { appConfigFromEnv, type Env } from '../shared/config/app-config';

export interface TestApp {
  app: INestApplication;
  url: string;
  dataDir: string;
  env: Env;
  close(): Promise<void>;
}

export const OPERATOR_TOKEN = 'test-operator-token';

/**
 * The real application on 127.0.0.1:<free port> over real SQLite files in a fresh folder, with the
 * demo workspace created as on a first start. Nothing is mocked.
 */
export async function startTestApp(extraEnv: Env = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'docauto-e2e-'));
  const env: Env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OPERATOR_TOKEN,
    FRONTEND_DIR: join(dataDir, 'no-frontend'),
    ...extraEnv,
  };
  const { app, port } = await startServer(appConfigFromEnv(env), env, { port: 0, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    env,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** fetch with the operator token and a JSON body. */
export function operator(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(url, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
}
