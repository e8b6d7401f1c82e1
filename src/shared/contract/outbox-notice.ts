// GET /api/outbox: the local outbox of a server without SMTP on a loopback address.
export const OUTBOX_LIST_LIMIT = 50;

/** Said on the "check your email" screen where no mail goes out. */
export const OUTBOX_NOTICE = 'This server has no mail configured, so the e-mail is in the local outbox instead.';
export const OUTBOX_LINK_TEXT = 'Open the local outbox';
