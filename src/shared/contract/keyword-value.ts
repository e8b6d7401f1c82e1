// POST /api/keyword-value: the value of ranking for one keyword in one market (decision 059):
// traffic potential and parent topic from the page ranking first, and the keyword's worldwide
// volume with the countries it comes from. Charged as one SERP analysis; a cost preview first
// (POST /api/keyword-value/quote). With a researchId, the research's row of that keyword keeps it.
import { z } from 'zod';
import { INVALID_ID } from '../messages/validation';
import { VALUE_EMPTY_KEYWORD } from '../messages/strength';
import { isoDateTimeSchema, providerCostShape } from './common';
import { languageCodeSchema, locationCodeSchema, toolKeywordSchema } from './tool-request';

export const keywordValueRequestSchema = z
  .object({
    keyword: toolKeywordSchema(VALUE_EMPTY_KEYWORD),
    languageCode: languageCodeSchema,
    locationCode: locationCodeSchema,
    researchId: z.uuid(INVALID_ID).optional().meta({ description: 'A research of yours whose row of this keyword keeps the answer (filter, sort and export follow).' }),
  })
  .meta({ id: 'KeywordValueRequest' });
export type KeywordValueRequest = z.output<typeof keywordValueRequestSchema>;

export const keywordValueRequestExample = { keyword: 'running shoes', languageCode: 'en', locationCode: 2840 } as const satisfies KeywordValueRequest;

const countryShareSchema = z.object({
  countryCode: z.string().meta({ description: 'ISO 3166-1 alpha-2, upper case.' }),
  searchVolume: z.number().nullable(),
  share: z.number().nullable().meta({ description: 'Share of the worldwide volume, 0-1.' }),
});

export const keywordValueSchema = z
  .object({
    keyword: z.string(),
    languageCode: z.string(),
    locationCode: z.number().int(),
    topUrl: z.string().nullable().meta({ description: 'The page ranking first for the keyword in this market.' }),
    trafficPotential: z.number().nullable().meta({ description: 'Estimated monthly organic visits of the #1 page over all its keywords.' }),
    parentTopic: z.string().nullable().meta({ description: 'The keyword the #1 page gets the most estimated visits from.' }),
    parentTopicVolume: z.number().nullable(),
    globalSearchVolume: z.number().nullable().meta({ description: 'Monthly searches worldwide.' }),
    countries: z.array(countryShareSchema).meta({ description: 'Countries by volume, largest first (at most ten).' }),
    missing: z.array(z.enum(['traffic', 'global'])).meta({ description: 'Parts the provider could not give.' }),
    /** The research row that now keeps the figures, when one was named. */
    rowsUpdated: z.number().int(),
    ...providerCostShape,
    isDemoData: z.boolean(),
    fetchedAt: isoDateTimeSchema,
  })
  .meta({ id: 'KeywordValue' });
export type KeywordValueView = z.infer<typeof keywordValueSchema>;
