// Profile API on the real app and database (PGlite, or PostgreSQL with TEST_DB=postgres): display
// name rules, avatar uploads (type by content, the 2 MB edge, pixel bombs, metadata stripped, the
// old image removed), avatar serving from the database with caching headers, the import of
// avatar files left by older releases, and the research history.
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileRecord, ResearchHistoryResponse } from '../../src/shared/contract/profile.js';
import { AVATAR_MAX_BYTES, PROFILE_HISTORY_ROWS } from '../../src/shared/constants/limits.js';
import {
  AVATAR_INVALID_TYPE,
  AVATAR_TOO_LARGE,
  AVATAR_TOO_MANY_PIXELS,
  PROFILE_FIELDS_REFUSED,
} from '../../src/shared/messages/profile.js';
import { DISPLAY_NAME_INVALID_CHARS, DISPLAY_NAME_TOO_LONG, DISPLAY_NAME_TOO_SHORT } from '../../src/shared/messages/validation.js';
import { avatarImages, keywordResearch, profiles, userRoles } from '../../src/server/db/schema/index.js';
import { importAvatarFiles } from '../../src/server/features/profile/avatar-file-import.js';
import { avatarStoreFor } from '../../src/server/features/profile/avatar-store.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.createUser();
});
afterAll(async () => {
  await app?.close();
});

/** The avatar URLs stored for a user, one per image row. */
async function storedAvatarUrls(userId: string): Promise<string[]> {
  const rows = await app.deps.database.db.select({ id: avatarImages.id }).from(avatarImages).where(eq(avatarImages.userId, userId));
  return rows.map((r) => `/avatars/${userId}/${r.id}.webp`);
}

function upload(client: TestClient, bytes: Uint8Array, name = 'avatar.png', type = 'image/png', field = 'avatar') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return client.request<ProfileRecord & { error?: { code: string; message: string } }>('POST', '/api/profile/avatar', form);
}

const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();

/** A PNG chunk (length, type, data, CRC). */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([head, typeAndData, crc]);
}

/** A valid PNG of exactly `size` bytes: a small image padded with a tEXt comment before IEND. */
async function pngOfSize(size: number): Promise<Buffer> {
  const base = await png(32, 32);
  const iend = base.length - 12;
  const overhead = 12 + 'Comment\0'.length;
  const padding = Buffer.alloc(size - base.length - overhead, 'a');
  const text = chunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), padding]));
  const file = Buffer.concat([base.subarray(0, iend), text, base.subarray(iend)]);
  expect(file.length).toBe(size);
  return file;
}

/** A tiny PNG whose header claims width x height pixels (a decompression bomb's header). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const file = Buffer.from(await png(8, 8));
  // Signature (8) + IHDR length (4) + "IHDR" (4), then width and height.
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  file.writeUInt32BE(crc32(file.subarray(12, 29)), 29);
  return file;
}

describe('display name', () => {
  it('is trimmed, saved and shown in the account summary', async () => {
    const res = await owner.request<ProfileRecord>('PATCH', '/api/profile', { displayName: '  Ada Lovelace  ' });
    expect(res.status).toBe(200);
    expect(res.body.displayName).toBe('Ada Lovelace');
    expect((await owner.get('/api/profile')).body.displayName).toBe('Ada Lovelace');
    expect((await owner.get('/api/account/me')).body.profile.displayName).toBe('Ada Lovelace');
  });

  it('accepts 2 and 50 characters, letters of any script, digits and spaces', async () => {
    for (const name of ['Al', 'A'.repeat(50), 'José Núñez 2', 'Zoë', '李小龙', 'Agent 47']) {
      const res = await owner.request('PATCH', '/api/profile', { displayName: name });
      expect(res.status, name).toBe(200);
      expect(res.body.displayName).toBe(name);
    }
  });

  it('refuses names against the rules with the spec messages and writes nothing', async () => {
    await owner.request('PATCH', '/api/profile', { displayName: 'Kept Name' });
    const cases: Array<[unknown, string]> = [
      [{ displayName: 'A' }, DISPLAY_NAME_TOO_SHORT],
      [{ displayName: '   A   ' }, DISPLAY_NAME_TOO_SHORT],
      [{ displayName: '' }, DISPLAY_NAME_TOO_SHORT],
      [{ displayName: 'A'.repeat(51) }, DISPLAY_NAME_TOO_LONG],
      [{ displayName: 'Ada!' }, DISPLAY_NAME_INVALID_CHARS],
      [{ displayName: 'Ada_Lovelace' }, DISPLAY_NAME_INVALID_CHARS],
      [{ displayName: 'Ada\tLovelace' }, DISPLAY_NAME_INVALID_CHARS],
      [{ displayName: '<script>' }, DISPLAY_NAME_INVALID_CHARS],
      [{ displayName: 42 }, DISPLAY_NAME_TOO_SHORT],
      [{}, DISPLAY_NAME_TOO_SHORT],
      [{ displayName: 'Valid Name', email: 'new@example.test' }, PROFILE_FIELDS_REFUSED],
      [{ displayName: 'Valid Name', tier: 'enterprise', roles: ['admin'] }, PROFILE_FIELDS_REFUSED],
      [{ displayName: 'Valid Name', avatarUrl: '/avatars/x/y.webp' }, PROFILE_FIELDS_REFUSED],
    ];
    for (const [body, message] of cases) {
      const res = await owner.request('PATCH', '/api/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: { message } });
    }
    const profile = (await owner.get<ProfileRecord>('/api/profile')).body;
    expect(profile.displayName).toBe('Kept Name');
    expect(profile.email).toBe(owner.email);
    expect(profile.avatarUrl).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/profile')).status).toBe(401);
    expect((await anonymous.request('PATCH', '/api/profile', { displayName: 'Nobody' })).status).toBe(401);
    expect((await upload(anonymous, await png())).status).toBe(401);
    expect((await anonymous.get('/api/profile/research-history')).status).toBe(401);
  });
});

describe('avatar upload', () => {
  it('accepts JPEG, PNG, WEBP and GIF, re-encoded as WEBP and served at /avatars', async () => {
    const client = await app.createUser();
    const source = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } });
    const files: Array<[Buffer, string, string]> = [
      [await source.clone().jpeg().toBuffer(), 'a.jpg', 'image/jpeg'],
      [await source.clone().png().toBuffer(), 'a.png', 'image/png'],
      [await source.clone().webp().toBuffer(), 'a.webp', 'image/webp'],
      [await source.clone().gif().toBuffer(), 'a.gif', 'image/gif'],
    ];
    for (const [bytes, name, type] of files) {
      const res = await upload(client, bytes, name, type);
      expect(res.status, name).toBe(200);
      expect(res.body.avatarUrl).toMatch(new RegExp(`^/avatars/${client.userId}/[a-f0-9-]{36}\\.webp$`));
      const served = await fetch(`${app.url}${res.body.avatarUrl}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
    }
    expect((await client.get('/api/account/me')).body.profile.avatarUrl).toBe((await client.get('/api/profile')).body.avatarUrl);
  });

  it('recognises the type by content, not by name or declared type', async () => {
    const client = await app.createUser();
    const jpegNamedGif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer();
    expect((await upload(client, jpegNamedGif, 'photo.gif', 'application/octet-stream')).status).toBe(200);
    // What a browser sends for a file without extension: no declared type at all. The browser's
    // check lets it through (checkAvatarFile), so the server decides by content.
    expect((await upload(client, jpegNamedGif, 'photo', '')).status).toBe(200);
    const htmlWithoutType = await upload(client, Buffer.from('<html><body>hi</body></html>'), 'page', '');
    expect(htmlWithoutType.status).toBe(400);
    expect(htmlWithoutType.body).toMatchObject({ error: { message: AVATAR_INVALID_TYPE, code: 'AVATAR_INVALID_TYPE' } });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).tiff().toBuffer();
    for (const [bytes, name] of [
      [svg, 'avatar.png'],
      [html, 'avatar.png'],
      [svg, 'avatar.svg'],
      [tiff, 'avatar.jpg'],
      [Buffer.from((await png()).subarray(0, 40)), 'truncated.png'],
    ] as const) {
      const res = await upload(client, bytes, name, 'image/png');
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ error: { message: AVATAR_INVALID_TYPE, code: 'AVATAR_INVALID_TYPE' } });
    }
  });

  it('accepts exactly 2 MB and refuses one byte more', async () => {
    const client = await app.createUser();
    const exact = await pngOfSize(AVATAR_MAX_BYTES);
    const ok = await upload(client, exact);
    expect(ok.status).toBe(200);
    const tooBig = await pngOfSize(AVATAR_MAX_BYTES + 1);
    const refused = await upload(client, tooBig);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: AVATAR_TOO_LARGE, code: 'AVATAR_TOO_LARGE' } });
    // A body far beyond the limit is cut off while it streams in, with the same answer.
    const huge = await upload(client, Buffer.alloc(AVATAR_MAX_BYTES * 3, 1));
    expect(huge.status).toBe(400);
    expect(huge.body.error?.message).toBe(AVATAR_TOO_LARGE);
    expect((await client.get('/api/profile')).body.avatarUrl).toBe(ok.body.avatarUrl);
  });

  it('refuses huge dimensions from the header, without decoding them', async () => {
    const client = await app.createUser();
    const big = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000' } }).greyscale().png().toBuffer();
    const bomb = await pngClaiming(100_000, 100_000);
    const rssBefore = process.memoryUsage().rss;
    for (const bytes of [big, bomb]) {
      const res = await upload(client, bytes);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { message: AVATAR_TOO_MANY_PIXELS, code: 'AVATAR_TOO_MANY_PIXELS' } });
    }
    // Decoding 10^10 pixels would need tens of gigabytes; the refusal costs next to nothing.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 1024 * 1024);
    expect(await storedAvatarUrls(client.userId)).toEqual([]);
  });

  it('strips metadata and bounds the stored size', async () => {
    const client = await app.createUser();
    const withExif = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Jane Doe' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(client, withExif, 'me.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const stored = Buffer.from(await (await fetch(`${app.url}${res.body.avatarUrl}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('removes the old image when a new avatar replaces it', async () => {
    const client = await app.createUser();
    const first = await upload(client, await png(20, 20));
    const second = await upload(client, await png(30, 30));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    expect(await storedAvatarUrls(client.userId)).toEqual([second.body.avatarUrl]);
    expect((await fetch(`${app.url}${first.body.avatarUrl}`)).status).toBe(404);
    expect((await fetch(`${app.url}${second.body.avatarUrl}`)).status).toBe(200);
  });

  it('keeps one image per user under concurrent uploads', async () => {
    const client = await app.createUser();
    const results = await Promise.all(Array.from({ length: 5 }, async (_, i) => upload(client, await png(10 + i, 10 + i))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const current = (await client.get<ProfileRecord>('/api/profile')).body.avatarUrl!;
    expect(await storedAvatarUrls(client.userId)).toEqual([current]);
  });

  it('refuses a request without a file', async () => {
    const client = await app.createUser();
    const form = new FormData();
    form.append('avatar', 'just text');
    const res = await client.request('POST', '/api/profile/avatar', form);
    expect(res.status).toBe(400);
    expect((await client.request('POST', '/api/profile/avatar', { avatar: 'x' })).status).toBe(400);
  });

  it('serves only store names: no traversal, no other files', async () => {
    for (const p of ['/avatars/../session-secret', '/avatars/%2e%2e/session-secret', `/avatars/${owner.userId}/..%2F..%2Fsession-secret`, '/avatars/x/y.png']) {
      const res = await fetch(`${app.url}${p}`);
      expect(res.status, p).toBe(404);
    }
  });

  it('serves another user\'s image id only under its owner\'s path', async () => {
    const client = await app.createUser();
    const url = (await upload(client, await png())).body.avatarUrl!;
    const imageFile = path.basename(url);
    expect((await fetch(`${app.url}/avatars/${owner.userId}/${imageFile}`)).status).toBe(404);
    expect((await fetch(`${app.url}${url}`)).status).toBe(200);
  });

  it('answers with an ETag from the content hash, caches for good and revalidates with 304', async () => {
    const client = await app.createUser();
    const url = (await upload(client, await png())).body.avatarUrl!;
    const first = await fetch(`${app.url}${url}`);
    const bytes = Buffer.from(await first.arrayBuffer());
    const [row] = await app.deps.database.db.select().from(avatarImages).where(eq(avatarImages.id, path.basename(url, '.webp')));
    expect(row).toMatchObject({ contentType: 'image/webp', byteSize: bytes.byteLength });
    expect(first.headers.get('etag')).toBe(`"${row!.sha256}"`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await fetch(`${app.url}${url}`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const other = await fetch(`${app.url}${url}`, { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('deleteAllFor removes every avatar of a user', async () => {
    const client = await app.createUser();
    await upload(client, await png());
    expect(await storedAvatarUrls(client.userId)).toHaveLength(1);
    await avatarStoreFor(app.deps).deleteAllFor(client.userId);
    expect(await storedAvatarUrls(client.userId)).toEqual([]);
  });

  it('moves avatar files of older releases into the database under the same URL', async () => {
    const client = await app.createUser();
    const webp = await sharp(await png()).webp().toBuffer();
    const imageId = crypto.randomUUID();
    const legacyUrl = `/avatars/${client.userId}/${imageId}.webp`;
    const root = path.join(app.config.dataDir, 'avatars');
    await mkdir(path.join(root, client.userId), { recursive: true });
    await writeFile(path.join(root, client.userId, `${imageId}.webp`), webp);
    await writeFile(path.join(root, client.userId, `${crypto.randomUUID()}.webp`), Buffer.alloc(0)); // a crash's 0-byte leftover
    await mkdir(path.join(root, 'deleted-user-id'), { recursive: true });
    await writeFile(path.join(root, 'deleted-user-id', `${crypto.randomUUID()}.webp`), webp);
    await app.deps.database.db.update(profiles).set({ avatarUrl: legacyUrl }).where(eq(profiles.userId, client.userId));
    try {
      expect(await importAvatarFiles(app.deps.database.db, app.config.dataDir)).toBe(1);
      expect(existsSync(root)).toBe(false);
      const served = await fetch(`${app.url}${legacyUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);
      expect(await storedAvatarUrls(client.userId)).toEqual([legacyUrl]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('only ever writes the caller\'s own profile', async () => {
    const a = await app.createUser();
    const b = await app.createUser();
    await upload(a, await png());
    const [bProfile] = await app.deps.database.db.select().from(profiles).where(eq(profiles.userId, b.userId));
    expect(bProfile?.avatarUrl).toBeNull();
  });
});

describe('research history', () => {
  it('lists the latest 50 research sessions of the user, newest first, with the spec columns', async () => {
    const client = await app.createUser();
    const other = await app.createUser();
    const db = app.deps.database.db;
    const base = Date.UTC(2025, 0, 1);
    await db.insert(keywordResearch).values(
      Array.from({ length: 55 }, (_, i) => ({
        userId: client.userId,
        seedKeyword: `keyword ${i}`,
        totalResults: i,
        locationCode: 2826,
        languageCode: 'de',
        providerCost: 0.0125,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    await db.insert(keywordResearch).values({ userId: other.userId, seedKeyword: 'not mine', locationCode: 2840, languageCode: 'en' });

    const res = await client.get<ResearchHistoryResponse>('/api/profile/research-history');
    expect(res.status).toBe(200);
    expect(res.body.research).toHaveLength(PROFILE_HISTORY_ROWS);
    expect(res.body.research[0]).toEqual({
      id: expect.any(String),
      kind: 'keywords',
      seedKeyword: 'keyword 54',
      totalResults: 54,
      locationCode: 2826,
      languageCode: 'de',
      // Dollars are an admin's figure: a user's history carries none (an admin's does, below).
      providerCost: null,
      createdAt: new Date(base + 54 * 60_000).toISOString(),
    });
    expect(res.body.research.at(-1)?.seedKeyword).toBe('keyword 5');
    expect(res.body.research.some((r) => r.seedKeyword === 'not mine')).toBe(false);
    const boss = await app.createUser();
    await db.insert(userRoles).values({ userId: boss.userId, role: 'admin' });
    await db.insert(keywordResearch).values({ userId: boss.userId, seedKeyword: 'mine', locationCode: 2840, languageCode: 'en', providerCost: 0.0125 });
    const asAdmin = await boss.get<ResearchHistoryResponse>('/api/profile/research-history');
    expect(asAdmin.body.research[0]?.providerCost).toBe(0.0125);
  });

  it('is empty for a new user', async () => {
    const client = await app.createUser();
    expect((await client.get('/api/profile/research-history')).body).toEqual({ research: [] });
  });
});
