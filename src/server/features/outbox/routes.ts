// GET /api/outbox: the latest mails the server "sent" while no SMTP is configured, for a newcomer
// running the app on their own machine (see outbox-access.ts for when it exists at all).
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { OUTBOX_LIST_LIMIT, type OutboxResponse } from '../../../shared/api/outbox.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { socketAddress } from '../../http/client-address.js';
import { jsonError } from '../../http/errors.js';
import type { AppEnv } from '../../http/types.js';
import { isLoopbackAddress, isOutboxOpen } from './outbox-access.js';

export function outboxRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    // The socket's own peer, never a forwarded address: a proxy on this machine must not open it to the world.
    if (!isOutboxOpen({ mailMode: deps.mailer.mode, appUrl: deps.config.appUrl }) || !isLoopbackAddress(socketAddress(c))) {
      return jsonError(c, 404, 'NOT_FOUND', 'Not found.');
    }
    const rows = await deps.database.db
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, link: mailOutbox.link, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(OUTBOX_LIST_LIMIT);
    const body: OutboxResponse = { messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return app;
}
