// Runs the mail catcher as its own process for browser tests: SMTP on MAIL_SMTP_PORT, the
// mailbox as JSON on MAIL_HTTP_PORT.
import { startMailCatcher } from './mail-catcher.js';

const catcher = await startMailCatcher({
  smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 2525),
  httpPort: Number(process.env.MAIL_HTTP_PORT ?? 2526),
});
console.log(`mail catcher: smtp ${catcher.smtpUrl}, http http://127.0.0.1:${catcher.httpPort}`);
