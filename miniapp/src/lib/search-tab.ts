/** The tab that `search`'s parameter `name` names when it is one of `tabs`, else the first of them. */
export function searchTab<T extends string>(search: string, tabs: readonly [T, ...T[]], name = 'tab'): T {
  const value = new URLSearchParams(search).get(name);
  return (tabs as readonly string[]).includes(value ?? '') ? (value as T) : tabs[0];
}

/**
 * The address of `path` showing `tab` in its parameter `name` (left out for the first of `tabs`),
 * keeping `search`'s other parameters: a reload, Back and a shared link keep the tab.
 */
export function tabAddress<T extends string>(path: string, tabs: readonly [T, ...T[]], tab: T, { name = 'tab', search = '' } = {}): string {
  const params = new URLSearchParams(search);
  if (tab === tabs[0]) params.delete(name);
  else params.set(name, tab);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
