// The keyword-research request: the schema the server validates with and
// the browser may check against, and the request type inferred from it. Screens that only read
// results import keyword-result.ts, which loads no zod.
import { z } from 'zod';
import { isLanguageCode } from '../constants/languages';
import { isLocationCode } from '../constants/locations';
import { MAX_SEEDS_PER_RESEARCH, RESEARCH_LIMIT_OPTIONS, type ResearchLimit } from '../constants/limits';
import { INVALID_RESEARCH_LIMIT, NO_SEEDS, TOO_MANY_SEEDS, UNKNOWN_LANGUAGE, UNKNOWN_LOCATION } from '../messages/research';
import { KEYWORD_TOO_SHORT } from '../messages/validation';
import { seedListIssue } from '../seeds';
import { labsSeedSchema } from '../validation';

export function isResearchLimit(value: unknown): value is ResearchLimit {
  return (RESEARCH_LIMIT_OPTIONS as readonly unknown[]).includes(value);
}

const seedSchema = z.string({ error: KEYWORD_TOO_SHORT }).pipe(labsSeedSchema);

/**
 * POST /api/research body: keyword 2..200 after trimming (and the Labs seed limits), or `seeds`, up
 * to MAX_SEEDS_PER_RESEARCH of them, each under the same rule, none twice after normalisation (the
 * first seed then is the keyword); a known language and location, an offered limit; and whether
 * the related keywords and the SERP analysis of the first seed run with it (decision 025).
 */
export const researchRequestSchema = z
  .object({
    keyword: seedSchema.optional(),
    seeds: z
      .array(seedSchema, { error: NO_SEEDS })
      .min(1, NO_SEEDS)
      .max(MAX_SEEDS_PER_RESEARCH, TOO_MANY_SEEDS)
      .superRefine((seeds, ctx) => {
        const issue = seedListIssue(seeds);
        if (issue !== null) ctx.addIssue({ code: 'custom', message: issue });
      })
      .optional(),
    languageCode: z
      .string({ error: UNKNOWN_LANGUAGE })
      .refine(isLanguageCode, UNKNOWN_LANGUAGE)
      .transform((code) => code),
    locationCode: z
      .number({ error: UNKNOWN_LOCATION })
      .refine(isLocationCode, UNKNOWN_LOCATION)
      .transform((code) => code),
    limit: z
      .number({ error: INVALID_RESEARCH_LIMIT })
      .refine(isResearchLimit, INVALID_RESEARCH_LIMIT)
      // The refinement is invisible to the API document: the offered limits, said as its enum.
      .meta({ enum: [...RESEARCH_LIMIT_OPTIONS] })
      .transform((limit) => limit),
    includeRelated: z.boolean().optional(),
    includeSerp: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.keyword === undefined && body.seeds === undefined) ctx.addIssue({ code: 'custom', path: ['keyword'], message: KEYWORD_TOO_SHORT });
  })
  .transform(({ keyword, seeds, includeRelated, includeSerp, ...market }, ctx) => {
    const first = seeds?.[0] ?? keyword;
    if (first === undefined) {
      ctx.addIssue({ code: 'custom', message: KEYWORD_TOO_SHORT });
      return z.NEVER;
    }
    // Only what was asked is kept, so a single-seed research is stored exactly as before.
    return {
      keyword: first,
      ...market,
      /** Every seed of a research of several (decision 025), the first being `keyword`; absent for one seed. */
      ...(seeds && seeds.length > 1 ? { seeds } : {}),
      /** Also run the related keywords of the first seed, in its own quota and its own stored research. */
      ...(includeRelated ? { includeRelated: true } : {}),
      /** Also run the SERP analysis of the first seed, in its own quota and its own stored research. */
      ...(includeSerp ? { includeSerp: true } : {}),
    };
  });

/** POST /api/research body, as validated by researchRequestSchema (keyword trimmed, the first seed). */
export type ResearchRequest = z.output<typeof researchRequestSchema>;
