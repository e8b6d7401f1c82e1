// /api/api-keys (decision 021): create, list and revoke the signed-in user's API keys. The key
// itself is in the answer of its creation only; every other answer shows its short id.
import { z } from 'zod';
import { API_KEY_NAME_MAX, API_KEYS_PER_USER } from '../constants/limits';
import { API_KEY_NAME_REQUIRED, API_KEY_NAME_TOO_LONG, type API_KEY_SCOPE_LABELS } from '../messages/api-keys';
import { checkStorable } from '../storable-text';
import { isoDateTimeSchema } from './common';

export const apiKeyNameSchema = z
  .string(API_KEY_NAME_REQUIRED)
  .trim()
  .min(1, API_KEY_NAME_REQUIRED)
  .max(API_KEY_NAME_MAX, API_KEY_NAME_TOO_LONG)
  .superRefine(checkStorable)
  .meta({ description: 'A name that says what the key is for.', example: 'Reporting script' });

/** What a key may reach (decision 062): the tools and their results, or also the owner's saved lists. */
export const API_KEY_SCOPES = ['tools', 'tools-and-lists'] as const satisfies ReadonlyArray<keyof typeof API_KEY_SCOPE_LABELS>;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const apiKeyScopeSchema = z
  .enum(API_KEY_SCOPES, { error: `scope must be one of ${API_KEY_SCOPES.join(', ')}.` })
  .meta({ description: 'tools: the tools and their results; tools-and-lists: also the saved keyword lists.', example: 'tools' });

export const createApiKeySchema = z
  .object({ name: apiKeyNameSchema, scope: apiKeyScopeSchema.default('tools') })
  .meta({ id: 'CreateApiKey' });

export const apiKeyIdParamsSchema = z.object({
  id: z.uuid('Not found.').meta({ param: { name: 'id', in: 'path' }, example: '0b7f8c1e-4a1d-4a8e-9a59-2f4c1e7d3b10' }),
});

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string().meta({ example: 'Reporting script' }),
    shortId: z.string().meta({ description: 'The start of the key, to tell keys apart.', example: 'kl_Xq3v9TfB' }),
    scope: z.enum(API_KEY_SCOPES),
    createdAt: isoDateTimeSchema,
    lastUsedAt: isoDateTimeSchema.nullable().meta({ description: 'Updated at most once a minute.' }),
  })
  .meta({ id: 'ApiKey' });

export const apiKeyListSchema = z
  .object({ keys: z.array(apiKeySchema), limit: z.number().int().meta({ example: API_KEYS_PER_USER }) })
  .meta({ id: 'ApiKeyList' });

export const createdApiKeySchema = z
  .object({
    key: apiKeySchema,
    secret: z.string().meta({
      description: 'The key itself, shown this once: only its SHA-256 is stored.',
      example: 'kl_Xq3v9TfBn0aL1cQm2e7YwJ5sK8dR4uH6gZpV3xT1oIy',
    }),
  })
  .meta({ id: 'CreatedApiKey' });

export type ApiKeySummary = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
