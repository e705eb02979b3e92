import { startSmtpTestPeer, type SmtpTestPeer } from '../../shared/mail/smtp-test-peer';
import { postJson, signIn } from '../../testing/auth-testing';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** The same flow as a person has it: the confirmation arrives over real SMTP, the link in it sets the password. */
describe('registration over a real SMTP peer', () => {
  let peer: SmtpTestPeer;
  let t: TestApp;

  beforeAll(async () => {
    peer = await startSmtpTestPeer({ requireAuth: { user: 'mailer', pass: 'secret-1' } });
    t = await startTestApp({
      SMTP_URL: peer.url({ user: 'mailer', pass: 'secret-1' }),
      MAIL_FROM: 'no-reply@docs.test',
    });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  it('mails the confirmation link over SMTP and the link signs the new user in', async () => {
    const registered = await postJson(`${t.url}/demo/api/auth/registration`, {
      user: { email: 'linus@acme.test', name: 'Linus' },
    });
    expect(registered.status).toBe(200);
    const mail = peer.received.find((received) => received.envelopeTo.includes('linus@acme.test'));
    expect(mail?.subject).toBe('Confirm your e-mail address for Demo workspace');
    const link = new URL(mail?.links.find((l) => l.url.includes('/demo/confirm?'))?.url ?? 'http://missing');
    expect(link.origin).toBe(t.url);
    expect(link.searchParams.get('type')).toBe('default');

    const set = await postJson(`${t.url}/demo/api/users/password`, {
      token: link.searchParams.get('t'),
      password: 'kernel-1991',
    });
    expect(set.status).toBe(200);
    await expect(signIn(t.url, 'demo', 'linus@acme.test', 'kernel-1991')).resolves.toMatchObject({
      user: { name: 'Linus' },
    });
  });
});
