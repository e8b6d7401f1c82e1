// Shared pages and their API answers are never indexed: the header goes on every
// answer of these routes, refusals included.
import { createMiddleware } from 'hono/factory';

export const NOINDEX = 'noindex, nofollow';

export const noIndex = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('X-Robots-Tag', NOINDEX);
});
