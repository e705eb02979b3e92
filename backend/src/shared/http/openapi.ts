import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { documentZodSchemas } from './openapi-zod';

export const OPENAPI_PATH = 'api/docs';

/** Interactive documentation at /api/docs, the JSON at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('docauto API')
    .setDescription(
      "Global calls live under /api, a workspace's under /{workspace}/api. Commands answer with { position }; " +
        'send it back as the X-Min-Position header (or ?minPosition=) on a query to read your own write.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN for /api/workspaces' }, 'operator')
    .build();
  documentZodSchemas(app);
  SwaggerModule.setup(OPENAPI_PATH, app, () => SwaggerModule.createDocument(app, config));
}
