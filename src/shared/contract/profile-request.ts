// The profile API contract's request: the display-name update; the answers' schemas are in src/shared/contract/profile.ts.
import { z } from 'zod';
import { PROFILE_FIELDS_REFUSED } from '../messages/profile';
import { DISPLAY_NAME_TOO_SHORT } from '../messages/validation';
import { displayNameSchema } from '../validation';

/**
 * PATCH /api/profile: the display name and nothing else. Any other key (tier, status, roles,
 * usage, email...) makes the whole request a 400, so a crafted body can never half-apply.
 */
export const updateProfileSchema = z.strictObject(
  { displayName: z.string({ error: DISPLAY_NAME_TOO_SHORT }).pipe(displayNameSchema) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? PROFILE_FIELDS_REFUSED : undefined) },
);
export type UpdateProfileRequest = z.output<typeof updateProfileSchema>;
