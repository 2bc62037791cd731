/** The `?tab=` of `search` when it names one of `tabs`, else the first of them. */
export function searchTab<T extends string>(search: string, tabs: readonly [T, ...T[]]): T {
  const value = new URLSearchParams(search).get('tab');
  return (tabs as readonly string[]).includes(value ?? '') ? (value as T) : tabs[0];
}

/** The address of `path` showing `tab`: the first tab is the bare path, so a reload, Back and a shared link keep the tab. */
export function tabAddress<T extends string>(path: string, tabs: readonly [T, ...T[]], tab: T): string {
  return tab === tabs[0] ? path : `${path}?tab=${tab}`;
}
