import { Cell, Section } from '@telegram-apps/telegram-ui';
import { menuTexts } from '@tracker/shared/texts';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  DocumentIcon,
  InfoIcon,
  LockIcon,
  LoginIcon,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  MoodIcon,
  ProfileIcon,
  SparklesIcon,
  TargetIcon,
} from '../components/icons.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { useClosedByBack } from '../lib/closed-by-back.ts';
import { logout } from '../features/auth/session.ts';
import { restartOnboarding } from './onboarding-store.ts';
import { IconButton } from '../components/icon-button.tsx';

interface Item {
  label: string;
  Icon: ComponentType<{ size?: number }>;
  onSelect: () => void;
  destructive?: boolean;
}

function MenuSection({ title, items }: { title: string; items: Item[] }) {
  return (
    <Section header={<SectionHeading>{title}</SectionHeading>} className="app-menu__section">
      {items.map((item) => (
        <Cell
          key={item.label}
          Component="button"
          type="button"
          className={`app-menu__item${item.destructive ? ' app-menu__item--destructive' : ''}`}
          multiline
          before={
            <span className="app-menu__icon">
              <item.Icon size={22} />
            </span>
          }
          onClick={item.onSelect}
        >
          {item.label}
        </Cell>
      ))}
    </Section>
  );
}

/** The header menu: sections for signed-in users, information, account; a click or Tab outside, Escape or Telegram's Back Button closes it. */
export function AppMenu({ signedIn, canLogout }: { signedIn: boolean; canLogout: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [, navigate] = useLocation();
  // The menu's item under the focus goes away with it: the focus goes back to the menu button.
  const closeKeepingFocus = () => {
    if (root.current?.contains(document.activeElement)) button.current?.focus();
    setOpen(false);
  };
  useClosedByBack(open, closeKeepingFocus);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeKeepingFocus();
    };
    // Tabbing out of it closes it too: what takes the focus next is not left under the dropdown.
    const onFocusIn = (event: FocusEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  // The chosen item goes with the menu: the focus is on the menu button first, so a dialog the item
  // opens (the onboarding) gives it back there on closing, and a new screen takes it from there.
  const choose = (action: () => void) => () => {
    closeKeepingFocus();
    action();
  };
  const go = (href: string) => choose(() => navigate(href));

  const main: Item[] = [
    { label: menuTexts.target, Icon: TargetIcon, onSelect: go('/target') },
    { label: menuTexts.mood, Icon: MoodIcon, onSelect: go('/mood') },
  ];
  const info: Item[] = [
    { label: menuTexts.about, Icon: InfoIcon, onSelect: go('/about') },
    { label: menuTexts.onboarding, Icon: SparklesIcon, onSelect: choose(restartOnboarding) },
    { label: menuTexts.policy, Icon: LockIcon, onSelect: go('/policy') },
    { label: menuTexts.rules, Icon: DocumentIcon, onSelect: go('/rules') },
    { label: menuTexts.contact, Icon: MailIcon, onSelect: go('/contact') },
  ];
  const account: Item[] = signedIn
    ? [
        { label: menuTexts.profile, Icon: ProfileIcon, onSelect: go('/profile') },
        ...(canLogout
          ? [{ label: menuTexts.logout, Icon: LogoutIcon, onSelect: choose(() => void logout()), destructive: true }]
          : []),
      ]
    : [{ label: menuTexts.login, Icon: LoginIcon, onSelect: go('/login') }];

  let content: ReactNode = null;
  if (open) {
    content = (
      <nav id="app-menu" className="app-menu__dropdown" aria-label={menuTexts.menu} data-testid="app-menu">
        {signedIn && <MenuSection title={menuTexts.sectionMain} items={main} />}
        <MenuSection title={menuTexts.sectionInfo} items={info} />
        <MenuSection title={menuTexts.sectionAccount} items={account} />
      </nav>
    );
  }

  return (
    <div ref={root} className="app-menu">
      <IconButton
        ref={button}
        mode="plain"
        size="m"
        className="header-button"
        aria-label={open ? menuTexts.closeMenu : menuTexts.open}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={open ? 'app-menu' : undefined}
        data-testid="menu-button"
        onClick={() => setOpen((o) => !o)}
      >
        <MenuIcon />
      </IconButton>
      {content}
    </div>
  );
}
