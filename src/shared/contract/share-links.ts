// Read-only share links (decision 030): the owner creates, lists and revokes links
// to a research (`target_kind` leaves room for saved lists); anyone with a link's token reads that
// research without signing in. The token is in the creation answer only (stored as SHA-256).
import { z } from 'zod';
import { SHARE_EXPIRY_DAYS_MAX } from '../constants/limits';
import { SHARE_DISPLAY_NAME_REQUIRED, SHARE_EXPIRY_INVALID, SHARE_NOT_FOUND } from '../messages/share-links';
import { displayNameSchema } from '../validation';
import { isoDateTimeSchema } from './common';
import { researchHeaderSchema } from './researches';

export const SHARE_TARGET_KINDS = ['research', 'list'] as const;
export type ShareTargetKind = (typeof SHARE_TARGET_KINDS)[number];

/** 32 random bytes in base64url, unpadded: 256 bits, nothing to guess. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const createShareLinkSchema = z
  .object({
    displayName: z
      .string(SHARE_DISPLAY_NAME_REQUIRED)
      .pipe(displayNameSchema)
      .meta({ description: 'The name the shared page shows as its author.', example: 'Ana from Marketing' }),
    expiresInDays: z
      .number(SHARE_EXPIRY_INVALID)
      .int(SHARE_EXPIRY_INVALID)
      .min(1, SHARE_EXPIRY_INVALID)
      .max(SHARE_EXPIRY_DAYS_MAX, SHARE_EXPIRY_INVALID)
      .nullable()
      .optional()
      .meta({ description: 'Days until the link stops working; null or absent: until revoked.', example: 30 }),
  })
  .meta({ id: 'CreateShareLink' });
export type CreateShareLink = z.infer<typeof createShareLinkSchema>;

export const shareLinkSchema = z
  .object({
    id: z.uuid(),
    targetKind: z.enum(SHARE_TARGET_KINDS),
    targetId: z.uuid(),
    displayName: z.string().meta({ example: 'Ana from Marketing' }),
    expiresAt: isoDateTimeSchema.nullable(),
    revokedAt: isoDateTimeSchema.nullable(),
    /** Whether the link opens now (neither revoked nor expired). */
    isActive: z.boolean(),
    viewCount: z.number().int(),
    lastViewedAt: isoDateTimeSchema.nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const createdShareLinkSchema = z
  .object({
    link: shareLinkSchema,
    token: z.string().meta({ description: 'Shown this once: only its SHA-256 is stored.', example: 'Q2hhbmdlIG1lOiB0aGlzIGlzIGFuIGV4YW1wbGUgdG9rZW4' }),
    /** The page to send people to (relative to the app's origin). */
    path: z.string().meta({ example: '/shared/Q2hhbmdlIG1lOiB0aGlzIGlzIGFuIGV4YW1wbGUgdG9rZW4' }),
  })
  .meta({ id: 'CreatedShareLink' });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const shareLinkListSchema = z.object({ links: z.array(shareLinkSchema) }).meta({ id: 'ShareLinkList' });

export const shareLinkIdParamSchema = z.object({
  id: z.uuid(SHARE_NOT_FOUND).meta({ param: { name: 'id', in: 'path' }, example: '5d1c7a3e-2b4f-4e8a-9c6d-1f2e3a4b5c6d' }),
});

export const shareTokenParamSchema = z.object({
  // Any text: a malformed token is the same 404 as an unknown one (checked in the service).
  token: z
    .string()
    .max(200, SHARE_NOT_FOUND)
    .meta({ param: { name: 'token', in: 'path' }, example: 'Q2hhbmdlIG1lOiB0aGlzIGlzIGFuIGV4YW1wbGUgdG9rZW4' }),
});

/** What a shared page may show of a research: what was asked and its totals, never who asked. */
export const sharedResearchHeaderSchema = researchHeaderSchema.omit({ request: true }).meta({ id: 'SharedResearchHeader' });

export const sharedItemSchema = z
  .object({
    targetKind: z.enum(SHARE_TARGET_KINDS),
    /** The name the owner chose for this link: the only thing said about them. */
    sharedBy: z.string(),
    expiresAt: isoDateTimeSchema.nullable(),
    /** A shared list is described as a research of its keywords (kind keywords, its name as the seed) plus `list`. */
    research: sharedResearchHeaderSchema,
    list: z.object({ name: z.string(), keywordCount: z.number().int() }).nullable(),
  })
  .meta({ id: 'SharedItem', description: 'A shared research or keyword list, read-only, without owner data.' });
export type SharedItem = z.infer<typeof sharedItemSchema>;

/** The page path of a share token. */
export function sharedPagePath(token: string): string {
  return `/shared/${token}`;
}
