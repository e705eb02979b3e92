export * from './mail.port';
export { OutboxMailer, type OutboxMailerOptions } from './outbox-mailer';
export { SmtpMailer, redactUrl, DEFAULT_SMTP_TIMEOUT_MS, type SmtpMailerOptions } from './smtp-mailer';
export { createMailer, checkSmtpUrl, mailFromEnv, type MailEnv, type CreateMailerOptions } from './mailer-from-env';
export { readOutbox, type OutboxEntry } from './read-outbox';
export { parseEml, linksInText, type ParsedMail } from './parse-eml';
