import { fileDisposition, templateContentType } from './file-disposition';

describe('a template file download', () => {
  it('names an ASCII file as it is', () => {
    expect(fileDisposition('attachment', 'Engagement letter.docx')).toBe(
      'attachment; filename="Engagement letter.docx"',
    );
    expect(fileDisposition('inline', 'form.pdf')).toBe('inline; filename="form.pdf"');
  });

  it('names any other file in UTF-8 too (RFC 5987), with an ASCII stand-in for older browsers', () => {
    expect(fileDisposition('attachment', 'Lettre d’engagement (été).docx')).toBe(
      'attachment; filename="Lettre d_engagement (_t_).docx"; ' +
        "filename*=UTF-8''Lettre%20d%E2%80%99engagement%20%28%C3%A9t%C3%A9%29.docx",
    );
  });

  it('tells the content type by the extension, else by the template type', () => {
    expect(templateContentType('a.DOCX', 'pdf')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(templateContentType('form', 'pdff')).toBe('application/pdf');
    expect(templateContentType('notes.txt', 'file')).toBe('application/octet-stream');
  });
});
