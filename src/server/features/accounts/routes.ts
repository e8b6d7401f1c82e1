// The signed-in user's own account summary, and the public facts the client needs at start.
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { meSchema, publicConfigSchema } from '../../../shared/contract/accounts.js';
import type { AppDeps } from '../../deps.js';
import { profiles } from '../../db/schema/index.js';
import { createApiRouter, jsonAnswer } from '../../http/openapi.js';
import { publicProviderProfiles } from '../../providers/profiles.js';
import { isOutboxOpen } from '../outbox/index.js';

const configRoute = createRoute({
  method: 'get',
  path: '/config',
  tags: ['Account'],
  summary: 'Public facts the client needs at start (sign-in options, data provider)',
  responses: { 200: jsonAnswer(publicConfigSchema, 'The public configuration.') },
});

const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Account'],
  summary: "The signed-in user's account summary (user, roles, profile)",
  responses: { 200: jsonAnswer(meSchema, 'The account summary; user is null when not signed in.') },
});

export function accountsRoutes(deps: AppDeps) {
  return createApiRouter()
    .openapi(configRoute, (c) =>
      c.json(
        {
          googleEnabled: Boolean(deps.config.google),
          provider: deps.provider.name,
          isDemoData: deps.provider.isDemo,
          providers: publicProviderProfiles(),
          outboxAvailable: isOutboxOpen({ mailMode: deps.mailer.mode, appUrl: deps.config.appUrl }),
        },
        200,
      ),
    )
    .openapi(meRoute, async (c) => {
      const user = c.get('user');
      if (!user) return c.json({ user: null }, 200);
      const [profile] = await deps.database.db
        .select({ displayName: profiles.displayName, avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.userId, user.id));
      return c.json(
        {
          user: { id: user.id, email: user.email, name: user.name, image: user.image, emailVerified: user.emailVerified },
          roles: user.roles,
          profile: { displayName: profile?.displayName ?? null, avatarUrl: profile?.avatarUrl ?? null },
        },
        200,
      );
    });
}
