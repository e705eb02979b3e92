import { linksInText, parseEml } from './parse-eml';

// Shapes other mailers produce that ours rarely do: base64 bodies, Latin-1, B-encoded and folded headers.

describe('parseEml', () => {
  it('reads a base64 text part and a Latin-1 quoted-printable HTML part inside nested multiparts', () => {
    const raw = [
      'To: "Ada L." <ada@acme.test>',
      'From: =?UTF-8?B?WsO2ZQ==?= <zoe@acme.test>',
      'Subject: =?UTF-8?B?Q2Fmw6k=?=',
      '  =?UTF-8?Q?_cr=C3=A8me?=',
      'Content-Type: multipart/mixed; boundary=outer',
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary="inner"',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Caf\u00e9 ready: http://x.test/r?id=1\r\n').toString('base64'),
      '--inner',
      'Content-Type: text/html; charset=iso-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '<p>Caf=E9</p>',
      '--inner--',
      '--outer',
      'Content-Type: text/plain',
      'Content-Disposition: attachment; filename=notes.txt',
      '',
      'not the body',
      '--outer--',
      '',
    ].join('\r\n');
    const mail = parseEml(raw);
    expect(mail.to).toBe('ada@acme.test');
    expect(mail.from).toBe('zoe@acme.test');
    expect(mail.subject).toBe('Café crème');
    expect(mail.text).toBe('Café ready: http://x.test/r?id=1\n');
    expect(mail.html).toBe('<p>Café</p>');
    expect(mail.links).toEqual([{ label: 'Café ready', url: 'http://x.test/r?id=1' }]);
  });

  it('says which multipart is broken instead of returning half a message', () => {
    expect(() => parseEml('Content-Type: multipart/alternative; boundary=b\r\n\r\n--b\r\n\r\nx\r\n')).toThrow(
      'Mail multipart with boundary b is not closed',
    );
  });
});

describe('linksInText', () => {
  it('labels each URL with what precedes it on its line, and drops trailing punctuation', () => {
    expect(linksInText('Confirm: http://a.test/c?t=1\nOr see https://b.test/x.\nhttp://c.test')).toEqual([
      { label: 'Confirm', url: 'http://a.test/c?t=1' },
      { label: 'Or see', url: 'https://b.test/x' },
      { label: '', url: 'http://c.test' },
    ]);
  });
});
