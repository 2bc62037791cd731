import { LabelledCheckbox } from './labelled-checkbox.tsx';

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
          <LabelledCheckbox
            className={`subgoal-checklist__item${s.completed ? ' subgoal-checklist__item--done' : ''}`}
            textClassName="subgoal-checklist__text"
            checked={s.completed}
            disabled={disabled}
            onChange={() => onToggle(i)}
          >
            {s.text}
          </LabelledCheckbox>
        </li>
      ))}
    </ul>
  );
}
