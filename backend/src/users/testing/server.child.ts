/**
 * The real server in a process of its own, for tests that kill it (SIGKILL) and start it again on the
 * same data folder: `node -r backend/src/testing/swc-register.cjs server.child.ts DATA_DIR` prints
 * `listening PORT`.
 */
import 'reflect-metadata';
import { join } from 'node:path';
import { startServer } from '../../app/start-server';
import { appConfigFromEnv, type Env } from '../../shared/config/app-config';

const dataDir = process.argv[2];
const env: Env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', FRONTEND_DIR: join(dataDir, 'none') };

startServer(appConfigFromEnv(env), env, { port: 0, host: '127.0.0.1' }).then(
  ({ port }) => console.log(`listening ${port}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
