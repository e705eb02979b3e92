// Filevine as a query provider: projects and contacts read page by page from the fake Filevine API v2.
import {
  startIntegrationsApp,
  type IntegrationsTestApp,
  type Json,
} from '../document-storage/testing/integrations.testing';
import { QueryProviderRegistry } from './query-provider-registry';

describe('queries API: Filevine as a query provider', () => {
  let t: IntegrationsTestApp;
  let position = 0;

  const api = async (method: string, path: string, body?: unknown) => {
    const answer = await t.call(method, path, { body, headers: { 'x-min-position': String(position) } });
    if (typeof answer.body?.position === 'number') position = Math.max(position, answer.body.position);
    return { status: answer.status, body: answer.body as Json };
  };
  const saveQuery = async (name: string, source: string, params: unknown[]) => {
    const added = await api('POST', '/v2/types', { items: [{ action: 'add', kind: 'query', name }] });
    const id = added.body.added[0]._id as string;
    const { version } = (await api('GET', `/v2/types/query/${id}`)).body;
    await api('POST', '/v2/types', {
      items: [{ action: 'update', kind: 'query', _id: id, version, provider: 'filevine', source, params }],
    });
  };

  beforeAll(async () => {
    t = await startIntegrationsApp();
  });
  afterAll(() => t?.close());

  it('is offered once Filevine is connected, with projects and contacts, taking changes back', async () => {
    expect((await api('GET', '/queries/types/filevine')).body).toEqual({
      statusCode: 404,
      error: 'Not found',
      message: 'This workspace has no Filevine integration configured.',
    });
    await t.connect('filevine');
    expect((await api('GET', '/queries/providers')).body).toContainEqual({ name: 'filevine', label: 'Filevine' });
    expect((await api('GET', '/queries/types/filevine')).body).toEqual(['Project', 'Contact']);
    const descriptor = (await api('GET', '/queries/types/filevine/descriptor/Project')).body;
    expect(descriptor.writeBack).toBe(true);
    expect(descriptor.selectors.map((selector: Json) => `${selector.name}:${selector.type}`)).toEqual([
      'ProjectName:text',
      'Number:text',
      'ClientName:text',
      'ClientId:number',
      'PhaseName:text',
      'ProjectTypeId:number',
      'CreatedDate:date',
      'IsArchived:checkbox',
    ]);
  });

  it("runs a query over Filevine's projects, page by page (offset, limit, hasMore), with the org and user headers", async () => {
    await saveQuery('ActiveProjectsOf', 'Project', [
      { name: 'Client', type: 'text', isList: false, required: true },
      { name: 'ClientName', type: 'text', isList: false, operator: 'is', selectorType: 'param', paramName: 'Client' },
      {
        name: 'IsArchived',
        type: 'checkbox',
        isList: false,
        operator: 'is',
        selectorType: 'value',
        valueExpr: 'false',
      },
    ]);
    const bulk = Array.from({ length: 250 }, (_, index) => ({
      projectId: { native: 5000 + index },
      projectName: `Bulk ${index}`,
      clientName: 'Someone Else',
      isArchived: false,
    }));
    t.fakes.filevine.filevine.projects.unshift(...bulk);
    t.fakes.filevine.requests.length = 0;
    const answer = await api('POST', '/queries/run', { query: 'ActiveProjectsOf', args: ['maria garcia'] });
    expect(answer).toEqual({
      status: 200,
      body: {
        items: [
          {
            _id: '1001',
            name: 'Garcia v. Northwind',
            values: {
              ProjectName: 'Garcia v. Northwind',
              Number: 'PI-1001',
              ClientName: 'Maria Garcia',
              ClientId: 2001,
              PhaseName: 'Discovery',
              ProjectTypeId: 7,
              CreatedDate: '2025-02-03',
              IsArchived: false,
            },
          },
        ],
        truncated: false,
      },
    });
    expect(t.fakes.filevine.requests).toEqual([
      'GET /fv-app/v2/Projects?offset=0&limit=200',
      'GET /fv-app/v2/Projects?offset=200&limit=200',
    ]);
  });

  it("runs a query over Filevine's contacts, a list field matching when any of its items does", async () => {
    await saveQuery('Witnesses', 'Contact', [
      {
        name: 'PersonTypes',
        type: 'text',
        isList: true,
        operator: 'is',
        selectorType: 'value',
        valueExpr: '"Witness"',
      },
    ]);
    const answer = await api('POST', '/queries/run', { query: 'Witnesses' });
    expect(answer.body).toEqual({
      items: [
        {
          _id: '2002',
          name: 'Chidi Okafor',
          values: {
            FullName: 'Chidi Okafor',
            FirstName: 'Chidi',
            LastName: 'Okafor',
            PersonTypes: ['Client', 'Witness'],
            Email: null,
            Phone: null,
          },
        },
      ],
      truncated: false,
    });
  });

  it("saves a run's changed values back: a PATCH of the changed attributes only, read-only fields refused", async () => {
    const write = (source: string, id: string, values: Record<string, unknown>) =>
      t.app
        .get(QueryProviderRegistry)
        .write('demo', 'filevine', {
          source,
          id,
          values,
          reader: { userId: null, isAdmin: false },
          origin: { app: 'Engage', run: 'run-1' },
        })
        .then(
          (written) => written,
          (error: Error) => error.message,
        );
    const byId = (list: Record<string, unknown>[], key: string, id: number) =>
      list.find((record) => (record[key] as { native: number }).native === id)!;
    const project = () => byId(t.fakes.filevine.filevine.projects, 'projectId', 1001);
    const before = { ...project() };
    expect(await write('Project', '1001', { ProjectName: 'Garcia v. Northwind LLC' })).toEqual({ merged: false });
    expect(t.fakes.filevine.requests.at(-1)).toBe('PATCH /fv-app/v2/Projects/1001');
    expect(project()).toEqual({ ...before, projectName: 'Garcia v. Northwind LLC' });
    expect(await write('Contact', '2002', { FirstName: 'Chidiebere' })).toEqual({ merged: false });
    expect(byId(t.fakes.filevine.filevine.contacts, 'personId', 2002)).toMatchObject({
      firstName: 'Chidiebere',
      fullName: 'Chidiebere Okafor',
    });

    expect(await write('Project', '1001', { PhaseName: 'Settled' })).toBe(
      "Filevine's Project field PhaseName cannot be changed.",
    );
    expect(await write('Project', '4040', { Number: 'X-1' })).toBe(
      'Filevine has no Project 4040: it may have been deleted there.',
    );
    // Filevine requires a project's name: clearing it is Filevine's 400, shown with its own words.
    expect(await write('Project', '1001', { ProjectName: null })).toBe(
      'Filevine refused the changes to its Project 1001: projectName is required (HTTP 400).',
    );
    t.fakes.filevine.mode = 'down';
    expect(await write('Project', '1001', { Number: 'PI-1001-A' })).toBe(
      'Filevine is unavailable: the changes to its Project 1001 were not saved.',
    );
    t.fakes.filevine.mode = 'up';
    expect(project().number).toBe('PI-1001');
  });
});
