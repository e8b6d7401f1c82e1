// The profile API contract: the profile row, the display-name update and the research history
// (spec sections 3 and 7), in the spec's field names.
import { z } from 'zod';
import { PROFILE_FIELDS_REFUSED } from '../messages/profile';
import { DISPLAY_NAME_TOO_SHORT } from '../messages/validation';
import { displayNameSchema } from '../validation';

export interface ProfileRecord {
  id: string;
  user_id: string;
  display_name: string | null;
  email: string;
  avatar_url: string | null;
  created_at: string;
}

/**
 * PATCH /api/profile: the display name and nothing else. Any other key (tier, status, roles,
 * usage, email...) makes the whole request a 400, so a crafted body can never half-apply.
 */
export const updateProfileSchema = z.strictObject(
  { displayName: z.string({ error: DISPLAY_NAME_TOO_SHORT }).pipe(displayNameSchema) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? PROFILE_FIELDS_REFUSED : undefined) },
);
export type UpdateProfileRequest = z.output<typeof updateProfileSchema>;

/** One keyword_research row of the Research History table. */
export interface ResearchHistoryRow {
  id: string;
  /** Which tool ran it: every kind is listed (decision 020). */
  kind: 'keywords' | 'serp' | 'related';
  seed_keyword: string;
  total_results: number;
  location_code: number;
  language_code: string;
  api_cost: number;
  created_at: string;
}

export interface ResearchHistoryResponse {
  research: ResearchHistoryRow[];
}
