// Where avatar images live: rows of avatar_images in the database (decision 012), served at
// /avatars/<userId>/<id>.webp by any app server. A small interface so object storage could come
// behind it later; the database is the default because it needs no other component.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { avatarImages } from '../../db/schema/index.js';

export interface StoredAvatar {
  bytes: Buffer;
  contentType: string;
  byteSize: number;
  /** Hex SHA-256 of the bytes, used as the ETag. */
  sha256: string;
}

export interface AvatarStore {
  /** Stores a new image (never overwriting one) and answers its public URL. */
  put(userId: string, bytes: Uint8Array, contentType?: string): Promise<string>;
  /** Removes the image a public URL names; URLs that are not this user's store URLs are ignored. */
  remove(userId: string, url: string): Promise<void>;
  /** A stored image, or null when the names are not store names or the image is gone. */
  read(userId: string, fileName: string): Promise<StoredAvatar | null>;
  /** Removes every avatar of a user (account deletion; the rows also cascade with the user). */
  deleteAllFor(userId: string): Promise<void>;
}

export const AVATAR_URL_PREFIX = '/avatars';
const AVATAR_CONTENT_TYPE = 'image/webp';

// User ids are made by the app; file names are "<uuid>.webp" made here. Anything else is refused
// before it reaches a query.
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const FILE_NAME = /^([a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12})\.webp$/;

export function isStoreName(userId: string, fileName: string): boolean {
  return USER_ID.test(userId) && FILE_NAME.test(fileName);
}

export function avatarUrl(userId: string, fileName: string): string {
  return `${AVATAR_URL_PREFIX}/${userId}/${fileName}`;
}

/** The image id in a store file name, or null for anything else. */
export function imageIdOf(userId: string, fileName: string): string | null {
  if (!USER_ID.test(userId)) return null;
  return FILE_NAME.exec(fileName)?.[1] ?? null;
}

/** The file name of one of this user's avatar URLs, or null for anything else. */
export function fileNameOf(userId: string, url: string): string | null {
  const prefix = `${AVATAR_URL_PREFIX}/${userId}/`;
  if (!url.startsWith(prefix)) return null;
  const fileName = url.slice(prefix.length);
  return isStoreName(userId, fileName) ? fileName : null;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The database store; pass a transaction to make a replacement atomic with the profile change. */
export function createDbAvatarStore(db: DbOrTx): AvatarStore {
  return {
    async put(userId, bytes, contentType = AVATAR_CONTENT_TYPE) {
      if (!USER_ID.test(userId)) throw new Error(`Not an avatar owner id: ${JSON.stringify(userId)}`);
      const id = randomUUID();
      const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await db.insert(avatarImages).values({ id, userId, contentType, byteSize: data.byteLength, sha256: sha256Hex(data), bytes: data });
      return avatarUrl(userId, `${id}.webp`);
    },
    async remove(userId, url) {
      const fileName = fileNameOf(userId, url);
      const id = fileName && imageIdOf(userId, fileName);
      if (id) await db.delete(avatarImages).where(and(eq(avatarImages.id, id), eq(avatarImages.userId, userId)));
    },
    async read(userId, fileName) {
      const id = imageIdOf(userId, fileName);
      if (!id) return null;
      const [row] = await db
        .select({ bytes: avatarImages.bytes, contentType: avatarImages.contentType, byteSize: avatarImages.byteSize, sha256: avatarImages.sha256 })
        .from(avatarImages)
        .where(and(eq(avatarImages.id, id), eq(avatarImages.userId, userId)));
      return row ?? null;
    },
    async deleteAllFor(userId) {
      await db.delete(avatarImages).where(eq(avatarImages.userId, userId));
    },
  };
}

/** The store the app uses. Stateless, so callers may each make one. */
export function avatarStoreFor(deps: { database: { db: DbOrTx } }): AvatarStore {
  return createDbAvatarStore(deps.database.db);
}
