// HTTP routes of the profile feature (/api/profile): the user's own profile, display name,
// avatar upload and research history. Nothing here can touch tier, status, usage, roles or e-mail.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { updateProfileSchema, type ResearchHistoryResponse } from '../../../shared/api/profile.js';
import { AVATAR_MAX_BYTES } from '../../../shared/constants/limits.js';
import { AVATAR_TOO_LARGE } from '../../../shared/messages/profile.js';
import type { AppDeps } from '../../deps.js';
import { refuseBody } from '../../http/body-limit.js';
import { jsonError } from '../../http/errors.js';
import { currentUser, requireUser } from '../../http/guards.js';
import type { AppEnv } from '../../http/types.js';
import { readJson } from '../../http/validate.js';
import { avatarMissing, tooLarge } from './avatar-image.js';
import { createDbAvatarStore } from './avatar-store.js';
import { getProfile, listResearchHistory, replaceAvatar, updateDisplayName } from './profile-service.js';

// Room for the multipart envelope around a file of exactly the maximum size.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function profileRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.get('/', async (c) => c.json(await getProfile(db, currentUser(c).id)));

  app.patch('/', async (c) => {
    const { displayName } = await readJson(c, updateProfileSchema);
    return c.json(await updateDisplayName(db, currentUser(c).id, displayName));
  });

  app.post(
    '/avatar',
    // Refuses an oversized body while it streams in, before anything is buffered or parsed.
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => refuseBody(c, () => jsonError(c, 400, 'AVATAR_TOO_LARGE', AVATAR_TOO_LARGE)),
    }),
    async (c) => {
      let file: unknown;
      try {
        const body = await c.req.parseBody();
        file = body['avatar'] ?? body['file'];
      } catch (error) {
        // A body sent without Content-Length is counted while it streams; past the cap it fails here.
        if (error instanceof Error && error.name === 'BodyLimitError') throw tooLarge();
        throw avatarMissing();
      }
      if (!(file instanceof File)) throw avatarMissing();
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await replaceAvatar({ db, storeFor: createDbAvatarStore }, currentUser(c).id, bytes));
    },
  );

  app.get('/research-history', async (c) =>
    c.json<ResearchHistoryResponse>({ research: await listResearchHistory(db, currentUser(c).id) }),
  );

  return app;
}
