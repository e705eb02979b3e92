import { createTransport, type Transporter } from 'nodemailer';
import { composeMail } from './mail-content';
import { DEFAULT_MAIL_FROM, type MailMessage, type Mailer, type SentMail } from './mail.port';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` (TLS from the start). */
  url: string;
  from?: string;
  /** Bound on connecting, the greeting and the start-up check, in ms. */
  timeoutMs?: number;
}

export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

/** The production mail engine: nodemailer's SMTP transport (Mailpit in docker-compose, any relay in production). */
export class SmtpMailer implements Mailer {
  readonly engine = 'smtp' as const;
  /** The URL with its password masked: safe for logs and error messages. */
  readonly safeUrl: string;
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly timeoutMs: number;
  private readonly secrets: string[];

  constructor(options: SmtpMailerOptions) {
    this.safeUrl = redactUrl(options.url);
    this.from = options.from ?? DEFAULT_MAIL_FROM;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
    this.transport = createTransport({
      url: options.url,
      connectionTimeout: this.timeoutMs,
      greetingTimeout: this.timeoutMs,
      socketTimeout: Math.max(this.timeoutMs, 30_000),
    });
    this.secrets = secretsOf(options.url);
  }

  /**
   * Connects, says hello and logs in once, so a wrong SMTP_URL stops the application at start
   * instead of losing the first confirmation mail. Bounded by `timeoutMs` even if the peer
   * accepts the connection and then says nothing.
   */
  async verify(): Promise<this> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      await Promise.race([this.transport.verify(), timeout]);
      return this;
    } catch (error) {
      this.transport.close();
      throw this.error(`SMTP_URL ${this.safeUrl} does not work`, error);
    } finally {
      clearTimeout(timer);
    }
  }

  async send(message: MailMessage): Promise<SentMail> {
    const mail = composeMail(this.from, message);
    try {
      const info = await this.transport.sendMail(mail);
      return { messageId: String(info.messageId) };
    } catch (error) {
      throw this.error(`Mail to ${message.to} could not be sent through SMTP_URL ${this.safeUrl}`, error);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }

  private error(context: string, cause: unknown): Error {
    // Not `instanceof Error`: errors from Node's own modules come from another realm under jest.
    const message = (cause as { message?: unknown } | null)?.message;
    let reason = typeof message === 'string' ? message : String(cause);
    // Peers sometimes echo what they were sent; the password must never reach a log.
    for (const secret of this.secrets) reason = reason.split(secret).join('****');
    const wrapped = new Error(`${context}: ${reason}`);
    (wrapped as Error & { code?: unknown }).code = (cause as { code?: unknown } | undefined)?.code;
    return wrapped;
  }
}

/** `smtp://ada:secret@host:25` → `smtp://ada:****@host:25`; a value that is not a URL is not echoed at all. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '****';
    return url.toString().replace(/\/$/, '');
  } catch {
    return '(not a URL)';
  }
}

/** The password as written in the URL and decoded; the empty string is no secret. */
function secretsOf(value: string): string[] {
  try {
    const raw = new URL(value).password;
    return [...new Set([raw, safeDecode(raw)])].filter(Boolean);
  } catch {
    return [];
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
