// Serves stored avatars at /avatars/<userId>/<id>.webp from the database, so any app server serves
// any avatar. Ids are random and never reused, so an image is cached for good; the ETag (the
// content hash) lets a client revalidate without the bytes.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.js';
import type { AppDeps } from '../../deps.js';
import { avatarStoreFor } from './avatar-store.js';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** True when an If-None-Match header names this ETag (or is "*"). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

export function avatarFileRoutes(deps: AppDeps) {
  const store = avatarStoreFor(deps);
  const app = new Hono<AppEnv>();
  app.get('/:userId/:fileName', async (c) => {
    const avatar = await store.read(c.req.param('userId'), c.req.param('fileName'));
    if (!avatar) return c.body(null, 404);
    const etag = `"${avatar.sha256}"`;
    const headers = { ETag: etag, 'Cache-Control': CACHE_FOREVER };
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(avatar.bytes), 200, { ...headers, 'Content-Type': avatar.contentType });
  });
  return app;
}
