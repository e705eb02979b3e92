import {
  compiledUpdate,
  modelNamesOf,
  sizeText,
  statusReason,
  templateFileOf,
  templateStatus,
  undefinedDocxNames,
  type CompiledTemplate,
} from './template-files';

const file = {
  filepath: 'ab12',
  filename: 'Letter.docx',
  filesize: 12345,
  user: { _id: 'u1', name: 'Ada Admin' },
  date: '2026-03-01T10:00:00.000Z',
};

describe('a compiled template file (001 §3 Upload response, §4)', () => {
  it('queues the file and a .docx’s fields and variables as one update', () => {
    const fields = [{ text: '{[Name]}', kind: 'value', identifiers: ['Name'] }];
    const result: CompiledTemplate = { ...file, ext: 'docx', fields, variables: ['Name'] };
    expect(compiledUpdate(result)).toEqual({ ...file, fields, variables: ['Name'] });
  });

  it('queues the file and a PDF’s merged field map as one update', () => {
    const fieldMap = [{ name: 'A', type: 'text', flags: 0, expression: 'Name' }];
    expect(compiledUpdate({ ...file, ext: 'pdf', fieldMap })).toEqual({ ...file, fieldMap });
  });

  it('reads the file a template holds, none before the first upload', () => {
    expect(templateFileOf({ name: 'Letter' })).toBeUndefined();
    expect(templateFileOf({ ...file })).toEqual(file);
    expect(templateFileOf({ filepath: 'ab12' })).toEqual({ filepath: 'ab12', filename: 'ab12' });
  });

  it('says the size in bytes', () => {
    expect(sizeText(12345, 'en-US')).toBe('12,345 bytes');
    expect(sizeText(1, 'en-US')).toBe('1 byte');
  });
});

describe('names a .docx uses that the model does not define', () => {
  const fields = [
    { text: '{[Client.Name]}', kind: 'value', identifiers: ['Client'], lists: [] },
    { text: '{[if Married]}', kind: 'if', identifiers: ['married'], lists: [] },
    { text: '{[Gone]}', kind: 'value', identifiers: ['Gone'], lists: [] },
    // Inside a list, names may be the items' own properties: not checked.
    { text: '{[ChildName]}', kind: 'value', identifiers: ['ChildName'], lists: ['Children'] },
    { text: '{[this]}', kind: 'value', identifiers: ['this'], lists: [] },
  ];

  it('lists them once, case aside, leaving list items and specials out', () => {
    expect(undefinedDocxNames(fields, ['Client', 'Married', 'Children'])).toEqual(['Gone']);
  });

  it('tells a field inside a list by the list and endlist fields before it when fields do not say', () => {
    const ordered = [
      { text: 'list Children', kind: 'list', identifiers: ['Children'] },
      { text: 'ChildName', kind: 'value', identifiers: ['ChildName'] },
      { text: 'endlist', kind: 'endlist', identifiers: [] },
      { text: 'Gone', kind: 'value', identifiers: ['Gone'] },
      { text: 'list Missing', kind: 'list', identifiers: ['Missing'] },
      { text: 'endlist', kind: 'endlist', identifiers: [] },
    ];
    expect(undefinedDocxNames(ordered, ['Children'])).toEqual(['Gone', 'Missing']);
  });

  it('takes the model’s variables, formulas and templates as defined', () => {
    expect(
      modelNamesOf({
        properties: [{ name: 'A' }],
        formulas: [{ name: 'B' }],
        templates: [{ name: 'C' }],
        apps: [{ name: 'D' }],
      }),
    ).toEqual(['A', 'B', 'C']);
  });
});

describe('the status icon (001 §2: Ok, In Progress, Out of date)', () => {
  const docx = { ...file, fields: [{ text: '{[Name]}', kind: 'value', identifiers: ['Name'], lists: [] }] };

  it('is In Progress while uploading or compiling', () => {
    expect(templateStatus({ type: 'docx', template: docx, busy: true, modelNames: ['Name'] })).toBe('in-progress');
  });

  it('is Out of date without a file', () => {
    expect(templateStatus({ type: 'docx', template: {}, busy: false, modelNames: [] })).toBe('out-of-date');
    expect(statusReason({ type: 'pdf', template: {}, busy: false, modelNames: [] })).toBe(
      'No file has been uploaded yet.',
    );
  });

  it('is Out of date when a .docx uses a name the model no longer defines, Ok otherwise', () => {
    expect(templateStatus({ type: 'docx', template: docx, busy: false, modelNames: ['Name'] })).toBe('ok');
    expect(templateStatus({ type: 'docx', template: docx, busy: false, modelNames: ['Other'] })).toBe('out-of-date');
    expect(statusReason({ type: 'docx', template: docx, busy: false, modelNames: [] })).toBe(
      'The template uses a name the model does not define: Name.',
    );
  });

  it('is Out of date while a PDF map holds obsolete rows', () => {
    const pdf = { ...file, fieldMap: [{ name: 'A', type: 'text', flags: 0 }] };
    expect(templateStatus({ type: 'pdf', template: pdf, busy: false, modelNames: [] })).toBe('ok');
    const stale = { ...pdf, fieldMap: [...pdf.fieldMap, { name: 'B', type: 'text', flags: -1, expression: 'x' }] };
    expect(templateStatus({ type: 'pdf', template: stale, busy: false, modelNames: [] })).toBe('out-of-date');
    expect(statusReason({ type: 'pdf', template: stale, busy: false, modelNames: [] })).toBe(
      '1 field is no longer in the PDF (OBSOLETE).',
    );
  });
});
