import { Input, Spinner } from '@telegram-apps/telegram-ui';
import { SUBGOAL_SAVED_INDICATOR_MS, SUBGOAL_TITLE_MAX, clipText, isBlankText } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormFields } from '../../../components/form-fields.tsx';
import { CheckIcon, TrashIcon } from '../../../components/goal-action-icons.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { type FormSubgoal, newSubgoal } from '../goal-form-model.ts';
import { IconButton } from '../../../components/icon-button.tsx';
import { isPlainEnter } from '../../../lib/plain-enter.ts';

/**
 * Sub-steps of a long-term goal: each shows a spinner for 1 s after typing, then a saved check;
 * an empty one shows neither (core.md 4).
 */
export function SubgoalEditor({ subgoals, onChange, error }: { subgoals: FormSubgoal[]; onChange: (next: FormSubgoal[]) => void; error?: string }) {
  const [typing, setTyping] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const editor = useRef<HTMLDivElement>(null);
  /** The sub-step just added: its field takes the focus, so what is typed next goes into it. */
  const [added, setAdded] = useState<string | null>(null);
  const focusSubgoal = (key: string) => editor.current?.querySelector<HTMLInputElement>(`[data-subgoal-key="${key}"] input`)?.focus();
  useEffect(() => {
    if (added) focusSubgoal(added);
  }, [added]);

  const addSubgoal = () => {
    const next = newSubgoal();
    onChange([...subgoals, next]);
    setAdded(next.key);
  };

  /** Enter in a sub-step goes on to the next one (a new one after a filled last), as in a list; it never saves the goal half-written. */
  const nextOnEnter = (event: KeyboardEvent<HTMLInputElement>, at: number) => {
    if (!isPlainEnter(event)) return;
    event.preventDefault();
    event.stopPropagation();
    const following = subgoals[at + 1];
    if (following) focusSubgoal(following.key);
    else if (!isBlankText(subgoals[at]!.text)) addSubgoal();
  };

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);

  const markTyping = (key: string) => {
    const old = timers.current.get(key);
    if (old) clearTimeout(old);
    setTyping((s) => new Set(s).add(key));
    timers.current.set(
      key,
      setTimeout(() => {
        timers.current.delete(key);
        setTyping((s) => {
          const next = new Set(s);
          next.delete(key);
          return next;
        });
      }, SUBGOAL_SAVED_INDICATOR_MS),
    );
  };

  return (
    <FormFields>
      <div ref={editor} className="subgoal-editor" data-testid="subgoal-editor">
        {subgoals.map((s, i) => (
          <div key={s.key} className="subgoal-editor__row" data-subgoal-key={s.key}>
            <Input
              aria-label={goalTexts.subgoalLabel(i + 1)}
              placeholder={goalTexts.subgoalPlaceholder(i + 1)}
              value={s.text}
              enterKeyHint="next"
              onKeyDown={(event) => nextOnEnter(event, i)}
              onChange={(e) => {
                const text = clipText(e.target.value, SUBGOAL_TITLE_MAX);
                onChange(subgoals.map((x) => (x.key === s.key ? { ...x, text } : x)));
                markTyping(s.key);
              }}
              after={
                isBlankText(s.text) ? null : typing.has(s.key) ? (
                  <span className="subgoal-editor__state" role="status" aria-label={goalTexts.subgoalSaving} data-testid="subgoal-saving">
                    <Spinner size="s" />
                  </span>
                ) : (
                  <span className="subgoal-editor__state subgoal-editor__state--saved" role="status" aria-label={goalTexts.subgoalSaved} data-testid="subgoal-saved">
                    <CheckIcon size={18} />
                  </span>
                )
              }
            />
            <IconButton mode="plain" size="s" aria-label={goalTexts.removeSubgoal(i + 1)} onClick={() => onChange(subgoals.filter((x) => x.key !== s.key))}>
              <TrashIcon size={18} />
            </IconButton>
          </div>
        ))}
        {error && <span className="field-error goal-form__error">{error}</span>}
        <Button
          mode="plain"
          size="s"
          before={<PlusIcon size={18} />}
          onClick={addSubgoal}
          className="subgoal-editor__add"
        >
          {goalTexts.addSubgoal}
        </Button>
      </div>
    </FormFields>
  );
}
