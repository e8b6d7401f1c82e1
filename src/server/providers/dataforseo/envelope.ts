// Lenient zod schema for the DataForSEO v3 response envelope (reference §1.2).
// Only the fields the client decides on are required; everything else may be null or absent.

import { z } from 'zod';

const taskSchema = z.object({
  id: z.string().nullish(),
  status_code: z.number(),
  status_message: z.string().nullish(),
  cost: z.number().nullish(),
  result_count: z.number().nullish(),
  result: z.array(z.unknown()).nullish(),
});

export const envelopeSchema = z.object({
  version: z.string().nullish(),
  status_code: z.number(),
  status_message: z.string().nullish(),
  cost: z.number().nullish(),
  tasks_count: z.number().nullish(),
  tasks_error: z.number().nullish(),
  tasks: z.array(taskSchema).nullish(),
});

export type Envelope = z.infer<typeof envelopeSchema>;
export type EnvelopeTask = z.infer<typeof taskSchema>;

/** Reads just `status_code`/`status_message` from an error body (401/402 bodies have no tasks). */
export const statusOnlySchema = z.object({
  status_code: z.number(),
  status_message: z.string().nullish(),
  cost: z.number().nullish().catch(null),
});

/** The response's own cost is the truth; fall back to the task's cost, then 0. */
export function envelopeCost(envelope: Envelope): number {
  const top = envelope.cost;
  if (typeof top === 'number' && Number.isFinite(top)) return top;
  const task = envelope.tasks?.[0]?.cost;
  return typeof task === 'number' && Number.isFinite(task) ? task : 0;
}
