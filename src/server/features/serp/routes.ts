// HTTP routes of the serp feature.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/types.js';

export function serpRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  return app;
}
