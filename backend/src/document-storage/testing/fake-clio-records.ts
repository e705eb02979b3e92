import type { IncomingMessage } from 'node:http';
import { bad, FAKE_CLIO_MATTER, type Answer, type FakeClioData, type FakeClioFolder } from './fake-provider.types';

export type { FakeClioData, FakeClioFolder } from './fake-provider.types';

export function seedClioData(): FakeClioData {
  const smith = { id: 7001, name: 'John Smith' };
  const acme = { id: 7002, name: 'Acme Corp' };
  return {
    matters: [
      {
        id: FAKE_CLIO_MATTER,
        etag: '"m42"',
        display_number: '00042-Smith',
        description: 'Smith v. Jones',
        status: 'Open',
        open_date: '2024-03-01',
        close_date: null,
        billable: true,
        client: smith,
        practice_area: { id: 1, name: 'Litigation' },
      },
      {
        id: 43,
        etag: '"m43"',
        display_number: '00043-Acme',
        description: 'Acme Corp - Series A financing',
        status: 'Pending',
        open_date: '2025-01-15',
        close_date: null,
        billable: true,
        client: acme,
        practice_area: { id: 2, name: 'Corporate' },
      },
      {
        id: 44,
        etag: '"m44"',
        display_number: '00044-Smith',
        description: 'Smith estate',
        status: 'Closed',
        open_date: '2023-02-10',
        close_date: '2025-06-30',
        billable: false,
        client: smith,
        practice_area: null,
      },
    ],
    contacts: [
      {
        id: 7001,
        etag: '"c7001"',
        name: 'John Smith',
        first_name: 'John',
        last_name: 'Smith',
        type: 'Person',
        primary_email_address: 'john.smith@example.test',
        primary_phone_number: '+1 555 0100',
      },
      {
        id: 7002,
        etag: '"c7002"',
        name: 'Acme Corp',
        first_name: null,
        last_name: null,
        type: 'Company',
        primary_email_address: 'legal@acme.example.test',
        primary_phone_number: null,
      },
    ],
    folders: [],
  };
}

const notFound = (what: string): Answer => ({
  status: 404,
  body: { error: { type: 'RecordNotFound', message: what } },
});

/**
 * `fields` as Clio reads it: top-level names separated by commas, a nested resource's own fields in braces one level
 * deep (`client{id,name}`). Without `fields` Clio answers only `id` and `etag`.
 */
function parseFields(value: string | null): Map<string, string[] | null> | string {
  const fields = new Map<string, string[] | null>();
  if (value === null || value.trim() === '')
    return new Map([
      ['id', null],
      ['etag', null],
    ]);
  for (const part of value.match(/[a-z_]+(\{[^{}]*\})?/g) ?? []) {
    const brace = part.indexOf('{');
    if (brace < 0) fields.set(part, null);
    else
      fields.set(
        part.slice(0, brace),
        part
          .slice(brace + 1, -1)
          .split(',')
          .filter(Boolean),
      );
  }
  if (value.replace(/[a-z_]+(\{[^{}]*\})?/g, '').replace(/,/g, '') !== '') return `fields is malformed: ${value}`;
  return fields;
}

function project(record: Record<string, unknown>, fields: Map<string, string[] | null>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, nested] of fields) {
    const value = record[name];
    if (nested && typeof value === 'object' && value !== null) {
      out[name] = Object.fromEntries(nested.map((key) => [key, (value as Record<string, unknown>)[key] ?? null]));
    } else {
      out[name] = value ?? null;
    }
  }
  return out;
}

/** A list route: fields checked against the resource's, limit 1–200, order id(asc|desc), offset paging. */
function list(url: URL, records: Record<string, unknown>[], known: readonly string[]): Answer {
  const fields = parseFields(url.searchParams.get('fields'));
  if (typeof fields === 'string') return bad(fields);
  const unknown = [...fields.keys()].find((field) => !known.includes(field));
  if (unknown) return bad(`unknown field ${unknown}`);
  const limit = Number(url.searchParams.get('limit') ?? '200');
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) return bad('limit must be between 1 and 200');
  const order = url.searchParams.get('order') ?? 'id(asc)';
  if (!/^id\((asc|desc)\)$/.test(order)) return bad(`order ${order} is not supported`);
  const offset = Number(url.searchParams.get('offset') ?? '0');
  if (!Number.isInteger(offset) || offset < 0) return bad('offset must be a whole number');
  const sorted = [...records].sort((a, b) => (Number(a.id) - Number(b.id)) * (order === 'id(desc)' ? -1 : 1));
  const page = sorted.slice(offset, offset + limit);
  let next: string | undefined;
  if (offset + limit < sorted.length) {
    const following = new URL(url);
    following.searchParams.set('offset', String(offset + limit));
    next = following.toString();
  }
  return {
    status: 200,
    body: {
      data: page.map((record) => project(record, fields)),
      meta: { paging: next ? { next } : {}, records: sorted.length },
    },
  };
}

const contains = (value: unknown, query: string) =>
  typeof value === 'string' && value.toLowerCase().includes(query.toLowerCase());

const MATTER_FIELDS = [
  'id',
  'etag',
  'display_number',
  'description',
  'status',
  'open_date',
  'close_date',
  'billable',
  'client',
  'practice_area',
];
const CONTACT_FIELDS = [
  'id',
  'etag',
  'name',
  'first_name',
  'last_name',
  'type',
  'primary_email_address',
  'primary_phone_number',
];

const unprocessable = (message: string): Answer => ({
  status: 422,
  body: { error: { type: 'UnprocessableEntity', message } },
});

/** The attributes Clio's PATCH takes for each resource, as the fake checks them (a value's kind and format). */
const DAY_OR_NULL = (value: unknown) =>
  value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));
const TEXT_OR_NULL = (value: unknown) => value === null || typeof value === 'string';
const MATTER_UPDATES: Record<string, (value: unknown) => boolean> = {
  description: (value) => typeof value === 'string' && value.trim() !== '',
  status: (value) => typeof value === 'string' && ['Open', 'Pending', 'Closed'].includes(value),
  open_date: DAY_OR_NULL,
  close_date: DAY_OR_NULL,
  billable: (value) => typeof value === 'boolean',
  client_reference: TEXT_OR_NULL,
};
const CONTACT_UPDATES: Record<string, (value: unknown) => boolean> = {
  first_name: TEXT_OR_NULL,
  last_name: TEXT_OR_NULL,
  name: (value) => typeof value === 'string' && value.trim() !== '',
};

/**
 * `PATCH /{resource}/{id}.json` as Clio v4 takes it: `{ data: { attribute: value } }`, an unknown or read-only
 * attribute or a bad value a 422 with Clio's error shape, an `IF-MATCH` etag that is not the record's a 412; the
 * record changes and gets a new etag, and the answer is its id and etag.
 */
function patchRecord(
  record: Record<string, unknown> | undefined,
  what: string,
  updates: Record<string, (value: unknown) => boolean>,
  req: IncomingMessage,
  body: Buffer,
): Answer {
  if (!record) return notFound(`${what} not found`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return bad('the body is not JSON');
  }
  const data = (parsed as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return bad('data is required');
  for (const [attribute, value] of Object.entries(data)) {
    const check = updates[attribute];
    if (!check) return unprocessable(`Unknown or read-only attribute: ${attribute}`);
    if (!check(value)) return unprocessable(`${attribute} is invalid`);
  }
  const ifMatch = req.headers['if-match'];
  if (ifMatch !== undefined && ifMatch !== record.etag) {
    return { status: 412, body: { error: { type: 'PreconditionFailed', message: 'The record has changed' } } };
  }
  Object.assign(record, data);
  if ('first_name' in data || 'last_name' in data) {
    if (record.type === 'Person') record.name = [record.first_name, record.last_name].filter(Boolean).join(' ');
  }
  record.etag = `"${String(record.id)}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}"`;
  return { status: 200, body: { data: { id: record.id, etag: record.etag } } };
}

/** Clio's matters, contacts and folders routes (API v4), or null for another route. */
export function clioRecords(
  data: FakeClioData,
  req: IncomingMessage,
  body: Buffer,
  url: URL,
  raw: string,
): Answer | null {
  if (raw === '/matters.json' && req.method === 'GET') {
    let matters = data.matters;
    const status = url.searchParams.get('status');
    if (status !== null) {
      const wanted = status.split(',');
      if (wanted.some((value) => !['open', 'pending', 'closed'].includes(value))) {
        return bad('status must be open, pending or closed (comma-separated)');
      }
      matters = matters.filter((matter) => wanted.includes(String(matter.status).toLowerCase()));
    }
    const clientId = url.searchParams.get('client_id');
    if (clientId !== null) {
      if (!/^\d+$/.test(clientId)) return bad('client_id must be an id');
      matters = matters.filter((matter) => (matter.client as { id?: number } | null)?.id === Number(clientId));
    }
    const query = url.searchParams.get('query');
    if (query !== null) {
      matters = matters.filter(
        (matter) =>
          contains(matter.display_number, query) ||
          contains(matter.description, query) ||
          contains((matter.client as { name?: string } | null)?.name, query),
      );
    }
    return list(url, matters, MATTER_FIELDS);
  }
  if (raw === '/contacts.json' && req.method === 'GET') {
    let contacts = data.contacts;
    const type = url.searchParams.get('type');
    if (type !== null) {
      if (!['Person', 'Company'].includes(type)) return bad('type must be Person or Company');
      contacts = contacts.filter((contact) => contact.type === type);
    }
    const query = url.searchParams.get('query');
    if (query !== null) {
      contacts = contacts.filter((contact) =>
        ['name', 'primary_email_address', 'primary_phone_number'].some((field) => contains(contact[field], query)),
      );
    }
    return list(url, contacts, CONTACT_FIELDS);
  }
  const matter = /^\/matters\/(\d+)\.json$/.exec(raw);
  if (matter && req.method === 'PATCH') {
    const record = data.matters.find((candidate) => String(candidate.id) === matter[1]);
    return patchRecord(record, 'Matter', MATTER_UPDATES, req, body);
  }
  const contact = /^\/contacts\/(\d+)\.json$/.exec(raw);
  if (contact && req.method === 'PATCH') {
    const record = data.contacts.find((candidate) => String(candidate.id) === contact[1]);
    return patchRecord(record, 'Contact', CONTACT_UPDATES, req, body);
  }
  if (raw === '/folders.json' && req.method === 'GET') {
    const matterId = url.searchParams.get('matter_id');
    const parentId = url.searchParams.get('parent_id');
    let folders: FakeClioFolder[];
    if (parentId !== null) {
      if (!data.folders.some((folder) => String(folder.id) === parentId)) return notFound('Folder not found');
      folders = data.folders.filter(
        (folder) => folder.parent.type === 'Folder' && String(folder.parent.id) === parentId,
      );
    } else if (matterId !== null) {
      if (!data.matters.some((matter) => String(matter.id) === matterId)) return notFound('Matter not found');
      folders = data.folders.filter((folder) => String(folder.matterId) === matterId);
    } else {
      folders = data.folders;
    }
    const records = folders.map((folder) => ({ id: folder.id, name: folder.name, parent: folder.parent }));
    return list(url, records, ['id', 'name', 'parent']);
  }
  if (raw === '/folders.json' && req.method === 'POST') {
    const { data: folder } = JSON.parse(body.toString('utf8') || '{}') as {
      data?: { name?: unknown; parent?: { id?: unknown; type?: unknown } };
    };
    const parent = folder?.parent;
    if (typeof folder?.name !== 'string' || folder.name.trim() === '' || typeof parent?.id !== 'number') {
      return bad('data.name and data.parent { id: number, type: Matter | Folder } are required');
    }
    let matterId: number;
    let path: string;
    if (parent.type === 'Matter') {
      if (!data.matters.some((matter) => matter.id === parent.id)) return notFound('Matter not found');
      matterId = parent.id;
      path = folder.name;
    } else if (parent.type === 'Folder') {
      const above = data.folders.find((candidate) => candidate.id === parent.id);
      if (!above) return notFound('Folder not found');
      matterId = above.matterId;
      path = `${above.path}/${folder.name}`;
    } else {
      return bad('data.parent.type must be Matter or Folder');
    }
    const siblings = data.folders.filter((f) => f.parent.id === parent.id && f.parent.type === parent.type);
    if (siblings.some((sibling) => sibling.name === folder.name)) {
      return { status: 422, body: { error: { type: 'UnprocessableEntity', message: 'Name has already been taken' } } };
    }
    const created: FakeClioFolder = {
      id: 5000 + data.folders.length,
      name: folder.name,
      parent: { id: parent.id, type: parent.type },
      matterId,
      path,
    };
    data.folders.push(created);
    return { status: 201, body: { data: { id: created.id, name: created.name } } };
  }
  return null;
}
