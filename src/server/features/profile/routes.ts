// HTTP routes of the profile feature.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/types.js';

export function profileRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  return app;
}
