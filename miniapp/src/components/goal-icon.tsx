import './goal-parts.css';
import { isEmojiIcon } from '@tracker/shared/domain';

/** How the icon keys of core.md 3 are drawn: one emoji each (no image files to load). */
export const ICON_EMOJI: Readonly<Record<string, string>> = {
  target: '🎯', trophy: '🏆', star: '⭐', diamond: '💎', fire: '🔥', muscle: '💪', rocket: '🚀',
  sparkle: '✨', art: '🎨', lightbulb: '💡', music: '🎵', game: '🎮', running: '🏃', meditation: '🧘',
  apple: '🍎', water: '💧', plant: '🌱', sun: '☀️', moon: '🌙', rainbow: '🌈', circus: '🎪',
  theater: '🎭', note: '📝', chart: '📈', money: '💰', briefcase: '💼', house: '🏠', family: '👨‍👩‍👧',
  heart: '❤️', handshake: '🤝', party: '🥳', confetti: '🎉', gift: '🎁', clover: '🍀', butterfly: '🦋',
  flower: '🌸', packman: '👾', puzzle: '🧩',
  change: '🔄', repeat: '🔁', slim: '⚖️', yoga: '🧘‍♀️', 'healthy-food': '🥗', hydration: '🚰',
  growth: '📊', morning: '🌅', night: '🌃', study: '🎓', reading: '📚', writing: '✍️', coding: '💻',
  cooking: '🍳', cleaning: '🧹', sleep: '😴', exercise: '🏋️', walking: '🚶', cycling: '🚴',
  swimming: '🏊', pregnancy: '🤰',
};

/** The text a goal or habit icon shows: an emoji as is, an icon key through ICON_EMOJI. */
export function iconText(icon: string): string {
  if (isEmojiIcon(icon)) return icon;
  return ICON_EMOJI[icon] ?? ICON_EMOJI.target ?? '';
}

export function GoalIcon({ icon, size = 'm', className }: { icon: string; size?: 's' | 'm' | 'l'; className?: string }) {
  return (
    <span className={`goal-icon goal-icon--${size}${className ? ` ${className}` : ''}`} aria-hidden="true" data-icon={icon}>
      {iconText(icon)}
    </span>
  );
}
