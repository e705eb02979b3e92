import { attachmentsOf } from './file-answer';

const scan = { name: 'passport.pdf', size: 10, sha256: 'a'.repeat(64), contentType: 'application/pdf' };
const photo = { name: 'photo.png', size: 20, sha256: 'b'.repeat(64), contentType: 'image/png' };

describe("a record's attachments", () => {
  it('are its file answers in the order of the file variables, list items in turn', () => {
    const values = { Passport: scan, Photos: [photo, scan], Name: 'Ann' };
    expect(attachmentsOf(['Passport', 'Photos'], values)).toEqual([scan, photo, scan]);
  });

  it('leave out unanswered questions and values that are no stored file', () => {
    expect(attachmentsOf(['Passport', 'Photos'], { Passport: 'passport.pdf' })).toEqual([]);
    expect(attachmentsOf(['Passport'], { Passport: { name: 'x', size: 1, sha256: 'nothex' } })).toEqual([]);
  });
});
