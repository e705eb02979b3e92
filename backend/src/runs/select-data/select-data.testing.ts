import { startRecordsApp, type RecordsTestApp } from '../../records/records-api.testing';

export interface SelectDataTestApp extends RecordsTestApp {
  /** The Firms catalog's records by name. */
  firms: Record<string, string>;
  addFirm(Name: string, City: string, Staff: number): Promise<string>;
}

/**
 * A workspace where the Customers model has an object `Office` (model Office: Name, City, Staff at most 100) whose
 * 'SELECT data FROM…' is the query AllFirms() over the Firms catalog (model Firm: Name, City, Staff, Notes), which
 * allows saving modified data back. Apps: Engage saves changed data back (isUpdateCollections), Quiet does not.
 * The firms Acme (Oslo, 12), Beta (Bergen, 40) and Gamma (Oslo, 500) are added in that order.
 */
export async function startSelectDataApp(): Promise<SelectDataTestApp> {
  const t = (await startRecordsApp()) as SelectDataTestApp;
  t.firms = {};
  t.addFirm = async (Name, City, Staff) => {
    const saved = await t.call('POST', '/collections/Firms/items', { nextValues: { Name, City, Staff, Notes: 'x' } });
    if (saved.status !== 201) throw new Error(`The firm ${Name} was not added: ${JSON.stringify(saved.body)}`);
    t.position = Math.max(t.position, saved.body.position);
    t.firms[Name] = saved.body._id;
    return saved.body._id;
  };
  const firm = (await t.save([{ action: 'add', kind: 'model', name: 'Firm' }])).added[0]._id;
  await t.save([
    { action: 'add', kind: 'variable', parent: firm, name: 'Name', type: 'text' },
    { action: 'add', kind: 'variable', parent: firm, name: 'City', type: 'text' },
    { action: 'add', kind: 'variable', parent: firm, name: 'Staff', type: 'number' },
    { action: 'add', kind: 'variable', parent: firm, name: 'Notes', type: 'text' },
  ]);
  const made = await t.call('POST', '/collections', { name: 'Firms', type: firm });
  if (made.status !== 201) throw new Error(`The Firms catalog was not made: ${JSON.stringify(made.body)}`);
  await t.addFirm('Acme', 'Oslo', 12);
  await t.addFirm('Beta', 'Bergen', 40);
  await t.addFirm('Gamma', 'Oslo', 500);

  const office = (await t.save([{ action: 'add', kind: 'model', name: 'Office' }])).added[0]._id;
  await t.save([
    { action: 'add', kind: 'variable', parent: office, name: 'Name', type: 'text' },
    { action: 'add', kind: 'variable', parent: office, name: 'City', type: 'text' },
    { action: 'add', kind: 'variable', parent: office, name: 'Staff', type: 'number', maximum: 100 },
  ]);
  const query = (await t.save([{ action: 'add', kind: 'query', name: 'AllFirms' }])).added[0]._id;
  const version = (await t.read(`/v2/types/query/${query}`, t.position)).body.version;
  await t.save([
    { action: 'update', kind: 'query', _id: query, version, provider: 'docauto', source: 'Firms', writeBack: true },
  ]);
  const saved = await t.save([
    {
      action: 'add',
      kind: 'variable',
      parent: t.modelId,
      name: 'Office',
      type: 'object',
      typeDef: office,
      selectFrom: 'AllFirms()',
    },
    { action: 'add', kind: 'variable', parent: t.modelId, name: 'Branches', type: 'object', isList: true },
    { action: 'add', kind: 'template', parent: t.modelId, name: 'Letter', type: 'text', text: '{[Office.Name]}' },
    {
      action: 'add',
      kind: 'app',
      parent: t.modelId,
      name: 'Engage',
      screens: [],
      templates: ['Letter'],
      generateDocs: true,
      isUpdateCollections: true,
    },
    {
      action: 'add',
      kind: 'app',
      parent: t.modelId,
      name: 'Quiet',
      screens: [],
      templates: ['Letter'],
      generateDocs: true,
    },
  ]);
  t.position = Math.max(t.position, saved.position);
  return t;
}
