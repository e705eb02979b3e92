import addressparser from 'nodemailer/lib/addressparser';
import type { MailLink } from './mail.port';

// A minimal RFC 5322/MIME reader, enough for what our own mailers produce (and what tests read
// back from an SMTP peer): headers with encoded words, nested multiparts, base64 and
// quoted-printable bodies. Not a general-purpose mail parser; attachments are ignored.

export interface ParsedMail {
  /** The recipient's address, without display name. */
  to: string;
  from: string;
  subject: string;
  messageId: string;
  /** The text/plain body, line endings normalised to \n. */
  text: string;
  html?: string;
  /** Every http(s) URL in the text, labelled with what precedes it on its line. */
  links: MailLink[];
}

interface MimePart {
  headers: Map<string, string>;
  body: string; // raw bytes as a latin1 string
}

export function parseEml(raw: Buffer | string): ParsedMail {
  const root = splitPart(Buffer.isBuffer(raw) ? raw.toString('latin1') : Buffer.from(raw, 'utf8').toString('latin1'));
  // A message ends with a line break that ends its last line, not a line of its own.
  root.body = root.body.replace(/\r?\n$/, '');
  const bodies: { text?: string; html?: string } = {};
  collectBodies(root, bodies);
  const text = (bodies.text ?? '').replace(/\r\n/g, '\n');
  const header = (name: string) => decodeEncodedWords(root.headers.get(name) ?? '');
  return {
    to: firstAddress(header('to')),
    from: firstAddress(header('from')),
    subject: header('subject'),
    messageId: header('message-id').trim(),
    text,
    ...(bodies.html !== undefined ? { html: bodies.html.replace(/\r\n/g, '\n') } : {}),
    links: linksInText(text),
  };
}

export function linksInText(text: string): MailLink[] {
  const links: MailLink[] = [];
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(/https?:\/\/[^\s<>"]+/g)) {
      const before = line
        .slice(0, match.index)
        .trim()
        .replace(/[:\-–→]\s*$/, '')
        .trim();
      links.push({ label: before, url: match[0].replace(/[.,;)]+$/, '') });
    }
  }
  return links;
}

function splitPart(raw: string): MimePart {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectBodies(part: MimePart, found: { text?: string; html?: string }): void {
  const { type, params } = parseContentType(part.headers.get('content-type') ?? 'text/plain');
  if (type.startsWith('multipart/')) {
    if (!params.boundary) throw new Error(`Mail part ${type} has no boundary`);
    for (const child of splitMultipart(part.body, params.boundary)) collectBodies(splitPart(child), found);
    return;
  }
  if (/attachment/i.test(part.headers.get('content-disposition') ?? '')) return;
  const key = type === 'text/plain' ? 'text' : type === 'text/html' ? 'html' : undefined;
  if (!key || found[key] !== undefined) return;
  const bytes = decodeTransfer(part.body, part.headers.get('content-transfer-encoding') ?? '7bit');
  found[key] = decodeCharset(bytes, params.charset ?? 'us-ascii');
}

function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  const delimiter = `--${boundary}`;
  const lines = body.split(/\r?\n/);
  let current: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith(delimiter)) {
      if (current) parts.push(current.join('\r\n'));
      if (line.startsWith(`${delimiter}--`)) return parts;
      current = [];
    } else if (current) {
      current.push(line);
    }
  }
  throw new Error(`Mail multipart with boundary ${boundary} is not closed`);
}

function parseContentType(value: string): { type: string; params: Record<string, string> } {
  const [type, ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    params[param.slice(0, eq).trim().toLowerCase()] = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeTransfer(body: string, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return Buffer.from(body, 'latin1');
  }
}

function decodeQuotedPrintable(value: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(value.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8'); // unknown charset label: utf-8 is the likeliest
  }
}

/** RFC 2047: `=?UTF-8?Q?Caf=C3=A9?=` and `=?UTF-8?B?...?=`; whitespace between two encoded words is dropped. */
function decodeEncodedWords(value: string): string {
  return Buffer.from(value, 'latin1')
    .toString('utf8') // raw 8-bit (SMTPUTF8) headers arrive as UTF-8 bytes
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, kind: string, data: string) => {
      const latin1 =
        kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' '));
      return decodeCharset(latin1, charset.replace(/\*.*$/, ''));
    });
}

function firstAddress(value: string): string {
  return addressparser(value, { flatten: true })[0]?.address ?? value.trim();
}
