// One line per feature: where its routes live under /api.
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/types.js';
import { accountsRoutes } from './accounts/routes.js';
import { adminRoutes } from './admin/routes.js';
import { billingRoutes } from './billing/routes.js';
import { marketsRoutes } from './markets/index.js';
import { outboxRoutes } from './outbox/routes.js';
import { avatarFileRoutes } from './profile/avatar-files-route.js';
import { profileRoutes } from './profile/routes.js';
import { relatedRoutes } from './related/routes.js';
import { researchRoutes } from './research/routes.js';
import { serpRoutes } from './serp/routes.js';
import { spellingRoutes } from './spelling/routes.js';

export function registerFeatureRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  app.route('/api/account', accountsRoutes(deps));
  app.route('/api/research', researchRoutes(deps));
  app.route('/api/serp', serpRoutes(deps));
  app.route('/api/related', relatedRoutes(deps));
  app.route('/api/spelling', spellingRoutes(deps));
  app.route('/api/markets', marketsRoutes(deps));
  app.route('/api/billing', billingRoutes(deps));
  app.route('/api/profile', profileRoutes(deps));
  app.route('/avatars', avatarFileRoutes(deps));
  app.route('/api/admin', adminRoutes(deps));
  app.route('/api/outbox', outboxRoutes(deps));
}
