// /api/profile: the profile row and the research history, camelCase. The
// display-name request stays in profile-request.ts beside its messages.
import { z } from 'zod';
import { RESEARCH_KIND_VALUES } from './researches';
import { isoDateTimeSchema, SPEND_ADMINS_ONLY } from './common';

export const profileRecordSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    displayName: z.string().nullable(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'Profile' });
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

/** One research of the Research History table. */
export const researchHistoryRowSchema = z.object({
  id: z.string(),
  kind: z.enum(RESEARCH_KIND_VALUES).meta({ description: 'Which tool ran it: every kind is listed (decision 020).' }),
  seedKeyword: z.string(),
  totalResults: z.number().int(),
  locationCode: z.number().int(),
  languageCode: z.string(),
  providerCost: z.number().nullable().meta({ description: `Dollars the provider charged for the research. ${SPEND_ADMINS_ONLY}` }),
  createdAt: isoDateTimeSchema,
});
export type ResearchHistoryRow = z.infer<typeof researchHistoryRowSchema>;

export const researchHistoryResponseSchema = z.object({ research: z.array(researchHistoryRowSchema) }).meta({ id: 'ResearchHistory' });
export type ResearchHistoryResponse = z.infer<typeof researchHistoryResponseSchema>;
