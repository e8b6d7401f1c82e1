// Sends the product's e-mails: through SMTP when SMTP_URL is set, otherwise into the outbox table
// and the server log, so a local user can still follow a verification link.
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one action link of the mail, logged in outbox mode. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

export function createMailer(options: { smtpUrl?: string; from: string; db: Db; log?: (line: string) => void }): Mailer {
  const log = options.log ?? ((line: string) => console.log(line));
  const { smtpUrl } = options;
  if (smtpUrl) {
    // nodemailer is loaded with the first mail, not at start: a server may run for days without one.
    let transport: Promise<Transporter> | undefined;
    const smtp = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
    return {
      mode: 'smtp',
      async send(m) {
        await (await smtp()).sendMail({ from: options.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  return {
    mode: 'outbox',
    async send(m) {
      await options.db.insert(mailOutbox).values({ to: m.to, subject: m.subject, text: m.text, html: m.html, link: m.link });
      log(`[mail outbox] to=${m.to} subject="${m.subject}"${m.link ? ` link=${m.link}` : ''}`);
    },
  };
}
