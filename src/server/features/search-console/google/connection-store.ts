// A user's Google connection (decision 066): the tokens sealed at rest, a fresh access token when
// the stored one has expired (the refresh stored sealed again), and disconnect, which deletes the
// tokens and stops every property's daily import.
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../../config.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { searchConsoleGoogle, searchConsoleProperties } from '../../../db/schema/index.js';
import { ConflictError } from '../../../domain/errors.js';
import { refreshAccess, type GoogleClientConfig, type GoogleTokens } from './google-api.js';
import { tokenCipher } from './token-crypto.js';

export const NOT_CONNECTED = 'Connect Google first: no Search Console connection for this account.';

export async function saveTokens(db: DbOrTx, config: AppConfig, userId: string, tokens: GoogleTokens): Promise<void> {
  const cipher = tokenCipher(config.sessionSecret);
  const [held] = await db.select({ refreshToken: searchConsoleGoogle.refreshToken }).from(searchConsoleGoogle).where(eq(searchConsoleGoogle.userId, userId));
  const refresh = tokens.refreshToken !== null ? cipher.seal(tokens.refreshToken) : held?.refreshToken;
  if (refresh === undefined) throw new ConflictError('Google gave no lasting access: remove KeywordLens under your Google account’s third-party access and connect again.', { code: 'GOOGLE_NO_REFRESH_TOKEN' });
  const values = { refreshToken: refresh, accessToken: cipher.seal(tokens.accessToken), accessExpiresAt: tokens.expiresAt };
  await db.insert(searchConsoleGoogle).values({ userId, ...values }).onConflictDoUpdate({ target: searchConsoleGoogle.userId, set: values });
}

export async function isConnected(db: DbOrTx, userId: string): Promise<boolean> {
  const [held] = await db.select({ userId: searchConsoleGoogle.userId }).from(searchConsoleGoogle).where(eq(searchConsoleGoogle.userId, userId));
  return held !== undefined;
}

/** A usable access token, refreshed (and stored) when the stored one has expired; throws when not connected. */
export async function accessTokenOf(db: DbOrTx, config: AppConfig, google: GoogleClientConfig, userId: string): Promise<string> {
  const cipher = tokenCipher(config.sessionSecret);
  const [held] = await db.select().from(searchConsoleGoogle).where(eq(searchConsoleGoogle.userId, userId));
  if (!held) throw new ConflictError(NOT_CONNECTED, { code: 'GOOGLE_NOT_CONNECTED' });
  const access = held.accessToken === null ? null : cipher.open(held.accessToken);
  if (access !== null && held.accessExpiresAt !== null && held.accessExpiresAt.getTime() > Date.now()) return access;
  const refresh = cipher.open(held.refreshToken);
  if (refresh === null) throw new ConflictError('The Google connection can no longer be read (the server’s session secret changed): connect again.', { code: 'GOOGLE_NOT_CONNECTED' });
  const tokens = await refreshAccess(google, refresh);
  await saveTokens(db, config, userId, tokens);
  return tokens.accessToken;
}

/** Deletes the tokens; the user's properties keep their figures but are no longer imported. */
export async function disconnect(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchConsoleGoogle).where(eq(searchConsoleGoogle.userId, userId));
    await tx.update(searchConsoleProperties).set({ googleLinked: false }).where(eq(searchConsoleProperties.userId, userId));
  });
}
