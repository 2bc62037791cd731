import { MOODS, type Mood } from '@tracker/shared/domain';
import { MoodIcon } from './mood-icon.tsx';

/** Five mood buttons, 'Ужасно' to 'Отлично'; `selected` marks one (the editor), otherwise each just picks. */
export function MoodPicker({
  onPick,
  selected,
  label,
  size = 40,
  testId,
}: {
  onPick: (mood: Mood) => void;
  selected?: Mood | null;
  label: string;
  size?: number;
  testId?: string;
}) {
  const choosing = selected !== undefined;
  /** The group's one Tab stop: the chosen mood, or the first while none is. */
  const tabStop = selected ?? MOODS[0]!.value;
  return (
    <div className="mood-picker" role={choosing ? 'radiogroup' : 'group'} aria-label={label} data-testid={testId}>
      {MOODS.map((m) => {
        const isSelected = selected === m.value;
        return (
          <button
            key={m.value}
            type="button"
            className={`mood-picker__option${isSelected ? ' mood-picker__option--selected' : ''}`}
            role={choosing ? 'radio' : undefined}
            aria-checked={choosing ? isSelected : undefined}
            tabIndex={choosing ? (m.value === tabStop ? 0 : -1) : undefined}
            data-mood={m.value}
            onClick={() => onPick(m.value)}
          >
            <MoodIcon mood={m.value} size={size} decorative />
            <span className="mood-picker__label">{m.label}</span>
          </button>
        );
      })}
    </div>
  );
}
