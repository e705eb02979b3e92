import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailer } from './outbox-mailer';
import { parseEml } from './parse-eml';
import { readOutbox } from './read-outbox';

describe('OutboxMailer', () => {
  let folder: string;
  let lines: string[];
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'outbox-'));
    lines = [];
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));
  const logger = { log: (line: string) => lines.push(line) };

  it('writes one standard .eml file per message, named by ISO time and id', async () => {
    const dir = join(folder, 'data', 'outbox');
    const mailer = await new OutboxMailer({ dir, from: 'Acme <no-reply@acme.test>', logger }).open();
    const sent = await mailer.send({ to: 'ada@acme.test', subject: 'Confirm your account', text: 'Hi Ada' });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{12}\.eml$/);
    const raw = await readFile(join(dir, files[0]), 'latin1');
    // The headers a mail client needs, CRLF line ends as RFC 5322 asks.
    for (const header of [
      'From: Acme <no-reply@acme.test>',
      'To: ada@acme.test',
      'Subject: Confirm your account',
      `Message-ID: ${sent.messageId}`,
      'MIME-Version: 1.0',
    ]) {
      expect(raw).toContain(`${header}\r\n`);
    }
    expect(raw).toMatch(/^Date: \w{3}, \d\d? \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}\r$/m);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
    expect(parseEml(raw).text).toBe('Hi Ada');
  });

  it('logs one line per message with the recipient, the subject and each link', async () => {
    const mailer = await new OutboxMailer({ dir: folder, logger }).open();
    await mailer.send({
      to: 'ada@acme.test',
      subject: 'Confirm your account',
      text: 'Welcome',
      links: [
        { label: 'Confirm', url: 'http://localhost:3000/acme/confirm?t=abc' },
        { label: 'Not you?', url: 'http://localhost:3000/acme/deny?t=abc' },
      ],
    });
    await mailer.send({ to: 'bob@acme.test', subject: 'No links', text: 'Plain' });
    const [file1, file2] = (await readOutbox(folder)).map((m) => m.file);
    expect(lines).toEqual([
      `Mail to ada@acme.test: "Confirm your account" → http://localhost:3000/acme/confirm?t=abc → http://localhost:3000/acme/deny?t=abc (outbox/${file1})`,
      `Mail to bob@acme.test: "No links" (outbox/${file2})`,
    ]);
  });

  it('logs to the console when no logger is given', async () => {
    const spy = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await new OutboxMailer({ dir: folder }).send({
        to: 'ada@acme.test',
        subject: 'S',
        text: 'T',
        links: [{ label: 'Go', url: 'http://x.test/go' }],
      });
      expect(spy).toHaveBeenCalledWith(
        expect.stringMatching(/^Mail to ada@acme.test: "S" → http:\/\/x.test\/go \(outbox\/.+\.eml\)$/),
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps files in sending order even within one millisecond', async () => {
    const mailer = new OutboxMailer({ dir: folder, logger });
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => mailer.send({ to: `u${i}@acme.test`, subject: `n${i}`, text: 'x' })),
    );
    expect((await readOutbox(folder)).map((m) => m.subject)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
  });

  it('fails at start, naming the folder, when the outbox cannot be created', async () => {
    const blocker = join(folder, 'a-file');
    await writeFile(blocker, 'not a folder');
    await expect(new OutboxMailer({ dir: join(blocker, 'outbox'), logger }).open()).rejects.toThrow(
      `Mail outbox folder ${join(blocker, 'outbox')} cannot be created: ENOTDIR`,
    );
  });
});

describe('readOutbox', () => {
  it('reads a missing folder as an empty outbox and skips files that are not .eml', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'outbox-read-'));
    try {
      expect(await readOutbox(join(folder, 'none'))).toEqual([]);
      await writeFile(join(folder, 'notes.txt'), 'x');
      expect(await readOutbox(folder)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
