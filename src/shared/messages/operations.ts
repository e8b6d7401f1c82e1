// What the API says when the server itself cannot serve for a while (decision 035): the database
// is unreachable (a restart, a failover) or its disk is full. Both are the operator's to fix, and
// the first passes by itself, so the user is told to try again rather than that something broke.

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable while its database reconnects. Please try again in a few seconds.';
/** Seconds a client is asked to wait (Retry-After) before it tries again. */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const STORAGE_FULL_MESSAGE = 'The server has run out of storage space, so nothing was saved. Please try again later.';
