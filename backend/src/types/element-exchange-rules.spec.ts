import { checkManifest, parseElementFile, templateFileIds, toElementFile, toManifest } from './element-exchange-rules';
import { initialElementState, type ElementState } from './element.state';

const client: ElementState = {
  ...initialElementState,
  exists: true,
  elementId: 'e1',
  name: 'Client',
  kind: 'model',
  definition: { summary: '{FirstName}' },
  members: {
    ...initialElementState.members,
    variable: [{ _id: 'v1', name: 'FirstName', type: 'text' }],
    template: [{ _id: 't1', name: 'Letter', type: 'docx', fileId: 'f'.repeat(64), filename: 'Letter.docx' }],
  },
  version: 7,
  labels: { 3: 'Before' },
};

describe('the export format', () => {
  it('writes an element’s definition without its history, and reads it back as it was', () => {
    const file = toElementFile(client);
    expect(file).toEqual({
      format: 'docauto-types',
      formatVersion: 1,
      _id: 'e1',
      name: 'Client',
      kind: 'model',
      definition: { summary: '{FirstName}' },
      properties: client.members.variable,
      formulas: [],
      templates: client.members.template,
      apps: [],
      layouts: [],
    });
    expect(parseElementFile(JSON.parse(JSON.stringify(file)), 'elements/Client.json')).toEqual({
      sourceId: 'e1',
      name: 'Client',
      kind: 'model',
      definition: client.definition,
      members: client.members,
    });
  });

  it('lists the template files an element refers to, and names them in the manifest', () => {
    expect(templateFileIds(client.members)).toEqual(['f'.repeat(64)]);
    expect(toManifest('demo', '2030-01-01T00:00:00.000Z', [client], ['f'.repeat(64)])).toEqual({
      format: 'docauto-types',
      formatVersion: 1,
      workspace: 'demo',
      exportedAt: '2030-01-01T00:00:00.000Z',
      elements: [{ file: 'elements/Client.json', name: 'Client', kind: 'model' }],
      files: [`files/${'f'.repeat(64)}`],
    });
  });

  it.each([
    [{ name: 'Client', kind: 'model', extra: 1 }, 'Invalid x.json: Unrecognized key: "extra"'],
    [{ name: '1Client', kind: 'model' }, "x.json: the element's name: A name must start with a letter."],
    [
      { name: 'Client', kind: 'model', properties: [{ name: 'true' }] },
      'x.json: properties.0: "true" is a reserved word',
    ],
    [
      { name: 'Client', kind: 'model', formulas: [{ name: 'Total' }, { name: 'TOTAL' }] },
      'x.json: A formula by this name already exists. (TOTAL)',
    ],
    [{ name: 'Client', kind: 'model', formatVersion: 2 }, 'x.json was exported by a newer version of the product'],
    [[], 'Invalid x.json: Invalid input: expected object, received array'],
  ])('refuses %j with a message naming the file', (value, message) => {
    expect(() => parseElementFile(value, 'x.json')).toThrow(message);
  });

  it('reads manifests of its own format, this version or older', () => {
    expect(() => checkManifest({ format: 'docauto-types', formatVersion: 1 })).not.toThrow();
    expect(() => checkManifest({ format: 'something-else' })).toThrow('Invalid manifest.json: format:');
  });
});
