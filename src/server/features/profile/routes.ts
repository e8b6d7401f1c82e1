// HTTP routes of the profile feature (/api/profile): the user's own profile, display name,
// avatar upload and research history. Nothing here can touch tier, status, usage, roles or e-mail.
import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { updateProfileSchema } from '../../../shared/contract/profile-request.js';
import { profileRecordSchema, researchHistoryResponseSchema } from '../../../shared/contract/profile.js';
import { AVATAR_MAX_BYTES } from '../../../shared/constants/limits.js';
import { AVATAR_TOO_LARGE } from '../../../shared/messages/profile.js';
import type { AppDeps } from '../../deps.js';
import { refuseBody } from '../../http/body-limit.js';
import { jsonError } from '../../http/errors.js';
import { currentUser, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { spendFor } from '../../http/spend-visibility.js';
import { avatarMissing, tooLarge } from './avatar-image.js';
import { createDbAvatarStore } from './avatar-store.js';
import { getProfile, listResearchHistory, replaceAvatar, updateDisplayName } from './profile-service.js';

// Room for the multipart envelope around a file of exactly the maximum size.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const profileAnswer = jsonAnswer(profileRecordSchema, "The user's profile.");
const notFoundAnswer = refusal('The profile does not exist (yet).');

const getProfileRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Profile'],
  summary: "The signed-in user's profile",
  responses: { 200: profileAnswer, 401: commonRefusals[401], 404: notFoundAnswer },
});

const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/',
  tags: ['Profile'],
  summary: 'Change the display name (and nothing else: any other field refuses the whole request)',
  request: { body: jsonBody(updateProfileSchema) },
  responses: { 200: profileAnswer, 400: commonRefusals[400], 401: commonRefusals[401], 404: notFoundAnswer },
});

// Refuses an oversized body while it streams in, before anything is buffered or parsed.
const avatarBodyLimit = bodyLimit({
  maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
  onError: (c) => refuseBody(c, () => jsonError(c, 400, 'AVATAR_TOO_LARGE', AVATAR_TOO_LARGE)),
});

// The multipart body is described with a plain JSON schema, not zod: the handler reads the file
// itself (under the streaming body limit above, with the avatar's own messages), so no form
// validator may parse the body first.
const avatarRoute = createRoute({
  method: 'post',
  path: '/avatar',
  tags: ['Profile'],
  summary: 'Replace the avatar (PNG, JPEG, WebP or GIF; re-encoded as WebP)',
  middleware: [avatarBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { avatar: { type: 'string', format: 'binary', description: `The image, at most ${AVATAR_MAX_BYTES} bytes.` } },
            required: ['avatar'],
          },
        },
      },
    },
  },
  responses: {
    200: profileAnswer,
    400: refusal('No image, too large (AVATAR_TOO_LARGE) or not an image this server accepts.'),
    401: commonRefusals[401],
    404: notFoundAnswer,
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/research-history',
  tags: ['Profile'],
  summary: "The user's latest 50 keyword researches, newest first",
  responses: { 200: jsonAnswer(researchHistoryResponseSchema, 'The research history.'), 401: commonRefusals[401] },
});

export function profileRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const router = createApiRouter();
  // Every path under /api/profile, declared or not, needs a session (an unknown one answers 401, not 404).
  router.use('*', requireUser);
  return router
    .openapi(getProfileRoute, async (c) => c.json(await getProfile(db, currentUser(c).id), 200))
    .openapi(updateProfileRoute, async (c) => {
      const { displayName } = c.req.valid('json');
      return c.json(await updateDisplayName(db, currentUser(c).id, displayName), 200);
    })
    .openapi(avatarRoute, async (c) => {
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
      return c.json(await replaceAvatar({ db, storeFor: createDbAvatarStore }, currentUser(c).id, bytes), 200);
    })
    .openapi(historyRoute, async (c) => c.json(spendFor(c, { research: await listResearchHistory(db, currentUser(c).id) }), 200));
}
