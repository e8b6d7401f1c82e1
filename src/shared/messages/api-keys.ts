// User-facing texts of API keys (decision 021): the profile card and the API's refusals.
import { API_KEY_NAME_MAX, API_KEYS_PER_USER } from '../constants/limits';

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'kl_';

export const API_KEY_NAME_REQUIRED = 'Please give the key a name.';
export const API_KEY_NAME_TOO_LONG = `The name can be at most ${API_KEY_NAME_MAX} characters.`;
export const API_KEY_LIMIT_REACHED = `You can have at most ${API_KEYS_PER_USER} API keys. Revoke one you no longer use first.`;
export const API_KEY_INVALID = 'The API key is not valid, or it was revoked.';
export const API_KEY_MALFORMED = 'Send the API key as "Authorization: Bearer <key>".';
export const API_KEY_NOT_ALLOWED = 'An API key can run the tools and read their results only. Sign in to do this.';
export const API_KEY_LISTS_NOT_ALLOWED = 'This API key may not reach your saved lists or Search Console data. Create a key with the scope "Tools and lists" on the Profile page.';
export const API_KEY_RATE_LIMITED = 'Too many requests with this API key. Please wait and try again.';
export const API_KEY_SHOWN_ONCE = 'Copy this key now: it will not be shown again.';

export const API_KEY_TOASTS = {
  created: 'API key created',
  revoked: 'API key revoked',
  createFailed: 'The API key could not be created',
  revokeFailed: 'The API key could not be revoked',
  copied: 'Copied to the clipboard',
} as const;

/** What a key may reach, chosen by its owner when creating it (the form's options, the list's label). */
export const API_KEY_SCOPE_LABELS = {
  tools: 'Tools only',
  'tools-and-lists': 'Tools and lists',
} as const;
export const API_KEY_SCOPE_HINTS = {
  tools: 'Runs the tools and reads their results and your quota.',
  'tools-and-lists': 'Also reads and changes your saved keyword lists (create, add, import, remove, export) and reads your Search Console figures.',
} as const;
