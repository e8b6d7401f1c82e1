// The texts of the product's e-mails. Links are absolute (APP_URL based).
import type { MailMessage } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function actionMail(to: string, subject: string, intro: string, action: string, link: string, outro: string): MailMessage {
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n\n— KeywordLens`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>— KeywordLens</p>`,
  };
}

export function verificationMail(to: string, link: string): MailMessage {
  return actionMail(
    to,
    'Confirm your KeywordLens account',
    'Welcome to KeywordLens! Please confirm your e-mail address to start your research.',
    'Confirm your e-mail',
    link,
    'If you did not create an account, you can ignore this e-mail.',
  );
}

export function resetPasswordMail(to: string, link: string): MailMessage {
  return actionMail(
    to,
    'Reset your KeywordLens password',
    'We received a request to reset the password of your KeywordLens account.',
    'Set a new password',
    link,
    'The link can be used once and expires in one hour. If you did not ask for it, you can ignore this e-mail.',
  );
}

/** Sent instead of a second verification mail when someone signs up with a known address. */
export function existingAccountMail(to: string, signInLink: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Your KeywordLens account',
    link: signInLink,
    text: `Someone tried to create a KeywordLens account with this e-mail address, but you already have one.\n\nSign in: ${signInLink}\nForgot your password? ${resetLink}\n\nIf this was not you, you can ignore this e-mail.\n\n— KeywordLens`,
  };
}
