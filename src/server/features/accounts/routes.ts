// The signed-in user's own account summary, and the public facts the client needs at start.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { profiles } from '../../db/schema/index.js';
import type { AppEnv } from '../../http/types.js';
import { isOutboxOpen } from '../outbox/index.js';

export function accountsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/config', (c) =>
    c.json({
      googleEnabled: Boolean(deps.config.google),
      provider: deps.provider.name,
      isDemoData: deps.provider.isDemo,
      outboxAvailable: isOutboxOpen({ mailMode: deps.mailer.mode, appUrl: deps.config.appUrl }),
    }),
  );

  app.get('/me', async (c) => {
    const user = c.get('user');
    if (!user) return c.json({ user: null });
    const [profile] = await deps.database.db
      .select({ displayName: profiles.displayName, avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    return c.json({
      user: { id: user.id, email: user.email, name: user.name, image: user.image, emailVerified: user.emailVerified },
      roles: user.roles,
      profile: { displayName: profile?.displayName ?? null, avatarUrl: profile?.avatarUrl ?? null },
    });
  });
  return app;
}
