import type { IncomingMessage } from 'node:http';
import { bad, type Answer, type FakeFilevineData, type FakeProvider } from './fake-provider.types';

/** The Filevine user and org the fake's Personal Access Token belongs to. */
export const FAKE_FILEVINE_USER = 812;
export const FAKE_FILEVINE_ORG = 3304;

export function seedFilevineData(): FakeFilevineData {
  const id = (native: number) => ({ native, partner: null });
  return {
    projects: [
      {
        projectId: id(1001),
        projectTypeId: id(7),
        clientId: id(2001),
        projectName: 'Garcia v. Northwind',
        number: 'PI-1001',
        clientName: 'Maria Garcia',
        phaseName: 'Discovery',
        createdDate: '2025-02-03T15:04:05Z',
        isArchived: false,
      },
      {
        projectId: id(1002),
        projectTypeId: id(7),
        clientId: id(2002),
        projectName: 'Okafor estate',
        number: 'ES-1002',
        clientName: 'Chidi Okafor',
        phaseName: 'Intake',
        createdDate: '2025-09-21T09:00:00Z',
        isArchived: false,
      },
      {
        projectId: id(1003),
        projectTypeId: id(8),
        clientId: id(2001),
        projectName: 'Garcia lease',
        number: 'RE-1003',
        clientName: 'Maria Garcia',
        phaseName: 'Closed',
        createdDate: '2023-05-11T12:00:00Z',
        isArchived: true,
      },
    ],
    contacts: [
      {
        personId: id(2001),
        firstName: 'Maria',
        lastName: 'Garcia',
        fullName: 'Maria Garcia',
        personTypes: ['Client'],
        emails: [{ address: 'maria.garcia@example.test' }],
        phones: [{ number: '+1 555 0142' }],
      },
      {
        personId: id(2002),
        firstName: 'Chidi',
        lastName: 'Okafor',
        fullName: 'Chidi Okafor',
        personTypes: ['Client', 'Witness'],
        emails: [],
        phones: [],
      },
    ],
  };
}

/** `offset` and `limit` (1–1000) as Filevine's lists take them, and the page with `hasMore`. */
function page(url: URL, items: Record<string, unknown>[]): Answer {
  const offset = Number(url.searchParams.get('offset') ?? '0');
  const limit = Number(url.searchParams.get('limit') ?? '50');
  if (!Number.isInteger(offset) || offset < 0) return bad('offset must be a whole number');
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return bad('limit must be between 1 and 1000');
  const slice = items.slice(offset, offset + limit);
  return {
    status: 200,
    body: { count: slice.length, offset, limit, hasMore: offset + limit < items.length, items: slice },
  };
}

/**
 * `PATCH /fv-app/v2/{Projects|Contacts}/{id}` as Filevine v2 takes it: a JSON object of the attributes to change; an
 * unknown or read-only attribute or a bad value is a 400 with Filevine's `{ message }`. Answers the changed record.
 */
function patchRecord(
  record: Record<string, unknown> | undefined,
  what: string,
  updates: readonly string[],
  body: Buffer,
): Answer {
  if (!record) return { status: 404, body: { message: `${what} not found` } };
  let changes: unknown;
  try {
    changes = JSON.parse(body.toString('utf8'));
  } catch {
    return bad('the body is not JSON');
  }
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return bad('a JSON object expected');
  for (const [attribute, value] of Object.entries(changes)) {
    if (!updates.includes(attribute)) return { status: 400, body: { message: `${attribute} cannot be updated` } };
    if (value !== null && typeof value !== 'string')
      return { status: 400, body: { message: `${attribute} is invalid` } };
  }
  if ('projectName' in changes && typeof changes.projectName !== 'string') {
    return { status: 400, body: { message: 'projectName is required' } };
  }
  Object.assign(record, changes);
  if ('firstName' in changes || 'lastName' in changes) {
    record.fullName = [record.firstName, record.lastName].filter(Boolean).join(' ');
  }
  return { status: 200, body: record };
}

const nativeIs = (key: string, id: string) => (record: Record<string, unknown>) =>
  String((record[key] as { native?: unknown } | undefined)?.native) === id;

/**
 * Filevine API v2: who the token is (`GetUserOrgsWithToken`), projects and contacts. Every other call must name the
 * user and org in `x-fv-userid` and `x-fv-orgid`, as Filevine's gateway requires.
 */
export function filevine(fake: FakeProvider, req: IncomingMessage, body: Buffer, url: URL): Answer {
  const raw = url.pathname.slice('/api'.length);
  if (raw === '/fv-app/v2/utils/GetUserOrgsWithToken' && req.method === 'POST') {
    return {
      status: 200,
      body: {
        user: {
          userId: { native: FAKE_FILEVINE_USER, partner: null },
          firstName: 'Fiona',
          lastName: 'Vine',
          email: 'fiona@example.test',
        },
        orgs: [{ orgId: FAKE_FILEVINE_ORG, orgName: 'Vine & Partners' }],
      },
    };
  }
  if (
    req.headers['x-fv-orgid'] !== String(FAKE_FILEVINE_ORG) ||
    req.headers['x-fv-userid'] !== String(FAKE_FILEVINE_USER)
  ) {
    return { status: 403, body: { message: "x-fv-orgid and x-fv-userid must name the token's org and user" } };
  }
  if (raw === '/fv-app/v2/Projects' && req.method === 'GET') return page(url, fake.filevine.projects);
  if (raw === '/fv-app/v2/Contacts' && req.method === 'GET') return page(url, fake.filevine.contacts);
  const project = /^\/fv-app\/v2\/Projects\/(\d+)$/.exec(raw);
  if (project && req.method === 'PATCH') {
    const record = fake.filevine.projects.find(nativeIs('projectId', project[1]));
    return patchRecord(record, 'Project', ['projectName', 'number', 'incidentDate', 'description'], body);
  }
  const contact = /^\/fv-app\/v2\/Contacts\/(\d+)$/.exec(raw);
  if (contact && req.method === 'PATCH') {
    const record = fake.filevine.contacts.find(nativeIs('personId', contact[1]));
    return patchRecord(record, 'Contact', ['firstName', 'lastName', 'middleName', 'nickname'], body);
  }
  return { status: 404, body: { message: `no route ${req.method} ${raw}` } };
}
