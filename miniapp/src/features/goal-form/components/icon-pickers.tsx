import { SegmentedControl } from '@telegram-apps/telegram-ui';
import { type IconGroup, iconKeysOf } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { ICON_EMOJI } from '../../../components/goal-icon.tsx';
import { EMOJI_SETS, type EmojiTab } from '../emoji-sets.ts';
import { SegmentedItem } from '../../../components/tab-items.tsx';

/** The emoji picker: tabs 'Основные' and 'Особые' (core.md 2 "Modals"). */
export function EmojiPicker({ value, onPick }: { value: string; onPick: (emoji: string) => void }) {
  const [tab, setTab] = useState<EmojiTab>('basic');
  return (
    <div className="icon-picker" data-testid="emoji-picker">
      <SegmentedControl className="goal-segmented">
        {(['basic', 'special'] as const).map((t) => (
          <SegmentedItem key={t} selected={tab === t} onClick={() => setTab(t)}>
            {goalTexts.emojiTabs[t]}
          </SegmentedItem>
        ))}
      </SegmentedControl>
      <div className="icon-picker__emoji-grid">
        {EMOJI_SETS[tab].map((emoji) => (
          <button
            key={emoji}
            type="button"
            className={`icon-picker__cell${value === emoji ? ' icon-picker__cell--selected' : ''}`}
            aria-label={goalTexts.chooseIcon(emoji)}
            aria-pressed={value === emoji}
            onClick={() => onPick(emoji)}
          >
            {emoji}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The icon grid of the icon keys; 'Все' shows goals and habits together (core.md 3). */
export function IconGrid({ value, initialGroup, onPick }: { value: string; initialGroup: IconGroup; onPick: (key: string) => void }) {
  const [group, setGroup] = useState<IconGroup>(initialGroup);
  return (
    <div className="icon-picker" data-testid="icon-grid">
      <SegmentedControl className="goal-segmented">
        {(['goals', 'habits', 'all'] as const).map((g) => (
          <SegmentedItem key={g} selected={group === g} onClick={() => setGroup(g)}>
            {goalTexts.iconGroups[g]}
          </SegmentedItem>
        ))}
      </SegmentedControl>
      <div className="icon-picker__icon-grid">
        {iconKeysOf(group).map((key) => (
          <button
            key={key}
            type="button"
            className={`icon-picker__cell icon-picker__cell--icon${value === key ? ' icon-picker__cell--selected' : ''}`}
            aria-label={goalTexts.chooseIconKey(key)}
            aria-pressed={value === key}
            data-icon-key={key}
            onClick={() => onPick(key)}
          >
            {ICON_EMOJI[key]}
          </button>
        ))}
      </div>
    </div>
  );
}
