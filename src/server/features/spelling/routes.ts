// HTTP routes of the spelling feature.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../../http/types.js';

export function spellingRoutes(_deps: AppDeps) {
  const app = new Hono<AppEnv>();
  return app;
}
