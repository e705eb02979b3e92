import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { composeMail } from './mail-content';
import { DEFAULT_MAIL_FROM, type MailLogger, type MailMessage, type Mailer, type SentMail } from './mail.port';

export interface OutboxMailerOptions {
  /** The folder the .eml files go to, usually DATA_DIR/outbox; created when missing. */
  dir: string;
  from?: string;
  logger?: MailLogger;
}

/**
 * The embedded mail engine: nothing leaves the machine. Each message becomes an RFC 5322 .eml
 * file (open it in any mail client) and one log line carries its links, so a developer can
 * follow a confirmation link without a mail server.
 */
export class OutboxMailer implements Mailer {
  readonly engine = 'outbox' as const;
  readonly dir: string;
  private readonly from: string;
  private readonly logger: MailLogger;
  private lastStamp = 0;

  constructor(options: OutboxMailerOptions) {
    this.dir = options.dir;
    this.from = options.from ?? DEFAULT_MAIL_FROM;
    this.logger = options.logger ?? console;
  }

  /** Creates the outbox folder now, so a folder that cannot be written fails at start, not at the first mail. */
  async open(): Promise<this> {
    try {
      await mkdir(this.dir, { recursive: true });
    } catch (error) {
      throw new Error(`Mail outbox folder ${this.dir} cannot be created: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return this;
  }

  async send(message: MailMessage): Promise<SentMail> {
    const mail = composeMail(this.from, message);
    const id = randomBytes(6).toString('hex');
    const node = new MailComposer({ ...mail, messageId: `<${id}@outbox.localhost>` }).compile();
    const bytes = await node.build();
    const fileName = `${this.fileStamp()}-${id}.eml`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, fileName), bytes, { flag: 'wx' });
    this.logger.log(outboxLogLine(message, fileName));
    return { messageId: node.messageId() };
  }

  async close(): Promise<void> {
    // Nothing is held open between messages.
  }

  // File names sort in sending order: the ISO time, made strictly increasing within this
  // mailer, with ':' replaced because Windows forbids it in file names.
  private fileStamp(): string {
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    return new Date(this.lastStamp).toISOString().replace(/:/g, '-');
  }
}

export function outboxLogLine(message: MailMessage, fileName: string): string {
  const links = (message.links ?? []).map((link) => ` → ${link.url}`).join('');
  return `Mail to ${message.to}: ${JSON.stringify(message.subject)}${links} (outbox/${fileName})`;
}
