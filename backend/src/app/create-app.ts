import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { frontendBuilt, type AppConfig, type Env } from '../shared/config/app-config';
import { serveFrontend } from '../shared/http/frontend-static';
import { setupOpenApi } from '../shared/http/openapi';
import { AppModule } from './app.module';

/** Large enough for a logo or favicon as a data URI (settings allow 512 KiB each). */
const JSON_LIMIT = '2mb';

/**
 * The HTTP application, configured but not listening: main.ts listens on PORT, tests on port 0.
 * Storage is opened (and checked) here, so a bad EVENTSTORE_URL or MONGODB_URL fails right away.
 */
export async function createApp(config: AppConfig, env: Env): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register({ config, env, mode: 'server' }), {
    bufferLogs: true,
    // Until pino takes over, Nest would print its start-up lines (and a failed start's stack) in its own format.
    ...(config.logLevel === 'silent' ? { logger: false as const } : {}),
    bodyParser: false,
    // Not forceCloseConnections: it would cut off requests in flight. HttpDrain closes connections instead.
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.useBodyParser('json', { limit: JSON_LIMIT });
  app.set('x-powered-by', false);
  if (config.trustProxyHops > 0) app.set('trust proxy', config.trustProxyHops);
  setupOpenApi(app);
  serveFrontend(app, config.frontendDir, frontendBuilt(config));
  await app.init();
  return app;
}
