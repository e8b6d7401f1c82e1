// Where avatar images live: files under DATA_DIR/avatars/<userId>/<random>.webp, served at
// /avatars/<userId>/<file>. A small interface so object storage can replace the folder later;
// the admin's user deletion calls deleteAllFor(userId).
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface AvatarStore {
  /** Stores a new image (never overwriting one) and answers its public URL. */
  put(userId: string, bytes: Uint8Array): Promise<string>;
  /** Removes the file a public URL names; URLs that are not this user's store files are ignored. */
  remove(userId: string, url: string): Promise<void>;
  /** A stored image, or null when the names are not store names or the file is gone. */
  read(userId: string, fileName: string): Promise<Buffer | null>;
  /** Removes every avatar of a user (account deletion). */
  deleteAllFor(userId: string): Promise<void>;
}

export const AVATAR_URL_PREFIX = '/avatars';

// User ids are UUIDs made by the app; file names are ours. Anything else never reaches the disk,
// so no request can walk out of the store with "..", slashes or odd characters.
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const FILE_NAME = /^[a-f0-9-]{36}\.webp$/;

export function isStoreName(userId: string, fileName: string): boolean {
  return USER_ID.test(userId) && FILE_NAME.test(fileName);
}

export function avatarUrl(userId: string, fileName: string): string {
  return `${AVATAR_URL_PREFIX}/${userId}/${fileName}`;
}

/** The file name of one of this user's avatar URLs, or null for anything else. */
export function fileNameOf(userId: string, url: string): string | null {
  const prefix = `${AVATAR_URL_PREFIX}/${userId}/`;
  if (!url.startsWith(prefix)) return null;
  const fileName = url.slice(prefix.length);
  return isStoreName(userId, fileName) ? fileName : null;
}

export function createFileAvatarStore(dataDir: string): AvatarStore {
  const root = path.resolve(dataDir, 'avatars');
  const folderOf = (userId: string) => {
    if (!USER_ID.test(userId)) throw new Error(`Not an avatar owner id: ${JSON.stringify(userId)}`);
    return path.join(root, userId);
  };

  return {
    async put(userId, bytes) {
      const folder = folderOf(userId);
      await mkdir(folder, { recursive: true });
      const fileName = `${randomUUID()}.webp`;
      await writeFile(path.join(folder, fileName), bytes, { flag: 'wx' });
      return avatarUrl(userId, fileName);
    },
    async remove(userId, url) {
      const fileName = fileNameOf(userId, url);
      if (fileName) await rm(path.join(folderOf(userId), fileName), { force: true });
    },
    async read(userId, fileName) {
      if (!isStoreName(userId, fileName)) return null;
      try {
        return await readFile(path.join(folderOf(userId), fileName));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async deleteAllFor(userId) {
      await rm(folderOf(userId), { recursive: true, force: true });
    },
  };
}

/** The store the app uses: the avatars folder under DATA_DIR. Stateless, so callers may each make one. */
export function avatarStoreFor(config: { dataDir: string }): AvatarStore {
  return createFileAvatarStore(config.dataDir);
}
