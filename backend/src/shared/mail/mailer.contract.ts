import type { Mailer } from './mail.port';
import type { ParsedMail } from './parse-eml';

// The behaviour every mail engine owes its callers. Each engine's spec supplies a mailer and a
// way to read back, as parsed mail, what reached the far end (the SMTP peer, the outbox folder).

export interface MailerUnderTest {
  mailer: Mailer;
  delivered(): Promise<ParsedMail[]>;
}

export function mailerContract(
  engine: Mailer['engine'],
  start: () => Promise<MailerUnderTest>,
  stop: () => Promise<void>,
): void {
  describe(`Mailer contract (${engine})`, () => {
    let subject: MailerUnderTest;
    beforeEach(async () => {
      subject = await start();
    });
    afterEach(stop);

    it(`reports its engine as ${engine}`, () => {
      expect(subject.mailer.engine).toBe(engine);
    });

    it('delivers recipient, subject, text and a link the text lacks', async () => {
      const url = 'http://localhost:3000/acme/confirm?t=abc.DEF-123_456&next=%2Fhome';
      const sent = await subject.mailer.send({
        to: 'ada@acme.test',
        subject: 'Confirm your account',
        text: 'Welcome to Acme.\nPlease confirm your address.',
        links: [{ label: 'Confirm your account', url }],
      });
      expect(sent.messageId).toMatch(/^<[^<>\s]+@[^<>\s]+>$/);
      const [mail] = await subject.delivered();
      expect(mail.to).toBe('ada@acme.test');
      expect(mail.subject).toBe('Confirm your account');
      expect(mail.text).toContain('Welcome to Acme.\nPlease confirm your address.');
      expect(mail.links).toEqual([{ label: 'Confirm your account', url }]);
      expect(mail.messageId).toBe(sent.messageId);
    });

    it('keeps a link already in the text once, and carries non-ASCII and long lines intact', async () => {
      const url = `http://localhost:3000/acme/reset?t=${'x'.repeat(120)}`;
      await subject.mailer.send({
        to: 'Zoë Brontë <zoe@acme.test>',
        subject: 'Réinitialiser votre mot de passe — Ünïcode ✓',
        text: `Bonjour Zoë,\nouvrez : ${url}\nÀ bientôt.`,
        html: `<p>Bonjour Zoë, <a href="${url}">ouvrez</a></p>`,
        links: [{ label: 'Réinitialiser', url }],
      });
      const [mail] = await subject.delivered();
      expect(mail.to).toBe('zoe@acme.test');
      expect(mail.subject).toBe('Réinitialiser votre mot de passe — Ünïcode ✓');
      expect(mail.text).toBe(`Bonjour Zoë,\nouvrez : ${url}\nÀ bientôt.`);
      expect(mail.links.map((l) => l.url)).toEqual([url]);
      expect(mail.html).toContain(`<a href="${url}">ouvrez</a>`);
    });

    it('adds a missing link to the HTML body as an anchor', async () => {
      await subject.mailer.send({
        to: 'ada@acme.test',
        subject: 'Your document',
        text: 'It is ready.',
        html: '<p>It is ready.</p>',
        links: [{ label: 'Open <record>', url: 'http://localhost:3000/acme/r/1?a=1&b=2' }],
      });
      const [mail] = await subject.delivered();
      expect(mail.html).toContain('<a href="http://localhost:3000/acme/r/1?a=1&amp;b=2">Open &lt;record&gt;</a>');
    });

    it('delivers several messages, each to its recipient', async () => {
      for (const name of ['ada', 'bob', 'cy']) {
        await subject.mailer.send({ to: `${name}@acme.test`, subject: `Hello ${name}`, text: 'Hi.' });
      }
      const mails = await subject.delivered();
      expect(mails.map((m) => [m.to, m.subject])).toEqual([
        ['ada@acme.test', 'Hello ada'],
        ['bob@acme.test', 'Hello bob'],
        ['cy@acme.test', 'Hello cy'],
      ]);
      expect(mails.map((m) => m.text)).toEqual(['Hi.', 'Hi.', 'Hi.']);
    });

    it('refuses a message it must not send, naming the problem', async () => {
      const base = { subject: 'S', text: 'T' };
      await expect(subject.mailer.send({ ...base, to: 'not an address' })).rejects.toThrow(
        /recipient.*"not an address"/,
      );
      await expect(subject.mailer.send({ ...base, to: 'a@acme.test, b@acme.test' })).rejects.toThrow(
        /one e-mail address/,
      );
      await expect(
        subject.mailer.send({ ...base, to: 'a@acme.test', subject: 'x\r\nBcc: evil@x.test' }),
      ).rejects.toThrow(/one line/);
      await expect(
        subject.mailer.send({ ...base, to: 'a@acme.test', links: [{ label: 'Go', url: 'javascript:alert(1)' }] }),
      ).rejects.toThrow(/link "Go" must be an absolute http\(s\) URL/);
      expect(await subject.delivered()).toEqual([]);
    });
  });
}
