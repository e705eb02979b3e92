// The mail port: how the application sends a message, whatever carries it.
// Embedded default: .eml files in DATA_DIR/outbox with the links logged; production: SMTP.

export interface MailLink {
  label: string;
  url: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the reader must follow (confirm, reset, open a record); added to the body when missing from it. */
  links?: MailLink[];
}

export interface SentMail {
  /** The Message-ID header of the sent message, angle brackets included. */
  messageId: string;
}

export interface Mailer {
  readonly engine: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

/** Where the outbox reports each message. `console` and Nest's `Logger` both fit. */
export interface MailLogger {
  log(line: string): void;
}

export const DEFAULT_MAIL_FROM = 'no-reply@localhost';

/** Injection token for the Mailer, so Nest providers need no class to inject an interface. */
export const MAILER = Symbol('Mailer');
