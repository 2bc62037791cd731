/**
 * Text the database stores exactly as sent. PostgreSQL refuses U+0000 in text (a 500 before this
 * check), and a lone UTF-16 surrogate has no UTF-8 form, so the drivers would store U+FFFD in its place.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

/**
 * The path of the first string inside `value` (a parsed request: objects, arrays, scalars) that is
 * not storable, else null. Walked with a list, not recursion, and each step keeps only its parent:
 * a request may nest 100 000 levels deep.
 */
export function unstorableTextPath(value: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) return pathOf(visit);
    } else if (visit.value !== null && typeof visit.value === 'object') {
      const entries: [string | number, unknown][] = Array.isArray(visit.value) ? [...visit.value.entries()] : Object.entries(visit.value);
      // Reversed onto the stack, so the first field is looked at first.
      for (const [key, item] of entries.reverse()) pending.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}
