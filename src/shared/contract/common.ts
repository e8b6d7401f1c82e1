// Shapes every route of the API shares: the one error answer (decision 010) and small building
// blocks. Plain zod: the server validates and documents with these; the browser only imports types.
import { z } from 'zod';

export const errorBodySchema = z
  .object({
    error: z
      .object({
        code: z.string().meta({ example: 'VALIDATION' }),
        message: z.string().meta({ example: 'Keyword must be at least 2 characters' }),
        field: z
          .string()
          .optional()
          .meta({ description: 'For VALIDATION: the request field the message is about, as a path ("locationCode", "seeds.1").', example: 'keyword' }),
      })
      .catchall(z.unknown()),
  })
  .meta({ id: 'Error', description: 'Every refusal of the API: a stable code, a message to show, and details some refusals add.' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

/** An ISO 8601 timestamp as JSON carries it. */
export const isoDateTimeSchema = z.string().meta({ format: 'date-time', example: '2026-11-25T08:00:00.000Z' });

/**
 * The provider's charge for a request in dollars, one name from the provider's answer to the API
 * (`providerCost`), and `estimatedCost`, the name answers used before, kept for clients written
 * against it: the same figure, deprecated. Dollars are an admin's figure: for every other caller
 * (browser session or API key) both are null, and the work is counted in quota units.
 */
export const SPEND_ADMINS_ONLY = 'Null unless the caller may view spend (admins); everyone else counts quota units (GET /api/billing/subscription).';
export const providerCostShape = {
  providerCost: z.number().nullable().meta({ description: `Dollars the provider charged (0 when the answer came from the cache). ${SPEND_ADMINS_ONLY}` }),
  estimatedCost: z.number().nullable().meta({ deprecated: true, description: 'The same figure as providerCost (null likewise), under its former name; use providerCost.' }),
};

/** The charge fields of an answer: the one figure under its name and its former name (an admin's; the route hides them from others). */
export function providerCostFields(providerCost: number | null): { providerCost: number | null; estimatedCost: number | null } {
  return { providerCost, estimatedCost: providerCost };
}

/**
 * The keyword data provider a server uses: the name of one of its registered providers. The set is
 * the server's registry, so the contract does not list it; the public configuration carries the
 * profiles of every registered provider.
 */
export const providerNameSchema = z.string().min(1).meta({ description: 'The name of one of the server\'s registered keyword data providers (see PublicConfig.providers).' });
