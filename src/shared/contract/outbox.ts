// GET /api/outbox: the latest mails a server without SMTP "sent", for a newcomer on this machine.
import { z } from 'zod';
import { isoDateTimeSchema } from './common';

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  link: z.string().nullable().meta({ description: "The mail's one action link (confirmation, reset), when it has one." }),
  createdAt: isoDateTimeSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) }).meta({ id: 'Outbox' });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
