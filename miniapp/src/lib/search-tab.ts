/** The tab that `search`'s parameter `name` names when it is one of `tabs`, else the first of them. */
export function searchTab<T extends string>(search: string, tabs: readonly [T, ...T[]], name = 'tab'): T {
  const value = new URLSearchParams(search).get(name);
  return (tabs as readonly string[]).includes(value ?? '') ? (value as T) : tabs[0];
}

/** The address of `path` with `search`'s parameters, `name` set to `value` or, for null, left out. */
export function addressWith(path: string, search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The address of `path` showing `tab` in its parameter `name` (left out for the first of `tabs`),
 * keeping `search`'s other parameters: a reload, Back and a shared link keep the tab.
 */
export function tabAddress<T extends string>(path: string, tabs: readonly [T, ...T[]], tab: T, { name = 'tab', search = '' } = {}): string {
  return addressWith(path, search, name, tab === tabs[0] ? null : tab);
}
