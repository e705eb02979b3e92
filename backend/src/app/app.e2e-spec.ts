import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ALL_PROJECTORS } from './catalogue';

describe('the application over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('GET /api/health reports the engines and each projection with its lag', async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { projections: { name: string; lag: number; position: number }[] };
    expect(body).toMatchObject({
      status: 'ok',
      engines: { eventStore: 'sqlite', readModels: 'sqlite', files: 'folder', mail: 'outbox' },
    });
    expect(body.projections.map((p) => p.name).sort()).toEqual(ALL_PROJECTORS.map((p) => p.name).sort());
    expect(body.projections.length).toBeGreaterThanOrEqual(3);
    for (const projection of body.projections) {
      expect(projection).toEqual({
        name: projection.name,
        version: ALL_PROJECTORS.find((projector) => projector.name === projection.name)?.version,
        position: expect.any(Number),
        lag: 0,
        parked: 0,
      });
      expect(projection.position).toBeGreaterThan(0);
    }
  });

  it('serves the OpenAPI documentation at /api/docs', async () => {
    expect((await fetch(`${t.url}/api/docs`)).status).toBe(200);
    const document = (await (await fetch(`${t.url}/api/docs-json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/isTenancy/{name}', '/api/workspaces/{name}/settings']),
    );
  });

  it('answers an unknown API path with a JSON 404, globally and per workspace', async () => {
    for (const path of ['/api/nothing', '/demo/api/nothing']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('says how to build the frontend when it is missing', async () => {
    const response = await fetch(`${t.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('serving the built frontend', () => {
  let t: TestApp;
  let frontendDir: string;
  beforeAll(async () => {
    frontendDir = mkdtempSync(join(tmpdir(), 'docauto-frontend-'));
    mkdirSync(join(frontendDir, 'assets'));
    writeFileSync(join(frontendDir, 'index.html'), '<!doctype html><title>docauto</title><div id="root"></div>');
    writeFileSync(join(frontendDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    t = await startTestApp({ FRONTEND_DIR: frontendDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(frontendDir, { recursive: true, force: true });
  });

  it('serves files as they are, fingerprinted assets cached for good', async () => {
    const response = await fetch(`${t.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("app")');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it.each(['/', '/demo/', '/demo/records/123', '/acme/users'])(
    'answers index.html for the client route %s',
    async (path) => {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('never answers index.html for an API call', async () => {
    const response = await fetch(`${t.url}/demo/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });
});
