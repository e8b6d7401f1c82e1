// /api/account: the public facts the client needs at start, and the signed-in user's own summary.
import { z } from 'zod';
import { ROLES } from '../permissions';
import { PROVENANCE_KINDS, type ProviderProfile } from '../providers';
import { providerNameSchema } from './common';

export const providerProfileSchema = z
  .object({
    name: providerNameSchema,
    isDemo: z.boolean().meta({ description: 'Every answer is made up offline.' }),
    keywordMetricsSource: z.string(),
    sources: z.array(
      z.object({
        id: z.string().meta({ description: 'The id a row carries as its metrics source.' }),
        label: z.string().meta({ description: 'How the source is named on screen.' }),
        endpoints: z.partialRecord(z.enum(PROVENANCE_KINDS), z.string()).optional(),
      }),
    ),
  })
  .meta({ id: 'ProviderProfile', description: 'A registered keyword data provider: the labels of its metric sources and the endpoints each kind of run used.' }) satisfies z.ZodType<ProviderProfile>;

export const publicConfigSchema = z
  .object({
    googleEnabled: z.boolean(),
    provider: providerNameSchema.meta({ description: 'The keyword data provider this server uses.' }),
    isDemoData: z.boolean(),
    providers: z.array(providerProfileSchema).meta({ description: 'Every registered provider, for the labels of stored rows made with any of them.' }),
    outboxAvailable: z.boolean().meta({ description: 'No SMTP on a loopback server: mails wait in the local outbox (/outbox).' }),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const meSchema = z
  .object({
    user: z
      .object({ id: z.string(), email: z.string(), name: z.string(), image: z.string().nullable(), emailVerified: z.boolean() })
      .nullable(),
    roles: z.array(z.enum(ROLES)).optional(),
    profile: z.object({ displayName: z.string().nullable(), avatarUrl: z.string().nullable() }).optional(),
  })
  .meta({ id: 'Me', description: 'user is null when not signed in (and roles and profile are absent).' });
export type Me = z.infer<typeof meSchema>;
