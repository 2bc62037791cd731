import { Text, Title } from '@telegram-apps/telegram-ui';
import { formatDayNumericFull } from '@tracker/shared/domain';
import type { ReactNode } from 'react';
import { todayKey } from '../../../lib/today.ts';

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

/** Today's date on the device as `toLocaleDateString('ru-RU')` writes it, e.g. '25.11.2026' (rewards.md 1, 2.10). */
export function todayRu(): string {
  return formatDayNumericFull(todayKey());
}
