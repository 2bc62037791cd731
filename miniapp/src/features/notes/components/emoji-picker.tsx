import { SegmentedControl } from '@telegram-apps/telegram-ui';
import { moodTexts } from '@tracker/shared/texts';
import { type SVGProps, useState } from 'react';
import { SegmentedItem } from '../../../components/tab-items.tsx';
import { type EmojiTab, NOTE_EMOJIS } from './note-emojis.ts';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export const SmileIcon = ({ size = 20, ...rest }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
  </svg>
);

/** Appends an emoji to the note's text; two tabs, basic and special. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const [tab, setTab] = useState<EmojiTab>('basic');
  return (
    <div className="emoji-picker" data-testid="emoji-picker">
      <SegmentedControl className="emoji-picker__tabs">
        {(['basic', 'special'] as const).map((key) => (
          // type="button": the picker sits inside the editor's form, and a tab must not submit it.
          <SegmentedItem key={key} type="button" selected={tab === key} onClick={() => setTab(key)}>
            {moodTexts.emojiTabs[key]}
          </SegmentedItem>
        ))}
      </SegmentedControl>
      <div className="emoji-picker__grid" role="tabpanel" aria-label={moodTexts.emojiTabs[tab]}>
        {NOTE_EMOJIS[tab].map((emoji) => (
          <button key={emoji} type="button" className="emoji-picker__emoji tap-area" aria-label={moodTexts.emojiAppend(emoji)} onClick={() => onPick(emoji)}>
            {emoji}
          </button>
        ))}
      </div>
    </div>
  );
}
