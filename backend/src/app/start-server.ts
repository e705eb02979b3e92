import { Logger, type INestApplication } from '@nestjs/common';
import type { AppConfig, Env } from '../shared/config/app-config';
import { ensureDemoWorkspace, type DemoWorkspace } from '../demo/demo-workspace';
import { PROJECTION_RUNNER } from '../shared/storage/tokens';
import { createApp } from './create-app';
import type { Projections } from '../shared/projections/projections';

export interface StartedServer {
  app: INestApplication;
  /** The port it listens on (the one picked when PORT is 0). */
  port: number;
  demo: DemoWorkspace;
}

/**
 * What `npm start` does (main.ts), and the e2e tests with it: the application, the demo workspace
 * of a first start, and listening once the projections show that workspace, so the first visitor
 * finds it.
 */
export async function startServer(
  config: AppConfig,
  env: Env,
  listen: { port?: number; host?: string } = {},
): Promise<StartedServer> {
  const app = await createApp(config, env);
  try {
    const demo = await ensureDemoWorkspace(app, config);
    await app
      .get<Projections>(PROJECTION_RUNNER)
      .waitFor(demo.position, 10_000)
      .catch((error: unknown) => {
        // Without projections here, another instance projects the demo workspace; it may start later.
        if (config.runProjections) throw error;
        new Logger('Start').warn(
          `The read models do not show the demo workspace yet: is an instance with RUN_PROJECTIONS=true running? (${String(error)})`,
        );
      });
    await (listen.host === undefined
      ? app.listen(listen.port ?? config.port)
      : app.listen(listen.port ?? config.port, listen.host));
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return { app, port, demo };
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
