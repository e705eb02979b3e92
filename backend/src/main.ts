import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { startServer } from './app/start-server';
import { stopOnSignals } from './app/stop-on-signals';
import { appConfigFromEnv } from './shared/config/app-config';
import { demoBanner } from './demo/demo-workspace';

/** `node backend/dist/main.js`: the product on PORT, storage chosen by the environment. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = appConfigFromEnv(process.env);
  const { app, port, demo } = await startServer(config, process.env);
  stopOnSignals(app);
  new Logger('Start').log(`ready in ${Date.now() - started} ms, data in ${config.dataDir}`);
  console.log(`\n${demoBanner(port, demo)}\n`);
}

main().catch((error: unknown) => {
  // One clear line for the operator: the message names the variable to fix.
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
