import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { ProjectionRunner } from '@app/projections';
import { createApp } from './app/create-app';
import { appConfigFromEnv } from './config/app-config';
import { demoBanner, ensureDemoWorkspace } from './demo/demo-workspace';
import { PROJECTION_RUNNER } from './shared/storage/tokens';

/** `node backend/dist/main.js`: the product on PORT, storage chosen by the environment. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = appConfigFromEnv(process.env);
  const app = await createApp(config, process.env);
  const demo = await ensureDemoWorkspace(app, config);
  // The first visitor must find the demo workspace, so the projections catch up with it before listening.
  await app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(demo.position, 10_000);
  await app.listen(config.port);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  new Logger('Start').log(`ready in ${Date.now() - started} ms, data in ${config.dataDir}`);
  console.log(`\n${demoBanner(port, demo)}\n`);
}

main().catch((error: unknown) => {
  // One clear line for the operator: the message names the variable to fix.
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
