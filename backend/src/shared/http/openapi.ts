import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
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
    // @Authenticated() routes name the scheme 'bearer' (ApiBearerAuth's default).
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "a workspace's access token" },
      'bearer',
    )
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN for /api/workspaces' }, 'operator')
    .build();
  documentZodSchemas(app);
  SwaggerModule.setup(OPENAPI_PATH, app, () => declarePathParameters(SwaggerModule.createDocument(app, config)));
}

/**
 * Every `{name}` of a path must be a declared, required path parameter for the document to be valid
 * OpenAPI. Routes that read a segment through the guard (`:tenancy` of the token's workspace) rather than
 * through @Param() would leave it undeclared; it is added here, as a string, for every such route.
 */
export function declarePathParameters(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ??= []);
      for (const name of names) {
        const declared = parameters.some(
          (parameter) => 'in' in parameter && parameter.in === 'path' && parameter.name === name,
        );
        if (!declared) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
      }
    }
  }
  return document;
}
