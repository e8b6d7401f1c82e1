// Serves stored avatars at /avatars/<userId>/<file>. Names are random and never reused, so a
// file can be cached for good; only store names reach the disk.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.js';
import type { AppDeps } from '../../deps.js';
import { avatarStoreFor } from './avatar-store.js';

export function avatarFileRoutes(deps: AppDeps) {
  const store = avatarStoreFor(deps.config);
  const app = new Hono<AppEnv>();
  app.get('/:userId/:fileName', async (c) => {
    const bytes = await store.read(c.req.param('userId'), c.req.param('fileName'));
    if (!bytes) return c.body(null, 404);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
