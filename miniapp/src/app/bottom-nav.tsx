import { Tabbar } from '@telegram-apps/telegram-ui';
import { navTexts } from '@tracker/shared/texts';
import type { ComponentProps, ComponentType } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BellIcon, MoodIcon, PlusIcon, ProfileIcon, TargetIcon } from '../components/icons.tsx';
import { openNoteModal } from '../lib/app-events.ts';
import { requestGoalModal } from '../lib/goal-modal-request.ts';
import { hapticImpact } from '../lib/telegram.ts';
import { normalizePath } from '../lib/route-path.ts';
import { tabOf } from './target-tabs.ts';

const tabs = [
  { href: '/target', text: navTexts.target, Icon: TargetIcon },
  { href: '/mood', text: navTexts.mood, Icon: MoodIcon },
  { href: '/profile', text: navTexts.profile, Icon: ProfileIcon },
  { href: '/bell', text: navTexts.bell, Icon: BellIcon },
] as const;

/**
 * A Tabbar item drawn as a wouter Link: an <a href> (role link) that navigates in the app. telegram-ui
 * passes an unknown `Component` on to its Tappable, which renders it instead of the <button>.
 */
const TabbarLinkItem = Tabbar.Item as unknown as ComponentType<Omit<ComponentProps<typeof Tabbar.Item>, 'onClick'> & { Component: typeof Link; href: string }>;

/**
 * Bottom navigation for signed-in users: links to the four screens (the header's bell stays a
 * button); the round button adds a goal (a habit on the habits tab, a note on /mood).
 */
export function BottomNav() {
  const [location] = useLocation();
  const search = useSearch();
  const path = normalizePath(location);
  const onMood = path === '/mood';
  const onHabits = path === '/target' && tabOf(search) === 'habits';

  const item = (tab: (typeof tabs)[number]) => (
    <TabbarLinkItem
      key={tab.href}
      Component={Link}
      href={tab.href}
      text={tab.text}
      selected={path === tab.href}
      aria-current={path === tab.href ? 'page' : undefined}
      data-testid={`nav-${tab.href.slice(1)}`}
    >
      <tab.Icon size={26} />
    </TabbarLinkItem>
  );

  return (
    <Tabbar className="bottom-nav" aria-label={navTexts.label} role="navigation">
      {item(tabs[0])}
      {item(tabs[1])}
      <Tabbar.Item
        className="bottom-nav__add"
        aria-label={onMood ? navTexts.addNote : onHabits ? navTexts.newHabit : navTexts.addGoal}
        data-testid="nav-add"
        onClick={() => {
          hapticImpact('light');
          if (onMood) openNoteModal();
          else requestGoalModal(onHabits ? { kind: 'new-habit' } : null);
        }}
      >
        <span className="bottom-nav__add-circle">
          <PlusIcon size={28} />
        </span>
      </Tabbar.Item>
      {item(tabs[2])}
      {item(tabs[3])}
    </Tabbar>
  );
}
