// Where people reach KeywordLens; the contact and privacy pages both name these.
export const CONTACT_ADDRESSES = {
  support: 'support@keywordlens.com',
  sales: 'sales@keywordlens.com',
  privacy: 'privacy@keywordlens.com',
} as const;

export const LEGAL_UPDATED = 'January 1, 2026';
