// Older releases kept avatars as files under DATA_DIR/avatars/<userId>/<uuid>.webp. At start they
// are moved into the database under the same id, so every stored avatar URL keeps working, and the
// folder is removed: after this nothing but the embedded database lives on local disk.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { avatarImages, user } from '../../db/schema/index.js';
import { imageIdOf, sha256Hex } from './avatar-store.js';

async function listOrEmpty(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  }
}

/** Answers how many images were imported. Files of deleted users and foreign names are dropped. */
export async function importAvatarFiles(db: Db, dataDir: string): Promise<number> {
  const root = path.join(dataDir, 'avatars');
  let imported = 0;
  for (const userId of await listOrEmpty(root)) {
    const folder = path.join(root, userId);
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
    for (const fileName of await listOrEmpty(folder)) {
      const id = imageIdOf(userId, fileName);
      if (owner && id) {
        const bytes = await readFile(path.join(folder, fileName));
        // A crash left 0-byte files behind in the old store; they were never a valid avatar.
        if (bytes.byteLength > 0) {
          const inserted = await db
            .insert(avatarImages)
            .values({ id, userId, contentType: 'image/webp', byteSize: bytes.byteLength, sha256: sha256Hex(bytes), bytes })
            .onConflictDoNothing()
            .returning({ id: avatarImages.id });
          imported += inserted.length;
        }
      }
      await rm(path.join(folder, fileName), { force: true });
    }
    await rm(folder, { recursive: true, force: true });
  }
  await rm(root, { recursive: true, force: true });
  return imported;
}
