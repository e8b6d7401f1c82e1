// GET /api/health (is the process up?) and GET /api/ready (may a load balancer send traffic here?).
import { z } from 'zod';
import { providerNameSchema } from './common';

const databaseStateSchema = z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) });

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: databaseStateSchema,
    provider: providerNameSchema,
  })
  .meta({ id: 'Health' });

export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: databaseStateSchema,
    migrations: z.enum(['current', 'pending']),
    shuttingDown: z.boolean(),
  })
  .meta({ id: 'Readiness' });
