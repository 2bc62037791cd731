import { Placeholder, Title } from '@telegram-apps/telegram-ui';
import { appTexts } from '@tracker/shared/texts';
import type { ReactNode } from 'react';

/** A screen whose content arrives in a later issue: its title and what it will hold. */
export function PlaceholderPage({ title, text, icon }: { title: string; text: string; icon: ReactNode }) {
  return (
    <section className="page placeholder-page">
      <Title level="2" weight="1" Component="h1" className="page-title">
        {title}
      </Title>
      <div className="card">
        <Placeholder header={appTexts.comingSoon} description={text}>
          <div className="placeholder-page__icon" aria-hidden="true">
            {icon}
          </div>
        </Placeholder>
      </div>
    </section>
  );
}
