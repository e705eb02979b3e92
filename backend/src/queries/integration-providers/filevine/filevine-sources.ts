import { dayOrNull, isObject, textOrNull, type ApiPage, type ApiSource } from '../api-source';
import { attributesOf } from '../api-write';

/**
 * Filevine API v2 as query sources: projects (`GET /fv-app/v2/Projects`) and contacts (`GET /fv-app/v2/Contacts`).
 * Pages are `offset`/`limit` with `hasMore`; ids are `{ native }` objects. The lists take no filter a query could
 * narrow by without losing records, so every filter is applied to the pages read (decisions §20). Changes are a
 * `PATCH /fv-app/v2/Projects/{id}` (or `/Contacts/{id}`) with only the changed attributes. Not writable: ids, the
 * client (its own contact), the phase and archiving (their own calls in Filevine), the dates Filevine keeps, a
 * contact's full name (derived from first and last name), its person types and its lists of emails and phones.
 */

const PROJECT_ATTRIBUTES: Record<string, string> = { ProjectName: 'projectName', Number: 'number' };
const CONTACT_ATTRIBUTES: Record<string, string> = { FirstName: 'firstName', LastName: 'lastName' };

/** `{ native: 1001 }` → 1001 (Filevine's ids), or null. */
const nativeId = (value: unknown): number | null =>
  isObject(value) && typeof value.native === 'number' ? value.native : null;

/** The page after `url`: the same list at `offset + limit`, while Filevine says it has more. */
function filevinePage(body: unknown, url: string, item: (record: Record<string, unknown>) => ApiPage['items'][number]) {
  if (!isObject(body) || !Array.isArray(body.items)) throw new Error('not a Filevine list');
  const current = new URL(url, 'http://filevine');
  const offset = Number(current.searchParams.get('offset') ?? '0');
  const limit = Number(current.searchParams.get('limit') ?? '50');
  current.searchParams.set('offset', String(offset + limit));
  const next = body.hasMore === true ? `${current.pathname}?${current.searchParams.toString()}` : null;
  return { items: body.items.filter(isObject).map(item), next };
}

const listPath = (path: string, pageSize: number) => `${path}?offset=0&limit=${pageSize}`;

export const FILEVINE_PROJECT: ApiSource = {
  name: 'Project',
  fields: [
    { name: 'ProjectName', type: 'text', isList: false, writable: true },
    { name: 'Number', type: 'text', isList: false, writable: true },
    { name: 'ClientName', type: 'text', isList: false },
    { name: 'ClientId', type: 'number', isList: false },
    { name: 'PhaseName', type: 'text', isList: false },
    { name: 'ProjectTypeId', type: 'number', isList: false },
    { name: 'CreatedDate', type: 'date', isList: false },
    { name: 'IsArchived', type: 'checkbox', isList: false },
  ],
  firstPage: (_filters, pageSize) => listPath('/fv-app/v2/Projects', pageSize),
  readPage: (body, url) =>
    filevinePage(body, url, (project) => {
      const id = nativeId(project.projectId);
      const name = textOrNull(project.projectName);
      return {
        _id: String(id),
        name: name ?? String(id),
        values: {
          ProjectName: name,
          Number: textOrNull(project.number),
          ClientName: textOrNull(project.clientName),
          ClientId: nativeId(project.clientId),
          PhaseName: textOrNull(project.phaseName),
          ProjectTypeId: nativeId(project.projectTypeId),
          CreatedDate: dayOrNull(project.createdDate),
          IsArchived: typeof project.isArchived === 'boolean' ? project.isArchived : null,
        },
      };
    }),
  update: (id, values) => ({ path: `/fv-app/v2/Projects/${id}`, body: attributesOf(values, PROJECT_ATTRIBUTES) }),
};

/** The first `address` / `number` of a contact's emails or phones. */
const first = (list: unknown, key: string): string | null =>
  Array.isArray(list) && isObject(list[0]) ? textOrNull(list[0][key]) : null;

export const FILEVINE_CONTACT: ApiSource = {
  name: 'Contact',
  fields: [
    { name: 'FullName', type: 'text', isList: false },
    { name: 'FirstName', type: 'text', isList: false, writable: true },
    { name: 'LastName', type: 'text', isList: false, writable: true },
    { name: 'PersonTypes', type: 'text', isList: true },
    { name: 'Email', type: 'text', isList: false },
    { name: 'Phone', type: 'text', isList: false },
  ],
  firstPage: (_filters, pageSize) => listPath('/fv-app/v2/Contacts', pageSize),
  readPage: (body, url) =>
    filevinePage(body, url, (contact) => {
      const id = nativeId(contact.personId);
      const name = textOrNull(contact.fullName);
      return {
        _id: String(id),
        name: name ?? String(id),
        values: {
          FullName: name,
          FirstName: textOrNull(contact.firstName),
          LastName: textOrNull(contact.lastName),
          PersonTypes: Array.isArray(contact.personTypes)
            ? contact.personTypes.filter((type): type is string => typeof type === 'string')
            : [],
          Email: first(contact.emails, 'address'),
          Phone: first(contact.phones, 'number'),
        },
      };
    }),
  update: (id, values) => ({ path: `/fv-app/v2/Contacts/${id}`, body: attributesOf(values, CONTACT_ATTRIBUTES) }),
};

export const FILEVINE_SOURCES: readonly ApiSource[] = [FILEVINE_PROJECT, FILEVINE_CONTACT];
