import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { type?: string; properties?: Record<string, unknown> } }> };
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation & { security?: Record<string, string[]>[] }>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/**
 * The published OpenAPI schema validator (an ES module, so it runs in its own node process): the answer
 * is `{ valid: true }` or the schema errors.
 */
function validateWithOpenApiSchema(document: OpenApiDocument): unknown {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const script =
      "import { Validator } from '@seriousme/openapi-schema-validator';" +
      'const result = await new Validator().validate(process.argv[1]);' +
      'console.log(JSON.stringify({ valid: result.valid, errors: result.errors }));';
    return JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script, file], {
        cwd: join(__dirname, '../../../..'),
        encoding: 'utf8',
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The document at /api/docs is generated from the zod schemas the pipes validate with (openapi-zod.ts). */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  const operations = (...methods: string[]) =>
    Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([method]) => methods.includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );

  beforeAll(async () => {
    t = await startTestApp();
    document = (await (await fetch(`${t.url}/api/docs-json`)).json()) as OpenApiDocument;
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI document, as the published schema checks it', () => {
    expect(validateWithOpenApiSchema(document)).toEqual({ valid: true });
  });

  it('defines every security scheme an operation names', () => {
    const defined = Object.keys(document.components?.securitySchemes ?? {});
    const named = new Set(
      Object.values(document.paths).flatMap((byMethod) =>
        Object.values(byMethod).flatMap((operation) => (operation.security ?? []).flatMap((s) => Object.keys(s))),
      ),
    );
    expect([...named].sort()).toEqual(['bearer', 'operator']);
    for (const name of named) expect(defined).toContain(name);
  });

  it('declares every path template parameter as a required path parameter', () => {
    const undeclared = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).flatMap(([method, operation]) =>
        [...path.matchAll(/\{([^}]+)\}/g)]
          .map((match) => match[1])
          .filter(
            (name) => !operation.parameters?.some((p) => p.in === 'path' && p.name === name && p.required === true),
          )
          .map((name) => `${method.toUpperCase()} ${path}: ${name}`),
      ),
    );
    expect(undeclared).toEqual([]);
    const signOut = document.paths['/{tenancy}/api/auth/signout'].post.parameters ?? [];
    expect(signOut).toContainEqual(expect.objectContaining({ name: 'tenancy', in: 'path', required: true }));
  });

  it('gives every POST, PUT, PATCH and DELETE operation a JSON request body schema (a file upload, a multipart one)', () => {
    const writes = operations('post', 'put', 'patch', 'delete');
    expect(writes.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['DELETE /{tenancy}/api/users/{id}', 'DELETE /{tenancy}/api/links/{id}']),
    );
    expect(writes.length).toBeGreaterThanOrEqual(22);
    const uploads = [
      'POST /{tenancy}/upload/importModel',
      'POST /{tenancy}/upload/{typeId}',
      'POST /{tenancy}/upload/parse/csv',
      'POST /{tenancy}/api/runs/{catalog}/{recordId}/files',
      'POST /{tenancy}/api/runs/{catalog}/globals/{globalTarget}/{app}/files',
    ];
    const missing = writes
      .filter(({ name, operation }) => {
        const content = operation.requestBody?.content;
        const body = uploads.includes(name) ? content?.['multipart/form-data'] : content?.['application/json'];
        return body?.schema?.type !== 'object';
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    const upload = document.paths['/{tenancy}/upload/importModel'].post.requestBody?.content?.['multipart/form-data'];
    expect(upload?.schema?.properties).toEqual({ file: { type: 'string', format: 'binary' } });
  });

  it('describes bodies field by field, as the server validates them', () => {
    const signIn = document.paths['/{tenancy}/api/auth/signin'].post.requestBody?.content?.['application/json'];
    expect(signIn?.schema).toMatchObject({
      type: 'object',
      required: ['user'],
      properties: {
        user: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string', maxLength: 254 } },
        },
        visitorId: { type: 'string', maxLength: 200 },
      },
    });
    // The reflected TypeScript types were documented as an empty "output" model.
    expect(document.components?.schemas ?? {}).toEqual({});
  });

  it('documents optional headers once, as optional', () => {
    const headers = operations('get', 'put', 'patch').flatMap(({ name, operation }) =>
      (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => `${name} ${p.name} ${p.required}`),
    );
    expect(headers.sort()).toEqual([
      'GET /{tenancy}/api/users if-none-match false',
      'PATCH /api/workspaces/{name}/settings if-match false',
      'PUT /api/workspaces/{name}/addons/{addon} if-match false',
    ]);
  });

  it("lists every GET operation's query parameters, minPosition included", () => {
    const gets = operations('get');
    const without = gets
      .filter(({ operation }) => !operation.parameters?.some((p) => p.in === 'query'))
      .map(({ name }) => name);
    expect(without).toEqual([]);
    const start = document.paths['/{tenancy}/api/auth/{provider}'].get.parameters ?? [];
    expect(start.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
      'collection',
      'app',
      'external',
      'back_url',
      'internalEmail',
      'minPosition',
    ]);
    expect(start.find((p) => p.name === 'collection')).toMatchObject({
      required: false,
      schema: { type: 'string', maxLength: 200 },
    });
  });
});
