import { Text, Title } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';

/** A public information page: a title and a few paragraphs. */
export function InfoPage({ title, paragraphs, children }: { title: string; paragraphs: readonly string[]; children?: ReactNode }) {
  return (
    <article className="page info-page">
      <Title level="2" weight="1" Component="h1" className="page-title">
        {title}
      </Title>
      <div className="card info-page__body">
        {paragraphs.map((text) => (
          <Text Component="p" key={text} className="info-page__paragraph">
            {text}
          </Text>
        ))}
        {children}
      </div>
    </article>
  );
}

/** Today's date in Russian, e.g. '23 сентября 2025 г.' */
export function todayRu(): string {
  return new Date().toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
}
