// A real SMTP receiver for tests: the app sends through nodemailer over SMTP, tests read what
// arrived and follow the links. Optionally serves the mailbox over HTTP for browser tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  raw: string;
  receivedAt: number;
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parseMail(raw: string, to: string[], from: string): CaughtMail {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd);
  const subject = /^Subject: (.*(?:\r\n[ \t].*)*)$/im.exec(headers)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
  // nodemailer sends multipart/alternative; the plain-text part comes first.
  // The part ends at its MIME boundary, not at any line starting with "--": a quoted-printable
  // soft break inside a link can put "--" (base64url in a token) at the start of a line.
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const partEnd = boundary ? `\\r\\n--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '$';
  const textPart =
    new RegExp(`Content-Type: text\\/plain[^]*?\\r\\n\\r\\n([^]*?)(${partEnd}|$)`, 'i').exec(raw)?.[1] ?? raw.slice(headerEnd + 4);
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(raw);
  const b64 = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: base64/i.test(raw);
  const text = b64 ? Buffer.from(textPart.replace(/\s+/g, ''), 'base64').toString('utf8') : qp ? decodeQuotedPrintable(textPart) : textPart;
  return { to, from, subject, text, raw, receivedAt: Date.now() };
}

export interface MailCatcher {
  smtpPort: number;
  smtpUrl: string;
  httpPort: number | null;
  mails: CaughtMail[];
  waitFor(to: string, predicate?: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
}

export function linkIn(mail: CaughtMail): string {
  const match = /https?:\/\/[^\s"<>]+/.exec(mail.text);
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return match[0];
}

export async function startMailCatcher(options: { smtpPort?: number; httpPort?: number } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to, from));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.smtpPort ?? 0, '127.0.0.1', resolve));
  const smtpPort = (server.server.address() as AddressInfo).port;

  let httpServer: http.Server | null = null;
  let httpPort: number | null = null;
  if (options.httpPort !== undefined) {
    httpServer = http.createServer((req, res) => {
      if (req.method === 'DELETE') {
        mails.length = 0;
        res.end('{}');
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(mails));
    });
    await new Promise<void>((resolve) => httpServer!.listen(options.httpPort, '127.0.0.1', resolve));
    httpPort = (httpServer.address() as AddressInfo).port;
  }

  return {
    smtpPort,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpPort,
    mails,
    async waitFor(to, predicate = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const address = to.toLowerCase();
      while (Date.now() < deadline) {
        const found = [...mails].reverse().find((m) => m.to.includes(address) && predicate(m));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    },
    clear() {
      mails.length = 0;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (httpServer) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
