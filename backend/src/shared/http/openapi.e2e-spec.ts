import { startTestApp, type TestApp } from '../../testing/test-app';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { type?: string; properties?: Record<string, unknown> } }> };
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
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

  it('gives every POST, PUT, PATCH and DELETE operation a JSON request body schema', () => {
    const writes = operations('post', 'put', 'patch', 'delete');
    expect(writes.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['DELETE /{tenancy}/api/users/{id}', 'DELETE /{tenancy}/api/links/{id}']),
    );
    expect(writes.length).toBeGreaterThanOrEqual(22);
    const missing = writes
      .filter(({ operation }) => operation.requestBody?.content?.['application/json']?.schema?.type !== 'object')
      .map(({ name }) => name);
    expect(missing).toEqual([]);
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
