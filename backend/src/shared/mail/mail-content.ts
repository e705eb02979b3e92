import addressparser from 'nodemailer/lib/addressparser';
import type { MailLink, MailMessage } from './mail.port';

/** The fields both engines hand to nodemailer: the body with every link present exactly once. */
export interface ComposedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export function composeMail(from: string, message: MailMessage): ComposedMail {
  checkMessage(message);
  const links = message.links ?? [];
  const missingFromText = links.filter((link) => !message.text.includes(link.url));
  // A link the caller already wrote into the text stays where it is; the others follow as
  // "label: url" lines, the form readOutbox (and a human) can pick out again.
  const text = missingFromText.length
    ? `${message.text.replace(/\s+$/, '')}\n\n${missingFromText.map((l) => `${l.label}: ${l.url}`).join('\n')}\n`
    : message.text;
  const composed: ComposedMail = { from, to: message.to, subject: message.subject, text };
  if (message.html !== undefined) composed.html = withHtmlLinks(message.html, links);
  return composed;
}

function withHtmlLinks(html: string, links: MailLink[]): string {
  const missing = links.filter((l) => !html.includes(l.url) && !html.includes(escapeHtml(l.url)));
  if (!missing.length) return html;
  const anchors = missing.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`);
  return `${html}\n${anchors.join('\n')}`;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function checkMessage(message: MailMessage): void {
  if (!isSingleAddress(message.to)) {
    throw new Error(`Mail recipient must be one e-mail address like ada@acme.test (got ${JSON.stringify(message.to)})`);
  }
  if (!message.subject.trim()) throw new Error(`Mail to ${message.to} has an empty subject`);
  if (/[\r\n]/.test(message.subject)) throw new Error(`Mail subject must be one line (mail to ${message.to})`);
  for (const link of message.links ?? []) {
    if (!/^https?:\/\/\S+$/.test(link.url)) {
      throw new Error(
        `Mail link "${link.label}" must be an absolute http(s) URL without spaces (got ${JSON.stringify(link.url)})`,
      );
    }
  }
}

/** True for one mailbox, with or without a display name: `ada@acme.test`, `Ada <ada@acme.test>`. */
export function isSingleAddress(value: string): boolean {
  if (/[\r\n]/.test(value)) return false;
  const parsed = addressparser(value, { flatten: true });
  return parsed.length === 1 && /^[^\s@]+@[^\s@]+$/.test(parsed[0].address ?? '');
}
