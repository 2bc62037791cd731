import { Subheadline } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import './section-heading.css';

/**
 * A telegram-ui Section's header as a level-2 heading. Given a plain title, Section draws its own
 * header with an <h1> inside, so a page of sections had several first-level headings besides its
 * own title; this is that header with the same type and place (the iOS look comes from app--ios).
 */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <header className="section-heading">
      <Subheadline level="2" weight="2" Component="h2">
        {children}
      </Subheadline>
    </header>
  );
}
