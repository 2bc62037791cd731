/**
 * Says `text` to screen readers through one polite live region that is on the page from the start
 * (a region inserted already holding its text is often not read): the results that have no toast,
 * such as 'Цель завершена!' or the memory game's end.
 */
export function announce(text: string): void {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = REGION_ID;
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('data-live-layer', '');
    document.body.append(region);
  }
  // Emptied first, so the same words said twice are said again.
  region.textContent = '';
  const target = region;
  requestAnimationFrame(() => {
    target.textContent = text;
  });
}

const REGION_ID = 'app-announcer';

/** Puts the announcer on the page before anything needs it (see announce). */
export function prepareAnnouncer(): void {
  announce('');
}
