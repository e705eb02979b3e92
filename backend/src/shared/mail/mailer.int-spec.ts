import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailer } from './outbox-mailer';
import { readOutbox } from './read-outbox';
import { SmtpMailer } from './smtp-mailer';
import { startSmtpTestPeer, type SmtpTestPeer } from './smtp-test-peer';
import { mailerContract } from './mailer.contract';

// One contract, both engines: the outbox in a temp folder and SMTP to a real local server.

let peer: SmtpTestPeer | undefined;
let smtp: SmtpMailer | undefined;
mailerContract(
  'smtp',
  async () => {
    peer = await startSmtpTestPeer();
    const started = peer;
    smtp = await new SmtpMailer({ url: started.url(), from: 'Acme <no-reply@acme.test>', timeoutMs: 5000 }).verify();
    return { mailer: smtp, delivered: async () => started.received };
  },
  async () => {
    await smtp?.close();
    await peer?.close();
  },
);

let folder: string | undefined;
mailerContract(
  'outbox',
  async () => {
    folder = await mkdtemp(join(tmpdir(), 'outbox-contract-'));
    const dir = join(folder, 'outbox');
    const mailer = await new OutboxMailer({ dir, from: 'Acme <no-reply@acme.test>', logger: { log: () => {} } }).open();
    return { mailer, delivered: () => readOutbox(dir) };
  },
  async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  },
);
