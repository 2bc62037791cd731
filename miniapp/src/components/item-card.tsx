import { Text } from '@telegram-apps/telegram-ui';
import { goalTexts } from '@tracker/shared/texts';
import type { ReactNode } from 'react';
import { EditIcon, TrashIcon } from './goal-action-icons.tsx';
import { GoalIcon } from './goal-icon.tsx';
import './goal-parts.css';
import { IconButton } from './icon-button.tsx';

/**
 * The frame shared by goal and habit cards of the Target screen: icon, title, description and a
 * meta line on top, the card's own body, then its action row. A muted card (completed goal,
 * formed habit) greys its title.
 */
export function ItemCard({
  kind,
  item: { id, icon, title, description },
  muted,
  meta,
  children,
  actions,
}: {
  kind: 'goal' | 'habit';
  item: { id: number; icon: string; title: string; description: string | null };
  muted: boolean;
  meta: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const ids = kind === 'goal' ? { 'data-goal-id': id } : { 'data-habit-id': id };
  return (
    <article className={`item-card${muted ? ' item-card--muted' : ''}`} data-testid={`${kind}-card`} {...ids} aria-label={title}>
      <div className="item-card__head">
        <GoalIcon icon={icon} />
        <div className="item-card__main">
          <Text weight="2" Component="h3" className="item-card__title">
            {title}
          </Text>
          {description && <Text className="item-card__description two-lines">{description}</Text>}
          <div className="item-card__meta">{meta}</div>
        </div>
      </div>
      {children}
      {actions}
    </article>
  );
}

/** The action row: the card's own first action, then (right-aligned) edit, an extra one, delete. */
export function ItemCardActions({ lead, onEdit, extra, onDelete }: { lead?: ReactNode; onEdit?: () => void; extra?: ReactNode; onDelete: () => void }) {
  return (
    <div className="item-card__actions">
      {lead}
      <span className="item-card__spacer" />
      {onEdit && (
        <IconButton mode="gray" size="s" aria-label={goalTexts.edit} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      )}
      {extra}
      <IconButton mode="gray" size="s" aria-label={goalTexts.delete} className="item-card__delete" onClick={onDelete}>
        <TrashIcon />
      </IconButton>
    </div>
  );
}
