// GET /api/outbox: the latest mails the server "sent" while no SMTP is configured, for a newcomer
// running the app on their own machine (see outbox-access.ts for when it exists at all).
import { createRoute } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { OUTBOX_LIST_LIMIT } from '../../../shared/contract/outbox-notice.js';
import { outboxResponseSchema } from '../../../shared/contract/outbox.js';
import { mailOutbox } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import type { AppDeps } from '../../deps.js';
import { socketAddress } from '../../http/client-address.js';
import { createApiRouter, jsonAnswer, refusal } from '../../http/openapi.js';
import { isLoopbackAddress, isOutboxOpen } from './outbox-access.js';

const outboxRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Account'],
  summary: 'The local outbox of a server without SMTP (loopback clients only)',
  responses: {
    200: jsonAnswer(outboxResponseSchema, 'The latest mails, newest first.'),
    404: refusal('Mail is configured, the server is not on a loopback address, or the client is not on this machine.'),
  },
});

export function outboxRoutes(deps: AppDeps) {
  return createApiRouter().openapi(outboxRoute, async (c) => {
    // The socket's own peer, never a forwarded address: a proxy on this machine must not open it to the world.
    if (!isOutboxOpen({ mailMode: deps.mailer.mode, appUrl: deps.config.appUrl }) || !isLoopbackAddress(socketAddress(c))) {
      throw new NotFoundError('Not found.');
    }
    const rows = await deps.database.db
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, link: mailOutbox.link, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(OUTBOX_LIST_LIMIT);
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) }, 200);
  });
}
