/** Avatar upload (rewards.md 5, 9): at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels an avatar may declare, and the longest side: a few-KB file can claim 30000x30000
 * (900 million pixels), which no browser draws; a 5 MB photo is far under both.
 */
export const AVATAR_MAX_MEGAPIXELS = 40;
export const AVATAR_MAX_SIDE = 10_000;

/** The avatar types the spec allows (rewards.md 5, 9: jpeg, jpg, png, gif, webp), each with its MIME type. */
export const AVATAR_TYPES = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type AvatarType = keyof typeof AVATAR_TYPES;

function acceptList(): string {
  return Object.keys(AVATAR_TYPES)
    .map((type) => `image/${type}`)
    .join(',');
}

/** The file picker's accept list: 'image/jpeg,image/jpg,image/png,image/gif,image/webp'. Pure, so it stays off bundles that do not use it. */
export const AVATAR_ACCEPT = /* @__PURE__ */ acceptList();
