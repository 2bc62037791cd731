import { describe, expect, it } from 'vitest';
import type { Goal, Habit } from '@tracker/shared/contract';
import {
  emptyForm,
  formFromGoal,
  formFromHabit,
  hasErrors,
  newSubgoal,
  subgoalsWithTicksHeldNow,
  switchGoalType,
  titleRefusalNotice,
  toCreateGoalRequest,
  toCreateHabitRequest,
  toUpdateGoalRequest,
  toUpdateHabitRequest,
  validateGoalForm,
} from './goal-form-model.ts';

const valid = () => ({ ...emptyForm(), title: 'Пробежать 10 км', category: 1 });

describe('goal form defaults', () => {
  it('a new form is a long-term goal with the habit defaults of core.md 4', () => {
    const form = emptyForm();
    expect(form).toMatchObject({
      goalType: 'long-term',
      category: 0,
      icon: 'target',
      habitFrequency: 'daily',
      habitWeekDays: [0, 1, 2, 3, 4, 5, 6],
      habitDuration: 'infinite',
      habitPeriodValue: '',
      habitPeriodUnit: 'days',
      habitDailyTarget: '1',
    });
  });

  it('switching the type sets the icon and, while creating, resets the habit fields', () => {
    const changed = { ...emptyForm(), habitFrequency: 'weekly' as const, habitDailyTarget: '5', icon: 'rocket' };
    const habit = switchGoalType(changed, 'habit', false);
    expect(habit.icon).toBe('change');
    expect(habit.habitFrequency).toBe('daily');
    expect(habit.habitDailyTarget).toBe('1');
    expect(switchGoalType(changed, 'habit', true).habitDailyTarget).toBe('5');
    expect(switchGoalType(habit, 'long-term', false).icon).toBe('target');
  });
});

describe('goal form validation mapping', () => {
  it('a valid goal has no messages', () => {
    expect(validateGoalForm(valid())).toEqual({});
  });

  it('blank title and category 0 give their messages at once', () => {
    const errors = validateGoalForm({ ...emptyForm(), title: '   ' });
    expect(errors.title).toBe('Введите название');
    expect(errors.category).toBe('Пожалуйста, выберите категорию цели');
    // Zero-width characters draw nothing: such a title is blank too.
    expect(validateGoalForm({ ...valid(), title: '\u200B\u200B' }).title).toBe('Введите название');
  });

  it('title over 200', () => {
    expect(validateGoalForm({ ...valid(), title: 'я'.repeat(201) }).title).toBe('Название слишком длинное (максимум 200 символов)');
    expect(validateGoalForm({ ...valid(), title: 'я'.repeat(200) })).toEqual({});
  });

  it("a title over 200 also says 'Название цели не должно превышать 200 символов' (core.md 5), once the form shows its message", () => {
    expect(titleRefusalNotice(validateGoalForm({ ...valid(), title: 'я'.repeat(201) }))).toBe('Название цели не должно превышать 200 символов');
    expect(titleRefusalNotice(validateGoalForm({ ...valid(), title: '' }))).toBeNull();
    expect(titleRefusalNotice(validateGoalForm(valid()))).toBeNull();
    expect(titleRefusalNotice({})).toBeNull();
  });

  it('the custom category of 7: required, at most 20', () => {
    expect(validateGoalForm({ ...valid(), category: 7 }).customCategoryTitle).toBe('Пожалуйста, введите название категории');
    expect(validateGoalForm({ ...valid(), title: '', category: 7 }).customCategoryTitle).toBe('Пожалуйста, введите название категории');
    expect(validateGoalForm({ ...valid(), category: 7, customCategoryTitle: 'x'.repeat(21) }).customCategoryTitle).toBe(
      'Название категории не должно превышать 20 символов',
    );
    expect(validateGoalForm({ ...valid(), category: 7, customCategoryTitle: 'Спорт' })).toEqual({});
  });

  it('habit period 1-365 and daily target 1-100', () => {
    const habit = { ...valid(), goalType: 'habit' as const };
    expect(validateGoalForm(habit)).toEqual({});
    expect(validateGoalForm({ ...habit, habitDuration: 'period' }).habitPeriodValue).toBe('Период — целое число от 1 до 365');
    expect(validateGoalForm({ ...habit, habitDuration: 'period', habitPeriodValue: '366' }).habitPeriodValue).toBe('Период — целое число от 1 до 365');
    expect(validateGoalForm({ ...habit, habitDuration: 'period', habitPeriodValue: '21' })).toEqual({});
    expect(validateGoalForm({ ...habit, habitDailyTarget: '0' }).habitDailyTarget).toBe('Цель на день — целое число от 1 до 100');
    expect(validateGoalForm({ ...habit, habitDailyTarget: '101' }).habitDailyTarget).toBe('Цель на день — целое число от 1 до 100');
    expect(validateGoalForm({ ...habit, habitDailyTarget: '' }).habitDailyTarget).toBe('Цель на день — целое число от 1 до 100');
    // 1.5 lies between 1 and 100: the message says a whole number is meant.
    expect(validateGoalForm({ ...habit, habitDailyTarget: '1.5' }).habitDailyTarget).toBe('Цель на день — целое число от 1 до 100');
    expect(validateGoalForm({ ...habit, habitFrequency: 'weekly', habitWeekDays: [] }).habitWeekDays).toBe('Выберите хотя бы один день недели');
    expect(hasErrors(validateGoalForm({ ...habit, habitFrequency: 'weekly', habitWeekDays: [1] }))).toBe(false);
  });
});

describe('form to request', () => {
  it('drops blank sub-steps and sends no custom title outside category 7', () => {
    const form = { ...valid(), customCategoryTitle: 'x', subgoals: [newSubgoal('Шаг 1'), newSubgoal('  '), newSubgoal('Шаг 2', true)] };
    expect(toCreateGoalRequest(form)).toEqual({
      title: 'Пробежать 10 км',
      description: null,
      category: 1,
      custom_category_title: null,
      deadline: null,
      subgoals: [
        { text: 'Шаг 1', completed: false },
        { text: 'Шаг 2', completed: true },
      ],
      icon: 'target',
      status: 'active',
    });
  });

  it('on edit the deadline is sent only when not blank', () => {
    const opened = { ...valid(), title: 'Старое название' };
    expect('deadline' in toUpdateGoalRequest(valid(), opened)).toBe(false);
    expect(toUpdateGoalRequest({ ...valid(), deadline: '2026-05-01' }, opened).deadline).toBe('2026-05-01');
    expect('status' in toUpdateGoalRequest(valid(), opened)).toBe(false);
  });

  it('on edit only what changed is sent, so a form opened before another device saved never undoes that save', () => {
    const opened = { ...valid(), description: 'Три раза в неделю', subgoals: [newSubgoal('Купить кроссовки', true)] };
    expect(toUpdateGoalRequest({ ...opened, description: 'Четыре раза в неделю' }, opened)).toEqual({ description: 'Четыре раза в неделю' });
    expect(toUpdateGoalRequest(opened, opened)).toEqual({});
    const withStep = { ...opened, subgoals: [...opened.subgoals, newSubgoal('Пробежать 5 км')] };
    expect(toUpdateGoalRequest(withStep, opened)).toEqual({
      subgoals: [
        { text: 'Купить кроссовки', completed: true },
        { text: 'Пробежать 5 км', completed: false },
      ],
    });
  });

  it('sub-steps an edit saves keep the ticks another device made meanwhile on the steps whose tick the form left alone', () => {
    const goal = { ...valid(), subgoals: [{ text: 'Купить кроссовки', completed: true }, { text: 'Бегать', completed: false }, { text: 'Финиш', completed: false }] };
    const opened = formFromGoal(goal as unknown as Goal);
    // Here: the first step renamed, the third ticked, a step added. Elsewhere meanwhile: the first unticked, the second ticked.
    const [first, second, third] = opened.subgoals;
    const form = { ...opened, subgoals: [{ ...first!, text: 'Купить кроссовки и часы' }, second!, { ...third!, completed: true }, newSubgoal('Отдохнуть')] };
    const held = [{ text: 'Купить кроссовки', completed: false }, { text: 'Бегать', completed: true }, { text: 'Финиш', completed: false }];
    expect(subgoalsWithTicksHeldNow(form, opened, held)).toEqual([
      { text: 'Купить кроссовки и часы', completed: false },
      { text: 'Бегать', completed: true },
      { text: 'Финиш', completed: true },
      { text: 'Отдохнуть', completed: false },
    ]);
    // A step deleted elsewhere keeps the tick the form shows; blank steps are dropped as on any save.
    expect(subgoalsWithTicksHeldNow({ ...form, subgoals: [second!, newSubgoal('  ')] }, opened, [held[0]!])).toEqual([{ text: 'Бегать', completed: false }]);
  });

  it('a weekly period habit', () => {
    const form = {
      ...valid(),
      goalType: 'habit' as const,
      habitFrequency: 'weekly' as const,
      habitWeekDays: [5, 1, 3],
      habitDuration: 'period' as const,
      habitPeriodValue: '3',
      habitPeriodUnit: 'weeks' as const,
      habitDailyTarget: '2',
    };
    expect(toCreateHabitRequest(form)).toMatchObject({ frequency: 'weekly', week_days: [1, 3, 5], duration: 'period', period_value: 3, period_unit: 'weeks', daily_target: 2 });
    expect(toCreateHabitRequest({ ...form, habitDuration: 'infinite' })).toMatchObject({ period_value: null, period_unit: null });
    expect(toCreateHabitRequest({ ...form, habitFrequency: 'daily' }).week_days).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('a habit edit sends only what changed, and a changed schedule with the fields it brings', () => {
    const opened = { ...valid(), goalType: 'habit' as const, habitFrequency: 'weekly' as const, habitWeekDays: [1, 3], habitDailyTarget: '2' };
    expect(toUpdateHabitRequest({ ...opened, title: 'Бег по утрам' }, opened)).toEqual({ title: 'Бег по утрам' });
    expect(toUpdateHabitRequest(opened, opened)).toEqual({});
    expect(toUpdateHabitRequest({ ...opened, habitFrequency: 'daily' }, opened)).toEqual({ frequency: 'daily', week_days: [0, 1, 2, 3, 4, 5, 6] });
    expect(toUpdateHabitRequest({ ...opened, habitDuration: 'period', habitPeriodValue: '30' }, opened)).toEqual({ duration: 'period', period_value: 30, period_unit: 'days' });
  });

  it('edit forms start from the goal or habit', () => {
    const goal = { title: 'Т', description: null, category: 7, custom_category_title: 'Спорт', deadline: '2026-05-01', icon: '🏃', subgoals: [{ text: 'a', completed: true }] } as unknown as Goal;
    expect(formFromGoal(goal)).toMatchObject({ goalType: 'long-term', category: 7, customCategoryTitle: 'Спорт', deadline: '2026-05-01', icon: '🏃' });
    expect(formFromGoal(goal).subgoals[0]).toMatchObject({ text: 'a', completed: true });
    const habit = {
      title: 'Вода', description: 'd', category: 1, custom_category_title: null, icon: 'hydration', frequency: 'weekly', week_days: [1, 7],
      duration: 'period', period_value: 21, period_unit: 'days', daily_target: 8,
    } as unknown as Habit;
    expect(formFromHabit(habit)).toMatchObject({ goalType: 'habit', habitWeekDays: [0, 1], habitPeriodValue: '21', habitDailyTarget: '8' });
  });
});
