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
            // One Tab stop in the group: the chosen mood, or the first while none is.
            tabIndex={choosing && !(isSelected || (selected === null && m.value === MOODS[0]!.value)) ? -1 : undefined}
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
