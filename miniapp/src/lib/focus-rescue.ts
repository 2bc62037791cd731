/** An element and its ancestors up to <body>, nearest first: where it was, to find what is left of it. */
export function ancestryOf(element: Element | null): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let node = element as HTMLElement | null; node && node !== document.body; node = node.parentElement) chain.push(node);
  return chain;
}

/**
 * Gives the focus to what is left of the place `chain` (ancestryOf) describes: its nearest part
 * still on the page inside the screen (<main>) or a dialog (the list a card left, the dialog whose
 * menu gave way), made focusable for it; else the screen's heading. Answers whether it moved it.
 */
export function focusNearestSurvivor(chain: readonly HTMLElement[]): boolean {
  const survivor =
    chain.find((a) => a.isConnected && !a.closest('[inert]') && a.closest('main, [role="dialog"]') !== null) ??
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('main');
  if (!survivor) return false;
  if (!survivor.hasAttribute('tabindex') && survivor.tabIndex < 0) survivor.setAttribute('tabindex', '-1');
  survivor.focus({ preventScroll: true });
  return true;
}

/**
 * Keeps the keyboard focus on the page when the element holding it goes away (a goal completed or
 * deleted, a treasure bought, the memory game's menu giving way to its board): instead of falling to
 * <body>, where the next Tab starts again at the top and a screen reader says nothing, it goes to
 * what is left of where the element was (focusNearestSurvivor). Only a focus still on <body> a frame
 * later is moved, so a dialog giving the focus back itself goes first.
 */
export function rescueFocusOfRemovedElements(): () => void {
  let held: HTMLElement[] = [];
  const onFocusIn = (event: FocusEvent) => {
    held = ancestryOf(event.target as Element);
  };
  let pending = false;
  const rescue = () => {
    pending = false;
    if (held[0] && !held[0].isConnected && document.activeElement === document.body) focusNearestSurvivor(held.slice(1));
  };
  const observer = new MutationObserver(() => {
    if (pending || !held[0] || held[0].isConnected) return;
    pending = true;
    requestAnimationFrame(rescue);
  });
  document.addEventListener('focusin', onFocusIn);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
