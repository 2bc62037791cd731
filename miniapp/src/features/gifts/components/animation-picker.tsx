import { Spinner } from '@telegram-apps/telegram-ui';
import type { SelectedAnimation, UserGift } from '@tracker/shared/contract';
import { type CelebrationAnimation, DEFAULT_CELEBRATION, DEFAULT_CELEBRATION_ICON, celebrationAnimationOf } from '@tracker/shared/domain';
import { animationCardTexts, giftTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { usePreviewCelebration } from '../../../components/celebration-store.ts';
import { EyeIcon } from '../../../components/icons.tsx';
import { LoadErrorCard } from '../../../components/load-error-card.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useRequest } from '../../../lib/use-request.ts';
import { getUserGifts } from '../api/get-user-gifts.ts';
import { updateAnimation } from '../api/update-animation.ts';
import { IconButton } from '../../../components/icon-button.tsx';
import { TextLink } from '../../../components/text-link.tsx';

interface Option {
  /** The gift id; null for the default thumbs-up. */
  id: number | null;
  title: string;
  icon: string;
  animation: CelebrationAnimation;
}

const DEFAULT_OPTION: Option = { id: null, title: animationCardTexts.defaultTitle, icon: DEFAULT_CELEBRATION_ICON, animation: DEFAULT_CELEBRATION };

function optionOf({ gift }: UserGift): Option {
  return { id: gift.id, title: gift.title, icon: gift.icon, animation: celebrationAnimationOf(gift) };
}

/** The owned animation treasures as picker options. */
const loadOptions = () => getUserGifts().then((answer) => answer.user_gifts.filter((u) => u.gift.gift_type === 'animation').map(optionOf));

/** The animation picker (rewards.md 2.6): thumbs-up plus the owned animation treasures, each with preview and select. */
export function AnimationPicker({ selected, onClose, onChanged }: { selected: SelectedAnimation | null; onClose: () => void; onChanged: () => void }) {
  const owned = useRequest(loadOptions);
  const [saving, setSaving] = useState<number | null | undefined>(undefined);
  // A preview still playing when the picker closes ends with it.
  const preview = usePreviewCelebration();

  const choose = (option: Option) => {
    setSaving(option.id);
    updateAnimation(option.id).then(
      () => {
        showToast(animationCardTexts.updated, { type: 'success' });
        onChanged();
        onClose();
      },
      () => {
        showToast(animationCardTexts.updateError, { type: 'error' });
        setSaving(undefined);
      },
    );
  };

  const selectedId = selected?.id ?? null;
  const row = (option: Option) => (
    <li key={option.id ?? 'default'} className="animation-option" data-testid="animation-option" data-animation={option.animation}>
      <span className="animation-option__icon" aria-hidden="true">
        {option.icon}
      </span>
      <span className="animation-option__title">{option.title}</span>
      <IconButton size="s" mode="plain" aria-label={`${animationCardTexts.preview}: ${option.title}`} onClick={() => preview(option.animation)}>
        <EyeIcon size={22} />
      </IconButton>
      {option.id === selectedId ? (
        // The current one is said, not offered: a label in the accent colour, not a faded button.
        <span className="animation-option__action animation-option__current">{animationCardTexts.current}</span>
      ) : (
        <Button size="s" mode="filled" className="animation-option__action" disabled={saving !== undefined} loading={saving === option.id} onClick={() => choose(option)}>
          {animationCardTexts.select}
        </Button>
      )}
    </li>
  );

  return (
    <SheetDialog title={animationCardTexts.pickerTitle} onClose={onClose} dismissible={saving === undefined} testId="animation-picker">
      <ul className="animation-options">
        {row(DEFAULT_OPTION)}
        {owned.data?.map(row)}
      </ul>
      {owned.status === 'loading' && (
        <div className="animation-options__state" role="status">
          <Spinner size="s" />
          <span>{animationCardTexts.loading}</span>
        </div>
      )}
      {owned.status === 'error' && <LoadErrorCard message={giftTexts.loadUserError} onRetry={owned.retry} testId="animation-picker-error" />}
      {owned.data?.length === 0 && (
        <div className="animation-options__state" data-testid="animation-picker-empty">
          <span>{animationCardTexts.empty}</span>
          <TextLink href="/gift" onClick={onClose}>
            {animationCardTexts.toTreasures}
          </TextLink>
        </div>
      )}
    </SheetDialog>
  );
}
