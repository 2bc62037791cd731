import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AvatarUploadResponse } from '@tracker/shared/contract';
import { AVATAR_MAX_BYTES, AVATAR_MAX_MEGAPIXELS, AVATAR_MAX_SIDE, AVATAR_TYPES, type AvatarType } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { DomainError } from '../domain-error.ts';
import { imageSize } from './image-size.ts';
import { namesCaller } from './users.ts';

/** Where uploaded avatars are served from; the file names are random, so they never change content. */
export const AVATAR_URL_PREFIX = '/media/avatars/';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The magic bytes of each allowed type, keyed by the extension it is stored under (a jpeg is stored as .jpg). */
const SIGNATURES: Record<Exclude<AvatarType, 'jpeg'>, (bytes: Uint8Array) => boolean> = {
  jpg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  webp: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
};
type ImageExtension = keyof typeof SIGNATURES;
const EXTENSIONS = Object.keys(SIGNATURES) as ImageExtension[];

const AVATAR_FILE_NAME = new RegExp(`^[0-9a-f]{32}\\.(${EXTENSIONS.join('|')})$`);

/** The image type by its magic bytes (the declared content type is not trusted), or null. */
export function sniffImageType(bytes: Uint8Array): ImageExtension | null {
  return EXTENSIONS.find((extension) => SIGNATURES[extension](bytes)) ?? null;
}

const avatarDir = (dataDir: string) => join(dataDir, 'avatars');

/** Checks and stores `file` under DATA_DIR/avatars with a random name and points users.photo_url at it. */
export async function saveAvatar(db: Db, dataDir: string, userId: number, file: unknown): Promise<AvatarUploadResponse> {
  if (!(file instanceof File) || file.size === 0) throw new DomainError('AVATAR_MISSING');
  if (file.size > AVATAR_MAX_BYTES) throw new DomainError('AVATAR_TOO_LARGE');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = sniffImageType(bytes);
  if (!extension) throw new DomainError('AVATAR_TYPE_UNSUPPORTED');
  const size = imageSize(bytes, extension);
  if (size && (Math.max(size.width, size.height) > AVATAR_MAX_SIDE || size.width * size.height > AVATAR_MAX_MEGAPIXELS * 1_000_000)) {
    throw new DomainError('AVATAR_TOO_MANY_PIXELS');
  }

  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await mkdir(avatarDir(dataDir), { recursive: true });
  await writeFile(join(avatarDir(dataDir), name), bytes);
  const url = `${AVATAR_URL_PREFIX}${name}`;

  const previous = await db.selectFrom('users').select('photo_url').where('id', '=', userId).executeTakeFirst();
  await db.updateTable('users').set({ photo_url: url }).where('id', '=', userId).execute();
  const previousName = previous?.photo_url?.startsWith(AVATAR_URL_PREFIX) ? previous.photo_url.slice(AVATAR_URL_PREFIX.length) : null;
  if (previousName && AVATAR_FILE_NAME.test(previousName)) await unlink(join(avatarDir(dataDir), previousName)).catch(() => {});

  return { success: true, avatar_url: url, display_photo_url: url };
}

/** The bytes and content type of a stored avatar, or null for an unknown or malformed name. */
export async function readAvatar(dataDir: string, name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = AVATAR_FILE_NAME.exec(name);
  if (!match) return null;
  const bytes = await readFile(join(avatarDir(dataDir), name)).catch(() => null);
  return bytes ? { bytes, contentType: AVATAR_TYPES[match[1] as ImageExtension] } : null;
}

/**
 * The spec's client names the user in the query (?user_id= when an integer, else ?username=) and sends no
 * bearer header; here the bearer token decides, and a named user other than the token's is a 404, as
 * any other user's object.
 */
export async function assertUploadTarget(db: Db, userId: number, query: { user_id?: string; username?: string }): Promise<void> {
  const caller = await db.selectFrom('users').select(['id', 'username']).where('id', '=', userId).executeTakeFirst();
  if (!caller || !namesCaller(caller, query)) throw new DomainError('USER_NOT_FOUND');
}
