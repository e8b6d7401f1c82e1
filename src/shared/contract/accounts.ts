// /api/account: the public facts the client needs at start, and the signed-in user's own summary.
import { z } from 'zod';
import { ROLES } from '../permissions';
import { providerNameSchema } from './common';

export const publicConfigSchema = z
  .object({
    googleEnabled: z.boolean(),
    provider: providerNameSchema.meta({ description: 'The keyword data provider this server uses.' }),
    isDemoData: z.boolean(),
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
