/** Each item role whose group the arrow keys walk, with its group's role and the keys that step. */
const GROUPS = {
  tab: { group: 'tablist', next: ['ArrowRight'], previous: ['ArrowLeft'] },
  radio: { group: 'radiogroup', next: ['ArrowRight', 'ArrowDown'], previous: ['ArrowLeft', 'ArrowUp'] },
} as const;

/** Where `key` moves from item `index` of `count` (round at both ends), or null for a key that does not move. */
export function steppedIndex(role: keyof typeof GROUPS, key: string, index: number, count: number): number | null {
  const { next, previous } = GROUPS[role];
  if ((next as readonly string[]).includes(key)) return (index + 1) % count;
  if ((previous as readonly string[]).includes(key)) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The arrow keys, Home and End walk every tab list and radio group of the app as WAI-ARIA's
 * patterns have it (telegram-ui's tabs and segmented controls and the plan and mood pickers know
 * no keys; each group is one Tab stop, its chosen item, components/chosen-props.ts): the item
 * reached gets the focus and is chosen, as a tap would choose it. Call once.
 */
export function walkGroupsWithArrowKeys(): void {
  addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof Element)) return;
    const item = event.target.closest<HTMLElement>('[role=tab],[role=radio]');
    const role = item?.getAttribute('role') as keyof typeof GROUPS | undefined;
    const group = role && item!.closest(`[role=${GROUPS[role].group}]`);
    if (!group) return;
    const items = [...group.querySelectorAll<HTMLElement>(`[role=${role}]:not(:disabled)`)];
    const to = steppedIndex(role, event.key, items.indexOf(item!), items.length);
    if (to === null) return;
    event.preventDefault();
    items[to]!.focus();
    items[to]!.click();
  });
}
