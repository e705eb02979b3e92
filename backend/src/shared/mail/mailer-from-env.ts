import { join } from 'node:path';
import { isSingleAddress } from './mail-content';
import { DEFAULT_MAIL_FROM, type MailLogger, type Mailer } from './mail.port';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer, redactUrl } from './smtp-mailer';

export interface MailEnv {
  SMTP_URL?: string;
  MAIL_FROM?: string;
}

export interface CreateMailerOptions {
  /** DATA_DIR, already resolved; the outbox is its `outbox` folder. */
  dataDir: string;
  logger?: MailLogger;
  /** Bound on the SMTP start-up check, in ms. */
  smtpTimeoutMs?: number;
}

/**
 * Chooses the mail engine from the environment: SMTP when SMTP_URL is set (and checked now, so
 * a wrong value stops the start), otherwise the outbox in DATA_DIR/outbox. An empty SMTP_URL
 * counts as unset, as docker-compose writes `SMTP_URL=` for "none".
 */
export async function createMailer(env: MailEnv, options: CreateMailerOptions): Promise<Mailer> {
  const from = mailFromEnv(env);
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl) {
    checkSmtpUrl(smtpUrl);
    return new SmtpMailer({ url: smtpUrl, from, timeoutMs: options.smtpTimeoutMs }).verify();
  }
  return new OutboxMailer({ dir: join(options.dataDir, 'outbox'), from, logger: options.logger }).open();
}

export function mailFromEnv(env: MailEnv): string {
  const from = env.MAIL_FROM?.trim();
  if (!from) return DEFAULT_MAIL_FROM;
  if (!isSingleAddress(from)) {
    throw new Error(
      `MAIL_FROM must be one address like no-reply@acme.test or "Acme <no-reply@acme.test>" (got ${JSON.stringify(from)})`,
    );
  }
  return from;
}

export function checkSmtpUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The value is not echoed: it may hold a password.
    throw new Error('SMTP_URL is not a URL; expected smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//…)`);
  }
  if (!url.hostname) throw new Error(`SMTP_URL names no host (got ${redactUrl(value)})`);
}
