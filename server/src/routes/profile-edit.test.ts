import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarUploadResponseSchema, profileUpdateResponseSchema } from '@tracker/shared/contract';
import { AVATAR_MAX_BYTES } from '@tracker/shared/domain';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';

/** A 1x1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');

function avatarForm(bytes: Uint8Array<ArrayBuffer>, type = 'image/png', name = 'a.png'): FormData {
  const form = new FormData();
  form.append('avatar', new File([bytes], name, { type }));
  return form;
}

describe.each(databaseKinds)('profile edit and avatar on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let userId: number;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const me = await (await t.request('/api/auth/register/', { method: 'POST', json: { username: 'Editor', password: 'password1' } })).json();
    token = me.token;
    userId = me.user.id;
    const other = await t.request('/api/auth/register/', { method: 'POST', json: { username: 'Other', password: 'password1' } });
    otherToken = (await other.json()).token;
  });
  afterAll(() => t.close());

  const update = (json: unknown, auth: string | null = token) =>
    t.request('/api/user/profile/update/', { method: 'PUT', json, ...(auth !== null ? { token: auth } : {}) });
  const upload = (body: FormData, query = '', auth: string | null = token) =>
    t.request(`/api/user/avatar/upload/${query}`, { method: 'POST', body, ...(auth !== null ? { token: auth } : {}) });

  it('needs a token for both calls', async () => {
    expect((await update({ nickname: 'x' }, null)).status).toBe(401);
    expect((await upload(avatarForm(PNG), `?user_id=${userId}`, null)).status).toBe(401);
  });

  it('saves a trimmed nickname and bio, shows the nickname as the display name, and clears them with ""', async () => {
    const res = await update({ nickname: '  Ника  ', bio: 'Люблю бегать' });
    const body = profileUpdateResponseSchema.parse(await res.json());
    expect(body.profile).toEqual({ nickname: 'Ника', bio: 'Люблю бегать', display_name: 'Ника' });
    expect(await (await t.request('/api/user/profile/', { token })).json()).toMatchObject({ nickname: 'Ника', bio: 'Люблю бегать' });

    // An absent field stays; '' clears.
    expect((await (await update({ bio: 'Новое' })).json()).profile).toEqual({ nickname: 'Ника', bio: 'Новое', display_name: 'Ника' });
    expect((await (await update({ nickname: '', bio: '   ' })).json()).profile).toEqual({ nickname: null, bio: null, display_name: 'Editor' });
  });

  it('keeps a nickname on one line and takes one of invisible characters only as none; a bio keeps its lines', async () => {
    const saved = await (await update({ nickname: 'Ника\n  Лисичкина', bio: 'Утро\nбег' })).json();
    expect(saved.profile).toEqual({ nickname: 'Ника Лисичкина', bio: 'Утро\nбег', display_name: 'Ника Лисичкина' });
    const invisible = await (await update({ nickname: '\u200B\u200B', bio: '\u200B' })).json();
    expect(invisible.profile).toEqual({ nickname: null, bio: null, display_name: 'Editor' });
  });

  it('refuses too long or non-text fields with a Russian message naming the field', async () => {
    expect((await update({ nickname: 'н'.repeat(30), bio: 'б'.repeat(200) })).status).toBe(200);
    for (const [json, field] of [
      [{ nickname: 'н'.repeat(31) }, 'nickname'],
      [{ bio: 'б'.repeat(201) }, 'bio'],
      [{ nickname: 42 }, 'nickname'],
    ] as const) {
      const res = await update(json);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toMatch(new RegExp(`^${field}: [А-Я]`));
      expect(body.fields[field]).toMatch(/[а-я]/);
    }
    const nul = await update({ nickname: 'Ника', bio: 'о себе\u0000' });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'bio: Текст содержит недопустимый символ' });
    const malformed = await t.request('/api/user/profile/update/', {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(400);
  });

  it('stores a PNG, points photo_url at it and serves it with its type and long caching', async () => {
    const res = await upload(avatarForm(PNG), `?user_id=${userId}`);
    expect(res.status).toBe(200);
    const body = avatarUploadResponseSchema.parse(await res.json());
    expect(body.avatar_url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.png$/);
    expect(body.display_photo_url).toBe(body.avatar_url);
    expect((await (await t.request('/api/user/profile/', { token })).json()).photo_url).toBe(body.avatar_url);

    const file = await t.request(body.avatar_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);

    // A second upload replaces the first, whose file is removed.
    const gif = avatarUploadResponseSchema.parse(await (await upload(avatarForm(GIF, 'image/gif', 'a.gif'), '?username=editor')).json());
    expect(gif.avatar_url).toMatch(/\.gif$/);
    expect((await t.request(gif.avatar_url)).headers.get('content-type')).toBe('image/gif');
    expect((await t.request(body.avatar_url)).status).toBe(404);
    expect((await t.request('/media/avatars/..%2Fsession-secret')).status).toBe(404);
  });

  it('refuses an image that declares more pixels than a browser draws, whatever its few bytes', async () => {
    const bomb = Buffer.from(PNG);
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    const res = await upload(avatarForm(bomb));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'AVATAR_TOO_MANY_PIXELS',
      error: 'Изображение слишком большое: не больше 40 мегапикселей и 10\u00a0000 точек по стороне',
    });
    const tall = Buffer.from(PNG);
    tall.writeUInt32BE(12000, 20); // 1 x 12000: few pixels, one side too long
    expect((await upload(avatarForm(tall))).status).toBe(400);
    const photo = Buffer.from(PNG);
    photo.writeUInt32BE(4032, 16);
    photo.writeUInt32BE(3024, 20);
    expect((await upload(avatarForm(photo))).status).toBe(200);
  });

  it('judges the file by its bytes, not by the declared type', async () => {
    const script = new TextEncoder().encode('<script>alert(1)</script>');
    for (const form of [avatarForm(script, 'image/png', 'x.png'), avatarForm(new TextEncoder().encode('%PDF-1.4'), 'image/jpeg', 'x.jpg')]) {
      const res = await upload(form);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'AVATAR_TYPE_UNSUPPORTED', error: 'Допустимы только изображения JPEG, PNG, GIF или WebP' });
    }
    // A real PNG declared as text still counts as a PNG.
    expect((await upload(avatarForm(PNG, 'text/plain', 'x.txt'))).status).toBe(200);
    const missing = await upload(new FormData());
    expect(missing.status).toBe(400);
    expect((await missing.json()).code).toBe('AVATAR_MISSING');
  });

  it('refuses a file over 5 MB with the spec text, and accepts one of exactly 5 MB', async () => {
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(PNG);
    const res = await upload(avatarForm(big));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('Размер файла превышает 5MB. Пожалуйста, выберите файл меньшего размера.');
    const huge = new Uint8Array(AVATAR_MAX_BYTES * 2);
    huge.set(PNG);
    expect((await upload(avatarForm(huge))).status).toBe(413);
    expect((await upload(avatarForm(big.subarray(0, AVATAR_MAX_BYTES)))).status).toBe(200);
  });

  it("answers 404, as for any other user's object, an upload naming another user than the token's", async () => {
    for (const query of [`?user_id=${userId}`, '?username=Editor']) {
      const res = await upload(avatarForm(PNG), query, otherToken);
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('USER_NOT_FOUND');
    }
    const before = (await (await t.request('/api/user/profile/', { token })).json()).photo_url;
    expect((await upload(avatarForm(PNG), `?user_id=${userId + 1000}`)).status).toBe(404);
    expect((await (await t.request('/api/user/profile/', { token })).json()).photo_url).toBe(before);
  });
});
