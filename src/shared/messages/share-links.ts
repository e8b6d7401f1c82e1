// User-facing texts of read-only share links (decision 030).
import { SHARE_EXPIRY_DAYS_MAX, SHARE_LINKS_PER_TARGET } from '../constants/limits';

/** A revoked, expired, malformed or unknown link: one answer for all, so links cannot be probed. */
export const SHARE_NOT_FOUND = 'This shared link does not exist, has expired or was revoked.';
export const SHARE_LINK_NOT_FOUND = 'No share link with this id, or not yours.';
export const SHARE_EXPIRY_INVALID = `The expiry must be a whole number of days from 1 to ${SHARE_EXPIRY_DAYS_MAX}.`;
export const SHARE_LIMIT_REACHED = `This item already has ${SHARE_LINKS_PER_TARGET} active share links. Revoke one first.`;
export const SHARE_DISPLAY_NAME_REQUIRED = 'Please give the display name the shared page shows.';
export const SHARE_DISPLAY_NAME_NOTE = 'The only thing the link shows about you.';

export const SHARE_TOASTS = {
  created: 'Share link created',
  copied: 'Link copied',
  revoked: 'Share link revoked',
  failed: 'The share link could not be changed',
} as const;
export const SHARED_RATE_LIMITED = 'Too many requests for shared pages. Please wait and try again.';
