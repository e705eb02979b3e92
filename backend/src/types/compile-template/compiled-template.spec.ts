import { compiledTemplate, compileTemplateSchema, problemBody, TemplateFileProblem } from './compiled-template';

const upload = {
  typeId: 'e1',
  ext: 'docx' as const,
  name: 'Letter.docx',
  size: 1234,
  user: { _id: 'u1', name: 'Ann' },
  date: '2027-01-02T03:04:05.000Z',
};

describe('a compiled template file', () => {
  it('is what the editor queues on the template: the file, who uploaded it when, and the fields it lists', () => {
    const docx = {
      fields: [
        {
          text: 'Name|upper',
          kind: 'value' as const,
          expression: 'Name|upper',
          identifiers: ['Name'],
          parentIdentifiers: [],
          itemIdentifiers: [],
          lists: [],
          file: 'word/document.xml',
        },
      ],
      variables: ['Name'],
    };
    expect(compiledTemplate(upload, 'a'.repeat(64), { docx })).toEqual({
      filepath: 'a'.repeat(64),
      filename: 'Letter.docx',
      filesize: 1234,
      ext: 'docx',
      user: { _id: 'u1', name: 'Ann' },
      date: '2027-01-02T03:04:05.000Z',
      fields: [{ text: 'Name|upper', kind: 'value', expression: 'Name|upper', identifiers: ['Name'] }],
      variables: ['Name'],
    });
  });

  it('answers a template with mistakes as a 422 listing each with the text around it', () => {
    const problem = new TemplateFileProblem('Letter.docx: Expression ends too early near "Dear {[Name +]}".', [
      { message: 'Expression ends too early', field: '{[Name +]}', context: 'Dear {[Name +]}', position: 5 },
    ]);
    expect(problemBody(problem)).toEqual({
      statusCode: 422,
      error: 'Unprocessable entity',
      message: 'Letter.docx: Expression ends too early near "Dear {[Name +]}".',
      problems: [
        { message: 'Expression ends too early', field: '{[Name +]}', context: 'Dear {[Name +]}', position: 5 },
      ],
    });
    expect(problemBody(new TemplateFileProblem('No form.')).problems).toEqual([]);
  });

  it('takes a compile body with the editor’s field map, and nothing else', () => {
    const body = { templateId: 't1', versionId: '00000000-0000-4000-8000-000000000000', ext: 'pdf' };
    expect(
      compileTemplateSchema.safeParse({ ...body, fieldMap: [{ name: 'A', expression: 'x', type: 'text' }] }).success,
    ).toBe(true);
    expect(compileTemplateSchema.safeParse({ ...body, versionId: '../x' }).success).toBe(false);
    expect(compileTemplateSchema.safeParse({ ...body, ext: 'doc' }).success).toBe(false);
    expect(compileTemplateSchema.safeParse({ ...body, other: 1 }).success).toBe(false);
  });
});
