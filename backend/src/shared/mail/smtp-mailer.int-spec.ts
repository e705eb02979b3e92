import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpMailer } from './smtp-mailer';
import { parseEml } from './parse-eml';
import { startSmtpTestPeer, type SmtpTestPeer } from './smtp-test-peer';

const credentials = { user: 'mailer@acme.test', pass: 'p@ss:w/rd S3cret' };
const message = {
  to: 'ada@acme.test',
  subject: 'Confirm your account',
  text: 'Hi',
  links: [{ label: 'Confirm', url: 'http://localhost:3000/acme/confirm?t=1' }],
};

describe('SmtpMailer against a real SMTP peer that requires a login', () => {
  let peer: SmtpTestPeer;
  beforeAll(async () => {
    peer = await startSmtpTestPeer({ requireAuth: credentials });
  });
  afterAll(() => peer.close());

  it('logs in with the user and password of SMTP_URL (percent-encoded) and delivers', async () => {
    const mailer = await new SmtpMailer({ url: peer.url(credentials), timeoutMs: 5000 }).verify();
    try {
      await mailer.send(message);
    } finally {
      await mailer.close();
    }
    expect(peer.logins).toContain(credentials.user);
    const mail = peer.received.at(-1)!;
    expect(mail.envelopeTo).toEqual(['ada@acme.test']);
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.links).toEqual([{ label: 'Confirm', url: 'http://localhost:3000/acme/confirm?t=1' }]);
  });

  it('fails the start-up check on a wrong password, naming SMTP_URL without the password', async () => {
    const url = peer.url({ user: credentials.user, pass: 'wrong-Secret-42' });
    const error = await new SmtpMailer({ url, timeoutMs: 5000 }).verify().then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(
      /^SMTP_URL smtp:\/\/mailer%40acme.test:\*\*\*\*@127\.0\.0\.1:\d+ does not work: .*Invalid/,
    );
    expect(error?.message).not.toContain('wrong-Secret-42');
  });

  it('passes the start-up check without credentials, then fails the send the peer refuses, naming SMTP_URL', async () => {
    await expect(new SmtpMailer({ url: peer.url(), timeoutMs: 5000 }).verify()).resolves.toBeDefined();
    const mailer = new SmtpMailer({ url: peer.url(), timeoutMs: 5000 });
    await expect(mailer.send(message)).rejects.toThrow(
      /^Mail to ada@acme.test could not be sent through SMTP_URL smtp:\/\/127\.0\.0\.1:\d+: .*[Aa]uthentication/,
    );
    await mailer.close();
  });
});

describe('SmtpMailer when the peer does not answer', () => {
  it('names SMTP_URL when nothing listens on the port', async () => {
    const port = await freePort();
    const url = `smtp://ada:hunter2secret@127.0.0.1:${port}`;
    const error = await new SmtpMailer({ url, timeoutMs: 2000 }).verify().then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toBe(
      `SMTP_URL smtp://ada:****@127.0.0.1:${port} does not work: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
    expect((error as Error & { code?: string }).code).toBe('ESOCKET');
  });

  it('gives up within its timeout when the peer accepts the connection and never greets', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await listen(silent);
    const port = (silent.address() as AddressInfo).port;
    const started = Date.now();
    try {
      await expect(new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, timeoutMs: 300 }).verify()).rejects.toThrow(
        new RegExp(
          `^SMTP_URL smtp://127\\.0\\.0\\.1:${port} does not work: .*(Greeting never received|no answer within 300 ms)`,
        ),
      );
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      sockets.forEach((s) => s.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('SmtpMailer over smtps:// (TLS from the first byte)', () => {
  it('delivers, with TLS options taken from the URL query', async () => {
    const raws: Buffer[] = [];
    // smtp-server's built-in certificate is self-signed, hence tls.rejectUnauthorized=false in the URL.
    const server = new SMTPServer({
      secure: true,
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          raws.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const mailer = await new SmtpMailer({
        url: `smtps://127.0.0.1:${port}?tls.rejectUnauthorized=false`,
        timeoutMs: 5000,
      }).verify();
      await mailer.send(message);
      await mailer.close();
      expect(raws.map((raw) => parseEml(raw).subject)).toEqual(['Confirm your account']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await listen(probe);
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
