import { acceptMessage, acceptsFile, fileAnswers, fileSizeText } from './file-answer';

describe('file answers', () => {
  it('reads single files, lists of files and bare names', () => {
    const passport = { name: 'passport.pdf', size: 2400, sha256: 'ab', contentType: 'application/pdf' };
    expect(fileAnswers(passport)).toEqual([passport]);
    expect(fileAnswers([passport, 'old.doc'])).toEqual([passport, { name: 'old.doc' }]);
    expect(fileAnswers(undefined)).toEqual([]);
    expect(fileAnswers({ size: 3 })).toEqual([]);
  });

  it('shows sizes as people read them', () => {
    expect(fileSizeText(820)).toBe('820 bytes');
    expect(fileSizeText(14_200)).toBe('14 KB');
    expect(fileSizeText(2_400_000)).toBe('2.4 MB');
    expect(fileSizeText(undefined)).toBe('');
  });

  it('checks dropped files against the accept filter', () => {
    const pdf = { name: 'Scan.PDF', type: 'application/pdf' };
    const photo = { name: 'me.jpg', type: 'image/jpeg' };
    expect(acceptsFile('.pdf', pdf)).toBe(true);
    expect(acceptsFile('.pdf', photo)).toBe(false);
    expect(acceptsFile('image/*', photo)).toBe(true);
    expect(acceptsFile('application/pdf, .docx', pdf)).toBe(true);
    expect(acceptsFile(undefined, photo)).toBe(true);
    expect(acceptMessage('.pdf, .docx')).toBe('Upload a file of type .pdf or .docx');
  });
});
