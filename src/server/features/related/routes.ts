// HTTP routes of the related feature.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/types.js';

export function relatedRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  return app;
}
