import { Input, SegmentedControl, Select, Textarea } from '@telegram-apps/telegram-ui';
import {
  CATEGORIES,
  CATEGORY_OTHER,
  CUSTOM_CATEGORY_MAX,
  DAILY_TARGET_MAX,
  DAILY_TARGET_MIN,
  GOAL_TITLE_MAX,
  textLength,
  HABIT_PERIOD_MAX,
  HABIT_PERIOD_MIN,
  HABIT_PERIOD_PLACEHOLDER,
  PERIOD_UNIT_FORMS,
  type PeriodUnit,
  WEEK_DAYS_FROM_MONDAY,
  dailyTargetLabel,
  pluralRu,
  typedDailyTarget,
} from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormFields } from '../../../components/form-fields.tsx';
import { isPlainEnter } from '../../../lib/plain-enter.ts';
import { useClosingConfirmation } from '../../../lib/use-closing-confirmation.ts';
import { LimitNotice } from '../../../components/subscription-guard.tsx';
import { GoalIcon } from '../../../components/goal-icon.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { SegmentedItem } from '../../../components/tab-items.tsx';
import { type GoalModalRequest, editedItemOf } from '../../../lib/goal-modal-request.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  type FormErrors,
  type GoalForm,
  type GoalType,
  emptyForm,
  formFromGoal,
  formFromHabit,
  hasErrors,
  switchGoalType,
  titleRefusalNotice,
  validateGoalForm,
} from '../goal-form-model.ts';
import { EmojiPicker, IconGrid } from './icon-pickers.tsx';
import { SubgoalEditor } from './subgoal-editor.tsx';
import './goal-form.css';

export interface FreeTierCounts {
  goals: number;
  habits: number;
  subscribed: boolean | null;
}

function Field({ error, hint, children, testId }: { error?: string | undefined; hint?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="goal-form__field" data-testid={testId}>
      <FormFields>{children}</FormFields>
      {(error || hint) && (
        <div className="goal-form__below">
          {error ? (
            <span className="field-error goal-form__error" role="alert">
              {error}
            </span>
          ) : (
            <span />
          )}
          {hint}
        </div>
      )}
    </div>
  );
}

function initialForm(request: GoalModalRequest): GoalForm {
  if (request?.kind === 'goal') return formFromGoal(request.goal);
  if (request?.kind === 'habit') return formFromHabit(request.habit);
  if (request?.kind === 'new-habit') return switchGoalType(emptyForm(), 'habit', false);
  return emptyForm();
}

/**
 * The goal/habit modal ('Новая цель' / 'Редактировать цель', core.md 2-5). It validates and
 * builds the form; saving (create, update, convert, limits) is the caller's `onSubmit`, which
 * resolves true when the modal may close.
 */
export function GoalFormModal({
  request,
  counts,
  onClose,
  onSubmit,
}: {
  request: GoalModalRequest;
  counts: FreeTierCounts;
  onClose: () => void;
  onSubmit: (form: GoalForm) => Promise<boolean>;
}) {
  const editing = editedItemOf(request) !== null;
  const [initial] = useState<GoalForm>(() => initialForm(request));
  const [form, setForm] = useState<GoalForm>(initial);
  useClosingConfirmation(JSON.stringify(form) !== JSON.stringify(initial));
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [picker, setPicker] = useState<'emoji' | 'icons' | null>(null);
  const errors: FormErrors = useMemo(() => validateGoalForm(form), [form]);
  const shown: FormErrors = attempted ? errors : {};
  const invalid = hasErrors(errors);
  const isHabit = form.goalType === 'habit';
  // A title over 200 refused at a save attempt (or made so after one): the field says it, and an
  // error toast says it in core.md 5's other words, once each time the title becomes too long.
  const titleRefusal = titleRefusalNotice(shown);
  useEffect(() => {
    if (titleRefusal) showToast(goalTexts.errorTitle, { type: 'error', description: titleRefusal });
  }, [titleRefusal]);
  const update = (patch: Partial<GoalForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = async () => {
    setAttempted(true);
    if (invalid || saving) return;
    setSaving(true);
    let close = false;
    try {
      close = await onSubmit(form);
    } finally {
      setSaving(false);
    }
    if (close) onClose();
  };

  const saveOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    const field = event.target;
    if (!isPlainEnter(event)) return;
    if (!(field instanceof HTMLInputElement) || ['checkbox', 'radio', 'button', 'submit'].includes(field.type)) return;
    event.preventDefault();
    void save();
  };

  const titleLength = textLength(form.title);
  const periodNumber = Number(form.habitPeriodValue) || HABIT_PERIOD_PLACEHOLDER;
  // The hint names a target only while the field holds one; the message says what is wrong once saving is tried.
  const dailyTarget = typedDailyTarget(form.habitDailyTarget);

  return (
    <SheetDialog
      title={editing ? goalTexts.editTitle : goalTexts.newTitle}
      onClose={onClose}
      dismissible={!saving}
      closeLabel={goalTexts.close}
      testId="goal-modal"
      fullHeight
      footer={
        <div className="confirm-dialog__buttons">
          <Button mode="bezeled" size="l" stretched onClick={onClose} disabled={saving}>
            {goalTexts.cancel}
          </Button>
          <Button mode="filled" size="l" stretched onClick={() => void save()} disabled={saving || (attempted && invalid)} data-testid="goal-save">
            {saving ? goalTexts.saving : editing ? goalTexts.save : goalTexts.create}
          </Button>
        </div>
      }
    >
      {/* Not a <form>: telegram-ui's tab buttons would submit it. Enter in a one-line field saves, as in a form. */}
      <div className="goal-form" onKeyDown={saveOnEnter}>
        {!editing && (
          <LimitNotice type={isHabit ? 'habits' : 'goals'} current={isHabit ? counts.habits : counts.goals} subscribed={counts.subscribed} />
        )}

        <SegmentedControl className="goal-segmented" aria-label={goalTexts.typeLabel}>
          {(['long-term', 'habit'] as const).map((type: GoalType) => (
            <SegmentedItem
              key={type}
              selected={form.goalType === type}
              onClick={() => setForm((f) => switchGoalType(f, type, editing))}
              data-testid={`goal-type-${type}`}
            >
              {type === 'habit' ? goalTexts.typeHabit : goalTexts.typeLongTerm}
            </SegmentedItem>
          ))}
        </SegmentedControl>

        <div className="goal-form__icon-row">
          <GoalIcon icon={form.icon} size="l" />
          <div className="goal-form__icon-buttons">
            <span className="goal-form__label">{goalTexts.iconLabel}</span>
            <div className="goal-form__chips">
              <Button size="s" mode={picker === 'emoji' ? 'filled' : 'bezeled'} aria-expanded={picker === 'emoji'} onClick={() => setPicker((p) => (p === 'emoji' ? null : 'emoji'))}>
                {goalTexts.emojiPicker}
              </Button>
              <Button size="s" mode={picker === 'icons' ? 'filled' : 'bezeled'} aria-expanded={picker === 'icons'} onClick={() => setPicker((p) => (p === 'icons' ? null : 'icons'))}>
                {goalTexts.iconPicker}
              </Button>
            </div>
          </div>
        </div>
        {picker === 'emoji' && <EmojiPicker value={form.icon} onPick={(icon) => update({ icon })} />}
        {picker === 'icons' && <IconGrid value={form.icon} initialGroup={isHabit ? 'habits' : 'goals'} onPick={(icon) => update({ icon })} />}

        <Field
          error={shown.title}
          hint={
            <span className={`goal-form__counter${titleLength > GOAL_TITLE_MAX ? ' goal-form__counter--over' : ''}`} data-testid="title-counter">
              {goalTexts.counter(titleLength, GOAL_TITLE_MAX)}
            </span>
          }
        >
          <Input
            header={goalTexts.titleLabel}
            aria-label={goalTexts.titleLabel}
            placeholder={isHabit ? goalTexts.habitTitlePlaceholder : goalTexts.titlePlaceholder}
            value={form.title}
            onChange={(e) => update({ title: e.target.value })}
            status={shown.title ? 'error' : undefined}
            aria-invalid={shown.title ? true : undefined}
            autoFocus={!editing}
          />
        </Field>

        <Field>
          <Textarea
            header={goalTexts.descriptionLabel}
            aria-label={goalTexts.descriptionLabel}
            placeholder={goalTexts.descriptionPlaceholder}
            value={form.description}
            onChange={(e) => update({ description: e.target.value })}
            rows={2}
          />
        </Field>

        <Field error={shown.category}>
          <Select
            header={goalTexts.categoryLabel}
            aria-label={goalTexts.categoryLabel}
            value={String(form.category)}
            onChange={(e) => update({ category: Number(e.target.value) })}
            status={shown.category ? 'error' : undefined}
            aria-invalid={shown.category ? true : undefined}
          >
            <option value="0">{goalTexts.chooseCategory}</option>
            {Object.entries(CATEGORIES).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </Select>
        </Field>

        {form.category === CATEGORY_OTHER && (
          <Field
            error={shown.customCategoryTitle}
            hint={<span className="goal-form__counter">{goalTexts.counter(textLength(form.customCategoryTitle), CUSTOM_CATEGORY_MAX)}</span>}
          >
            <Input
              header={goalTexts.customCategoryLabel}
              aria-label={goalTexts.customCategoryLabel}
              placeholder={goalTexts.customCategoryPlaceholder}
              value={form.customCategoryTitle}
              onChange={(e) => update({ customCategoryTitle: e.target.value })}
              status={shown.customCategoryTitle ? 'error' : undefined}
              aria-invalid={shown.customCategoryTitle ? true : undefined}
            />
          </Field>
        )}

        {!isHabit && (
          <>
            <Field error={shown.deadline}>
              <Input
                type="date"
                header={goalTexts.deadlineLabel}
                aria-label={goalTexts.deadlineLabel}
                value={form.deadline}
                onChange={(e) => update({ deadline: e.target.value })}
              />
            </Field>
            <div className="goal-form__group">
              <span className="goal-form__label">{goalTexts.subgoalsLabel}</span>
              <SubgoalEditor subgoals={form.subgoals} onChange={(subgoals) => update({ subgoals })} error={shown.subgoals} />
            </div>
          </>
        )}

        {isHabit && (
          <>
            <div className="goal-form__group">
              <span className="goal-form__label">{goalTexts.frequencyLabel}</span>
              <SegmentedControl className="goal-segmented" aria-label={goalTexts.frequencyLabel}>
                {(['daily', 'weekly'] as const).map((f) => (
                  <SegmentedItem key={f} selected={form.habitFrequency === f} onClick={() => update({ habitFrequency: f })}>
                    {f === 'daily' ? goalTexts.frequencyDaily : goalTexts.frequencyWeekly}
                  </SegmentedItem>
                ))}
              </SegmentedControl>
            </div>
            {form.habitFrequency === 'weekly' && (
              <div className="goal-form__group" role="group" aria-label={goalTexts.weekDaysLabel}>
                <span className="goal-form__label">{goalTexts.weekDaysLabel}</span>
                <div className="goal-form__weekdays">
                  {WEEK_DAYS_FROM_MONDAY.map((d) => {
                    const on = form.habitWeekDays.includes(d.value);
                    return (
                      <button
                        key={d.value}
                        type="button"
                        className={`goal-form__weekday tap-area${on ? ' goal-form__weekday--on' : ''}`}
                        aria-pressed={on}
                        title={d.name}
                        data-weekday={d.value}
                        onClick={() =>
                          update({ habitWeekDays: on ? form.habitWeekDays.filter((v) => v !== d.value) : [...form.habitWeekDays, d.value] })
                        }
                      >
                        {d.label}
                      </button>
                    );
                  })}
                </div>
                {shown.habitWeekDays && (
                  <span className="field-error goal-form__error" role="alert">
                    {shown.habitWeekDays}
                  </span>
                )}
              </div>
            )}
            <div className="goal-form__group">
              <span className="goal-form__label">{goalTexts.durationLabel}</span>
              <SegmentedControl className="goal-segmented" aria-label={goalTexts.durationLabel}>
                {(['infinite', 'period'] as const).map((d) => (
                  <SegmentedItem key={d} selected={form.habitDuration === d} onClick={() => update({ habitDuration: d })}>
                    {d === 'infinite' ? goalTexts.durationInfinite : goalTexts.durationPeriod}
                  </SegmentedItem>
                ))}
              </SegmentedControl>
            </div>
            {form.habitDuration === 'period' && (
              <div className="goal-form__row">
                <Field error={shown.habitPeriodValue}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={HABIT_PERIOD_MIN}
                    max={HABIT_PERIOD_MAX}
                    header={goalTexts.periodValueLabel}
                    aria-label={goalTexts.periodValueLabel}
                    placeholder={String(HABIT_PERIOD_PLACEHOLDER)}
                    value={form.habitPeriodValue}
                    onChange={(e) => update({ habitPeriodValue: e.target.value })}
                    status={shown.habitPeriodValue ? 'error' : undefined}
                    aria-invalid={shown.habitPeriodValue ? true : undefined}
                  />
                </Field>
                <Field>
                  <Select
                    header={goalTexts.periodUnitLabel}
                    aria-label={goalTexts.periodUnitLabel}
                    value={form.habitPeriodUnit}
                    onChange={(e) => update({ habitPeriodUnit: e.target.value as PeriodUnit })}
                  >
                    {(['days', 'weeks', 'months'] as const).map((u) => (
                      <option key={u} value={u}>
                        {pluralRu(periodNumber, PERIOD_UNIT_FORMS[u])}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
            )}
            <Field
              error={shown.habitDailyTarget}
              hint={
                <span className="goal-form__counter" data-testid="daily-target-label">
                  {/* 'Не указано' only when empty (core.md 5); a number out of range has its error, not a label. */}
                  {dailyTarget === null && form.habitDailyTarget.trim() !== '' ? '\u00a0' : dailyTargetLabel(dailyTarget)}
                </span>
              }
            >
              <Input
                type="number"
                inputMode="numeric"
                min={DAILY_TARGET_MIN}
                max={DAILY_TARGET_MAX}
                header={goalTexts.dailyTargetLabel}
                aria-label={goalTexts.dailyTargetLabel}
                value={form.habitDailyTarget}
                onChange={(e) => update({ habitDailyTarget: e.target.value })}
                status={shown.habitDailyTarget ? 'error' : undefined}
                aria-invalid={shown.habitDailyTarget ? true : undefined}
              />
            </Field>
          </>
        )}
      </div>
    </SheetDialog>
  );
}

export default GoalFormModal;
