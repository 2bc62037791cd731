/** Bind parameters per statement stay well under SQLite's 32766 and PostgreSQL's 65535. */
const CHUNK = 5000;

/** `items` in runs of at most `size`: one statement (or transaction) per run. */
export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
