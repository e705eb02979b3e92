import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Mailer } from './mail.port';
import { createMailer } from './mailer-from-env';
import { readOutbox } from './read-outbox';
import { startSmtpTestPeer } from './smtp-test-peer';

describe('createMailer', () => {
  let dataDir: string;
  let mailer: Mailer | undefined;
  const logger = { log: () => {} };
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mail-env-'));
    mailer = undefined;
  });
  afterEach(async () => {
    await mailer?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses the outbox in DATA_DIR/outbox when SMTP_URL is unset or empty, sending from MAIL_FROM', async () => {
    for (const env of [{}, { SMTP_URL: '' }, { SMTP_URL: '  ' }]) {
      expect((await createMailer(env, { dataDir, logger })).engine).toBe('outbox');
    }
    mailer = await createMailer({ MAIL_FROM: 'Acme <hello@acme.test>' }, { dataDir, logger });
    await mailer.send({ to: 'ada@acme.test', subject: 'S', text: 'T' });
    const [mail] = await readOutbox(join(dataDir, 'outbox'));
    expect(mail.from).toBe('hello@acme.test');
  });

  it('logs the links of a mail only without SMTP_URL, where the console is the way to follow them', async () => {
    const message = {
      to: 'ada@acme.test',
      subject: 'Reset',
      text: 'Follow the link.',
      links: [{ label: 'Choose a new password', url: 'https://docs.acme.test/acme/confirm?t=secret-token' }],
    };
    const outboxLines: string[] = [];
    mailer = await createMailer({}, { dataDir, logger: { log: (line) => outboxLines.push(line) } });
    await mailer.send(message);
    expect(outboxLines).toEqual([expect.stringContaining('https://docs.acme.test/acme/confirm?t=secret-token')]);
    await mailer.close();

    const peer = await startSmtpTestPeer();
    const smtpLines: string[] = [];
    try {
      mailer = await createMailer(
        { SMTP_URL: peer.url() },
        { dataDir, logger: { log: (line) => smtpLines.push(line) } },
      );
      await mailer.send(message);
      expect(peer.received).toHaveLength(1);
      expect(smtpLines).toEqual([]);
    } finally {
      await mailer?.close();
      mailer = undefined;
      await peer.close();
    }
  });

  it('sends from no-reply@localhost when MAIL_FROM is unset', async () => {
    mailer = await createMailer({}, { dataDir, logger });
    await mailer.send({ to: 'ada@acme.test', subject: 'S', text: 'T' });
    expect((await readOutbox(join(dataDir, 'outbox')))[0].from).toBe('no-reply@localhost');
  });

  it('uses SMTP when SMTP_URL is set, and checks it at once', async () => {
    const peer = await startSmtpTestPeer();
    try {
      mailer = await createMailer({ SMTP_URL: peer.url(), MAIL_FROM: 'hello@acme.test' }, { dataDir, logger });
      expect(mailer.engine).toBe('smtp');
      await mailer.send({ to: 'ada@acme.test', subject: 'S', text: 'T' });
      expect(peer.received.map((m) => [m.from, m.to])).toEqual([['hello@acme.test', 'ada@acme.test']]);
    } finally {
      await mailer?.close();
      mailer = undefined;
      await peer.close();
    }
  });

  it.each([
    ['not a URL', 'hunter2', /^SMTP_URL is not a URL; expected smtp:\/\/user:pass@host:587/],
    [
      'an http URL',
      'http://user:hunter2@mail.acme.test',
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\/ \(got http:\/\/…\)$/,
    ],
    ['a host without scheme', 'mail.acme.test:587', /^SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ['no host', 'smtp://', /^SMTP_URL names no host/],
  ])('refuses SMTP_URL that is %s, without echoing a password', async (_case, SMTP_URL, expected) => {
    const error = await createMailer({ SMTP_URL }, { dataDir, logger }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(expected);
    expect(error?.message).not.toContain('hunter2');
  });

  it('refuses a MAIL_FROM that is not one address, naming the variable', async () => {
    await expect(createMailer({ MAIL_FROM: 'nobody' }, { dataDir, logger })).rejects.toThrow(
      /^MAIL_FROM must be one address.*\(got "nobody"\)$/,
    );
    await expect(createMailer({ MAIL_FROM: 'a@x.test, b@x.test' }, { dataDir, logger })).rejects.toThrow(
      /^MAIL_FROM must be one address/,
    );
  });

  it('names SMTP_URL when the server cannot be reached, within the timeout', async () => {
    const started = Date.now();
    await expect(
      createMailer({ SMTP_URL: 'smtp://u:hunter2@127.0.0.1:1' }, { dataDir, logger, smtpTimeoutMs: 1000 }),
    ).rejects.toThrow(/^SMTP_URL smtp:\/\/u:\*\*\*\*@127\.0\.0\.1:1 does not work: .*ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
