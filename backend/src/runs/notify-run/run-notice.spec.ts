import { documentsPageUrl, runNotice } from './run-notice';

const facts = {
  workspaceLabel: 'Acme Law',
  appLabel: 'Engagement letter',
  recordName: 'Ann Smith',
  byName: 'Jane Client',
  documents: ['Letter to Ann.docx', 'Form.pdf'],
  documentsUrl: 'https://docs.acme.test/acme/Clients/r1/Engage/documents',
};

describe('the notice of a completed run', () => {
  it('says who finished which app on which record, lists the documents and links to their page', () => {
    const mail = runNotice('partner@acme.test', facts);
    expect(mail).toMatchObject({
      to: 'partner@acme.test',
      subject: 'Engagement letter finished on Ann Smith',
      links: [{ label: 'Open the documents', url: facts.documentsUrl }],
    });
    expect(mail.text).toContain('Jane Client finished Engagement letter on Ann Smith in Acme Law.');
    expect(mail.text).toContain('- Letter to Ann.docx\n- Form.pdf');
    expect(mail.text).toContain(`Open the documents: ${facts.documentsUrl}`);
  });

  it('says so when nobody is known and no documents were made', () => {
    const mail = runNotice('partner@acme.test', { ...facts, byName: null, documents: [] });
    expect(mail.text).toContain('Someone finished Engagement letter');
    expect(mail.text).toContain('The app made no documents this time.');
  });

  it('keeps a long subject on one line', () => {
    const mail = runNotice('p@acme.test', { ...facts, recordName: 'x'.repeat(400) });
    expect(mail.subject.length).toBe(150);
  });

  it('builds the documents page address with every part encoded', () => {
    expect(documentsPageUrl('https://docs.acme.test/', 'acme', 'My Clients', 'r/1', 'Engage')).toBe(
      'https://docs.acme.test/acme/My%20Clients/r%2F1/Engage/documents',
    );
  });
});
