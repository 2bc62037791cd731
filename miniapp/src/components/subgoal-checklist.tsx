import { Checkbox } from '@telegram-apps/telegram-ui';

/** Sub-step checkboxes (goal card, details, calendar popup). */
export function SubgoalChecklist({
  subgoals,
  onToggle,
  disabled = false,
  testId,
}: {
  subgoals: readonly { text: string; completed: boolean }[];
  onToggle: (index: number) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <ul className="subgoal-checklist" data-testid={testId}>
      {subgoals.map((s, i) => (
        <li key={i}>
          <label className={`subgoal-checklist__item${s.completed ? ' subgoal-checklist__item--done' : ''}`}>
            <Checkbox checked={s.completed} disabled={disabled} onChange={() => onToggle(i)} />
            <span className="subgoal-checklist__text">{s.text}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
