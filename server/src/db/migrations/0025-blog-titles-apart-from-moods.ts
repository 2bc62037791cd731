import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * Two seeded posts (0006-blog) had the mood names 'Плохо' and 'Нормально' inside their titles, and
 * Home shows post titles as buttons next to the mood picker: a locator by the mood's name found
 * both. Their new titles keep the meaning without the mood words.
 */
const RENAMED: ReadonlyArray<readonly [before: string, after: string]> = [
  ['Плохой день — это тоже данные', 'Неудачный день — это тоже данные'],
  ['Пересматривать цели — это нормально', 'Пересматривать цели — часть пути'],
];

interface BlogPosts {
  blog_posts: { title: string };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const blog = db as unknown as Kysely<BlogPosts>;
  for (const [before, after] of RENAMED) await blog.updateTable('blog_posts').set({ title: after }).where('title', '=', before).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const blog = db as unknown as Kysely<BlogPosts>;
  for (const [before, after] of RENAMED) await blog.updateTable('blog_posts').set({ title: before }).where('title', '=', after).execute();
}
