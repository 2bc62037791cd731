import { Spinner, Text } from '@telegram-apps/telegram-ui';
import { appTexts, moodTexts } from '@tracker/shared/texts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { HidingImage } from '../../../components/hiding-image.tsx';

/** 'Загружаем заметки...' */
export function NotesLoading() {
  return (
    <div className="notes-state notes-state--loading" role="status">
      <Spinner size="s" />
      <Text>{moodTexts.loading}</Text>
    </div>
  );
}

/** 'Не удалось загрузить заметки: {reason}' with 'Попробовать снова' (core.md 8). */
export function NotesError({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div className="notes-state" role="alert">
      <Text className="notes-state__error">{moodTexts.loadError(error)}</Text>
      <Button size="s" mode="bezeled" onClick={onRetry}>
        {appTexts.retry}
      </Button>
    </div>
  );
}

/** An empty list: a title, an optional hint and action. */
export function NotesEmpty({ title, hint, children, testId }: { title: string; hint?: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="notes-empty-line" data-testid={testId}>
      <HidingImage className="notes-empty-line__fox" src="/stickers/fox-sleepy.svg" alt="" width={56} height={56} />
      <div className="notes-empty-line__text">
        <Text weight="2">{title}</Text>
        {hint && <Text className="notes-empty-line__hint">{hint}</Text>}
        {children}
      </div>
    </div>
  );
}
