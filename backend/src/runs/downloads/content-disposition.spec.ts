import { attachmentDisposition, contentTypeOf, uniqueNames } from './content-disposition';

describe('download headers', () => {
  it('names the file in UTF-8 (RFC 5987) with an ASCII stand-in', () => {
    expect(attachmentDisposition('Letter to Zoë (draft).docx')).toBe(
      `attachment; filename="Letter to Zo_ (draft).docx"; filename*=UTF-8''Letter%20to%20Zo%C3%AB%20%28draft%29.docx`,
    );
    expect(attachmentDisposition('a "quoted"\\name%.txt')).toBe(
      `attachment; filename="a _quoted__name_.txt"; filename*=UTF-8''a%20%22quoted%22%5Cname%25.txt`,
    );
  });

  it('types documents by extension', () => {
    expect(contentTypeOf('PDF')).toBe('application/pdf');
    expect(contentTypeOf('docx')).toMatch(/wordprocessingml/);
    expect(contentTypeOf('xyz')).toBe('application/octet-stream');
  });

  it('keeps names unique in a zip, case aside', () => {
    expect(uniqueNames(['scan.pdf', 'Scan.pdf', 'scan.pdf', 'notes'])).toEqual([
      'scan.pdf',
      'Scan (2).pdf',
      'scan (3).pdf',
      'notes',
    ]);
  });
});
