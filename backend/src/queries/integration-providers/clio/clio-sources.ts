import type { ResolvedFilter } from '../../query-provider';
import {
  dayOrNull,
  firstTextOperand,
  isObject,
  singleOperand,
  textOrNull,
  type ApiPage,
  type ApiSource,
} from '../api-source';
import { attributesOf } from '../api-write';

/**
 * Clio Manage API v4 as query sources: matters (`GET /matters.json`) and contacts (`GET /contacts.json`). Clio
 * answers only `id` and `etag` unless `fields` names more; pages hold at most 200 records and `meta.paging.next` is
 * the next page's full address. `order=id(desc)` reads the newest records first. Changes are a
 * `PATCH /matters/{id}.json` (or `/contacts/{id}.json`) with `{ data: { attribute: value } }` holding only the changed
 * attributes; without an `IF-MATCH` etag Clio applies them to the record as it is (a record's etag does not reach a
 * query's items, and a PATCH of the changed attributes only keeps everyone else's changes).
 */

const CLIO_TEXT_MATCH = ['is', 'contains', 'starts with'];
export const MATTER_STATUSES = ['Open', 'Pending', 'Closed'];
export const CONTACT_TYPES = ['Person', 'Company'];

const MATTER_FIELDS =
  'id,display_number,description,status,open_date,close_date,billable,client{id,name},practice_area{name}';
const CONTACT_FIELDS = 'id,name,first_name,last_name,type,primary_email_address,primary_phone_number';

/** `{ data: [...], meta: { paging: { next } } }` → the page; anything else throws. */
function clioPage(body: unknown, item: (record: Record<string, unknown>) => ApiPage['items'][number]): ApiPage {
  if (!isObject(body) || !Array.isArray(body.data)) throw new Error('not a Clio list');
  const paging = isObject(body.meta) && isObject(body.meta.paging) ? body.meta.paging : {};
  const next = typeof paging.next === 'string' && paging.next !== '' ? paging.next : null;
  return { items: body.data.filter(isObject).map(item), next };
}

const nameOf = (value: unknown) => (isObject(value) ? textOrNull(value.name) : null);

/** Clio's `query` searches a record's texts as a wildcard: a filter matching a text lets it narrow, never widen. */
function listPath(path: string, fields: string, pageSize: number, narrowing: Record<string, string | undefined>) {
  const params = new URLSearchParams({ fields, limit: String(pageSize), order: 'id(desc)' });
  for (const [key, value] of Object.entries(narrowing)) if (value !== undefined) params.set(key, value);
  return `${path}?${params.toString()}`;
}

/** The status Clio's `status` parameter takes for an "is" filter on one of its statuses (lower case). */
function statusParam(filters: readonly ResolvedFilter[]): string | undefined {
  const filter = filters.find((candidate) => candidate.name === 'Status' && candidate.operator === 'is');
  const operand = filter && singleOperand(filter);
  return typeof operand === 'string' && MATTER_STATUSES.includes(operand) ? operand.toLowerCase() : undefined;
}

function clientIdParam(filters: readonly ResolvedFilter[]): string | undefined {
  const filter = filters.find((candidate) => candidate.name === 'ClientId' && candidate.operator === '=');
  const operand = filter && singleOperand(filter);
  const id = typeof operand === 'string' ? Number(operand.trim()) : operand;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? String(id) : undefined;
}

/**
 * The writable fields' Clio attributes. Not writable: ids and the client (a matter moves to another client in Clio),
 * the display number (Clio numbers matters), a contact's name (Clio derives a person's from first and last name) and
 * type, and the primary email and phone (lists of addresses in Clio, whose PATCH would add one rather than replace).
 */
const MATTER_ATTRIBUTES: Record<string, string> = {
  Description: 'description',
  Status: 'status',
  OpenDate: 'open_date',
  CloseDate: 'close_date',
  Billable: 'billable',
};
const CONTACT_ATTRIBUTES: Record<string, string> = { FirstName: 'first_name', LastName: 'last_name' };

export const CLIO_MATTER: ApiSource = {
  name: 'Matter',
  fields: [
    { name: 'DisplayNumber', type: 'text', isList: false },
    { name: 'Description', type: 'text', isList: false, writable: true },
    { name: 'Status', type: 'selection', isList: false, enum: MATTER_STATUSES, writable: true },
    { name: 'Client', type: 'text', isList: false },
    { name: 'ClientId', type: 'number', isList: false },
    { name: 'PracticeArea', type: 'text', isList: false },
    { name: 'OpenDate', type: 'date', isList: false, writable: true },
    { name: 'CloseDate', type: 'date', isList: false, writable: true },
    { name: 'Billable', type: 'checkbox', isList: false, writable: true },
  ],
  firstPage: (filters, pageSize) =>
    listPath('/matters.json', MATTER_FIELDS, pageSize, {
      status: statusParam(filters),
      client_id: clientIdParam(filters),
      query: firstTextOperand(filters, ['DisplayNumber', 'Description', 'Client'], CLIO_TEXT_MATCH),
    }),
  readPage: (body) =>
    clioPage(body, (matter) => {
      const client = isObject(matter.client) ? matter.client : null;
      const number = textOrNull(matter.display_number);
      return {
        _id: String(matter.id),
        name: number ?? String(matter.id),
        values: {
          DisplayNumber: number,
          Description: textOrNull(matter.description),
          Status: textOrNull(matter.status),
          Client: client ? textOrNull(client.name) : null,
          ClientId: client && typeof client.id === 'number' ? client.id : null,
          PracticeArea: nameOf(matter.practice_area),
          OpenDate: dayOrNull(matter.open_date),
          CloseDate: dayOrNull(matter.close_date),
          Billable: typeof matter.billable === 'boolean' ? matter.billable : null,
        },
      };
    }),
  update: (id, values) => ({ path: `/matters/${id}.json`, body: { data: attributesOf(values, MATTER_ATTRIBUTES) } }),
};

export const CLIO_CONTACT: ApiSource = {
  name: 'Contact',
  fields: [
    { name: 'Name', type: 'text', isList: false },
    { name: 'FirstName', type: 'text', isList: false, writable: true },
    { name: 'LastName', type: 'text', isList: false, writable: true },
    { name: 'Type', type: 'selection', isList: false, enum: CONTACT_TYPES },
    { name: 'Email', type: 'text', isList: false },
    { name: 'Phone', type: 'text', isList: false },
  ],
  firstPage: (filters, pageSize) => {
    const type = filters.find((filter) => filter.name === 'Type' && filter.operator === 'is');
    const operand = type && singleOperand(type);
    return listPath('/contacts.json', CONTACT_FIELDS, pageSize, {
      type: typeof operand === 'string' && CONTACT_TYPES.includes(operand) ? operand : undefined,
      query: firstTextOperand(filters, ['Name', 'FirstName', 'LastName', 'Email', 'Phone'], CLIO_TEXT_MATCH),
    });
  },
  readPage: (body) =>
    clioPage(body, (contact) => {
      const name = textOrNull(contact.name);
      return {
        _id: String(contact.id),
        name: name ?? String(contact.id),
        values: {
          Name: name,
          FirstName: textOrNull(contact.first_name),
          LastName: textOrNull(contact.last_name),
          Type: textOrNull(contact.type),
          Email: textOrNull(contact.primary_email_address),
          Phone: textOrNull(contact.primary_phone_number),
        },
      };
    }),
  update: (id, values) => ({ path: `/contacts/${id}.json`, body: { data: attributesOf(values, CONTACT_ATTRIBUTES) } }),
};

export const CLIO_SOURCES: readonly ApiSource[] = [CLIO_MATTER, CLIO_CONTACT];
