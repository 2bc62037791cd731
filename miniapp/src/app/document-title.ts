import { appTexts, pageTitleTexts } from '@tracker/shared/texts';
import { useEffect } from 'react';
import { normalizePath } from '../lib/route-path.ts';

/** Each page's heading names the browser tab, so tabs and history entries can be told apart; Home is the app's name alone. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/login': pageTitleTexts.login,
  '/target': pageTitleTexts.target,
  '/mood': pageTitleTexts.mood,
  '/profile': pageTitleTexts.profile,
  '/bell': pageTitleTexts.bell,
  '/gift': pageTitleTexts.gift,
  '/blog': pageTitleTexts.blog,
  '/achievements': pageTitleTexts.achievements,
  '/policy': pageTitleTexts.policy,
  '/rules': pageTitleTexts.rules,
  '/contact': pageTitleTexts.contact,
  '/about': pageTitleTexts.about,
};

/** 'Профиль — Трекер' on /profile; 'Трекер' on Home and on addresses without a page of their own. */
export function documentTitleOf(path: string): string {
  const page = PAGE_TITLES[normalizePath(path)];
  return page ? `${page} — ${appTexts.name}` : appTexts.name;
}

/** Keeps document.title in step with the route. */
export function useDocumentTitle(path: string): void {
  useEffect(() => {
    document.title = documentTitleOf(path);
  }, [path]);
}
