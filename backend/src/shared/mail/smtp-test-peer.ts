import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type ParsedMail } from './parse-eml';

// A real SMTP server on 127.0.0.1 for tests: it speaks the protocol, checks credentials when
// asked to, and keeps what it receives.

export interface ReceivedMail extends ParsedMail {
  envelopeTo: string[];
  raw: Buffer;
}

export interface SmtpTestPeer {
  port: number;
  /** smtp:// URL of this peer, with the given credentials when there are some. */
  url(credentials?: { user: string; pass: string }): string;
  received: ReceivedMail[];
  logins: string[];
  close(): Promise<void>;
}

export async function startSmtpTestPeer(
  options: { requireAuth?: { user: string; pass: string } } = {},
): Promise<SmtpTestPeer> {
  const received: ReceivedMail[] = [];
  const logins: string[] = [];
  const required = options.requireAuth;
  const server = new SMTPServer({
    authOptional: !required,
    allowInsecureAuth: true, // plain-text AUTH on 127.0.0.1; production peers use TLS
    disabledCommands: ['STARTTLS'], // its built-in certificate is self-signed
    logger: false,
    onAuth(auth, _session, callback) {
      if (required && auth.username === required.user && auth.password === required.pass) {
        logins.push(auth.username ?? '');
        return callback(null, { user: auth.username });
      }
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        received.push({ ...parseEml(raw), envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: (c) =>
      c
        ? `smtp://${encodeURIComponent(c.user)}:${encodeURIComponent(c.pass)}@127.0.0.1:${port}`
        : `smtp://127.0.0.1:${port}`,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
