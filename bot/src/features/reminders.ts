import { Composer, type Context } from 'telegraf';
import type { InlineKeyboardButton, InlineKeyboardMarkup } from 'telegraf/types';
import { MOODS, type Mood, REMINDER_HABITS_MAX, type ReminderHabit, reminderHabitTitle as shortTitle } from '@tracker/shared/domain';
import { botTexts, reminderTexts } from '@tracker/shared/texts';
import { appLink, inlineButton, openAppButton } from '../app-links.ts';
import type { BotDeps } from '../bot.ts';
import { answerPress } from '../answer-press.ts';
import { telegramUserInfo } from '../telegram-user.ts';

/** callback_data of the reminder buttons: `rm:<mood 1-5>` and `rh:<habit id>` (Telegram allows 64 bytes). */
const MOOD_DATA = /^rm:([1-5])$/;
const HABIT_DATA = /^rh:(\d{1,10})$/;

export interface ReminderMessage {
  text: string;
  reply_markup?: InlineKeyboardMarkup;
}

/** What the scheduler hands over to be sent: one reminder for one chat. */
export interface ReminderToSend {
  chatId: number;
  kind: 'mood' | 'habit';
  habits?: ReminderHabit[];
}

function keyboard(rows: InlineKeyboardButton[][]): InlineKeyboardMarkup | undefined {
  return rows.length > 0 ? { inline_keyboard: rows } : undefined;
}

function withMarkup(text: string, rows: InlineKeyboardButton[][]): ReminderMessage {
  const markup = keyboard(rows);
  return markup ? { text, reply_markup: markup } : { text };
}

function openButtonRows(text: string, publicUrl: string, path: string): InlineKeyboardButton[][] {
  const button = openAppButton(text, appLink(publicUrl, path));
  return button ? [[button]] : [];
}

/** The five mood buttons, three and two. */
function moodButtonRows(): InlineKeyboardButton[][] {
  const buttons = MOODS.map((m) => inlineButton.callback(`${reminderTexts.moodEmoji[m.value]} ${m.label}`, `rm:${m.value}`));
  return [buttons.slice(0, 3), buttons.slice(3)];
}

/** The evening question: five mood buttons that write a note. */
export function moodReminderMessage(): ReminderMessage {
  return withMarkup(reminderTexts.moodQuestion, moodButtonRows());
}

/**
 * Today's habits with their counts (the first REMINDER_HABITS_MAX, then how many more); a +1 button
 * for each unfinished one (a done one keeps a ✅ button, so the message still knows which habits it
 * lists). All done: the congratulation and a button into the app; none left (deleted since): says so, with that button.
 */
export function habitReminderMessage(all: readonly ReminderHabit[], publicUrl: string): ReminderMessage {
  if (all.length === 0) return withMarkup(reminderTexts.noHabitsLeft, openButtonRows(reminderTexts.openHabits, publicUrl, '/target'));
  const habits = all.slice(0, REMINDER_HABITS_MAX);
  const done = (h: ReminderHabit) => h.progress >= h.target;
  const lines = habits.map((h) => reminderTexts.habitLine(shortTitle(h.title), h.progress, h.target, done(h)));
  if (all.length > habits.length) lines.push(reminderTexts.moreHabits(all.length - habits.length));
  if (all.every(done)) {
    return withMarkup([reminderTexts.allHabitsDone, '', ...lines].join('\n'), openButtonRows(reminderTexts.openHabits, publicUrl, '/target'));
  }
  const rows = habits.map((h) => [
    inlineButton.callback(done(h) ? `✅ ${shortTitle(h.title)}` : reminderTexts.habitButton(shortTitle(h.title)), `rh:${h.id}`),
  ]);
  return withMarkup([reminderTexts.habitsHeader, '', ...lines].join('\n'), rows);
}

/** The message of one reminder the scheduler sends. */
export function reminderMessage(reminder: ReminderToSend, publicUrl: string): ReminderMessage {
  return reminder.kind === 'mood' ? moodReminderMessage() : habitReminderMessage(reminder.habits ?? [], publicUrl);
}

/** The habit ids a reminder lists, read from its buttons. */
function habitIdsOf(message: unknown): number[] {
  const rows = (message as { reply_markup?: InlineKeyboardMarkup } | undefined)?.reply_markup?.inline_keyboard ?? [];
  return rows.flat().flatMap((b) => {
    const match = 'callback_data' in b ? HABIT_DATA.exec(b.callback_data) : null;
    return match ? [Number(match[1])] : [];
  });
}

/** A message's buttons as comparable text: each button's label and what it does. */
function buttonsOf(markup: InlineKeyboardMarkup | undefined): string {
  return JSON.stringify(
    (markup?.inline_keyboard ?? []).map((row) =>
      row.map((b) => [b.text, 'callback_data' in b ? b.callback_data : null, 'url' in b ? b.url : null, 'web_app' in b ? b.web_app?.url : null]),
    ),
  );
}

/**
 * Edits the pressed reminder to `message`, unless it already reads so (a done habit's button
 * pressed again): Telegram refuses an edit that changes nothing. Should it refuse one anyway (a
 * press racing another), that is success too.
 */
async function edit(ctx: Context, message: ReminderMessage): Promise<void> {
  const shown = ctx.callbackQuery?.message as { text?: string; reply_markup?: InlineKeyboardMarkup } | undefined;
  if (shown?.text === message.text && buttonsOf(shown.reply_markup) === buttonsOf(message.reply_markup)) return;
  try {
    await ctx.editMessageText(message.text, message.reply_markup ? { reply_markup: message.reply_markup } : {});
  } catch (error) {
    if (!String((error as Error).message).includes('message is not modified')) throw error;
  }
}

/**
 * Any message or button from a user means their chat can receive reminders again (a chat that
 * answered 403 is skipped until then). Mounted first; never stops an update.
 */
export function chatActivityFeature(deps: Pick<BotDeps, 'chatActive'>): Composer<Context> {
  const feature = new Composer<Context>();
  feature.use(async (ctx, next) => {
    const from = ctx.from;
    const isUserAction = ('message' in ctx.update || 'callback_query' in ctx.update) && ctx.chat?.type === 'private';
    if (deps.chatActive && from && !from.is_bot && isUserAction) {
      await deps.chatActive(telegramUserInfo(from)).catch((error: unknown) => console.error('[bot] recording chat activity failed:', error));
    }
    return next();
  });
  return feature;
}

/**
 * The reminder a button is on, when the one who pressed it is that chat's own user: reminders go
 * to private chats only, so a press from anyone else (or on an inline message) acts on nothing.
 */
function ownReminder(ctx: Context): { chat: { id: number }; message_id: number; date: number } | null {
  const message = ctx.callbackQuery?.message;
  return message && message.chat.id === ctx.from?.id ? message : null;
}

/** The reminder buttons: a mood writes a note; a habit gets +1 and the message is edited in place. */
export function remindersFeature(deps: Required<Pick<BotDeps, 'reminders'>> & Pick<BotDeps, 'publicUrl'>): Composer<Context> {
  const feature = new Composer<Context>();

  feature.action(MOOD_DATA, async (ctx) => {
    const mood = Number(ctx.match[1]) as Mood;
    const reminder = ownReminder(ctx);
    if (!reminder) {
      await answerPress(ctx, botTexts.staleButton);
      return;
    }
    const result = await deps.reminders.saveMood(telegramUserInfo(ctx.from), mood, { chatId: reminder.chat.id, messageId: reminder.message_id });
    if (result.outcome === 'already-answered') {
      await answerPress(ctx, reminderTexts.moodAlreadySavedToast); // the first press edits the message
      return;
    }
    if (result.outcome === 'no-account') {
      await answerPress(ctx, reminderTexts.accountNotFound, { show_alert: true });
      return;
    }
    const open = openButtonRows(reminderTexts.openMood, deps.publicUrl, '/mood');
    if (result.outcome === 'limit') {
      // The question and its buttons stay: once a note is deleted or a subscription bought, a press
      // writes it. Until then each press says why (the message, edited once, no longer changes).
      await answerPress(ctx, result.message);
      await edit(ctx, withMarkup(reminderTexts.moodQuestionWithLimit(result.message), [...moodButtonRows(), ...open]));
      return;
    }
    const label = MOODS.find((m) => m.value === mood)!.label;
    await answerPress(ctx, reminderTexts.moodSavedToast);
    await edit(ctx, withMarkup(reminderTexts.moodSaved(reminderTexts.moodEmoji[mood]!, label), open));
  });

  feature.action(HABIT_DATA, async (ctx) => {
    const habitId = Number(ctx.match[1]);
    const reminder = ownReminder(ctx);
    if (!reminder) {
      await answerPress(ctx, botTexts.staleButton);
      return;
    }
    const shown = habitIdsOf(reminder);
    const sentAt = new Date(reminder.date * 1000);
    const result = await deps.reminders.addHabitProgress(telegramUserInfo(ctx.from), habitId, shown.length > 0 ? shown : [habitId], sentAt);
    if (result.outcome === 'no-account') {
      await answerPress(ctx, reminderTexts.accountNotFound, { show_alert: true });
      return;
    }
    if (result.outcome === 'outdated') {
      // Last night's counts stay as they were; the +1 buttons go, the way into the app stays.
      await answerPress(ctx, reminderTexts.habitReminderOutdated, { show_alert: true });
      const text = (reminder as { text?: string }).text ?? reminderTexts.habitsHeader;
      await edit(ctx, withMarkup(`${text}\n\n${reminderTexts.habitReminderOutdated}`, openButtonRows(reminderTexts.openHabits, deps.publicUrl, '/target')));
      return;
    }
    const pressed = result.habits.find((h) => h.id === habitId);
    const toast = result.outcome === 'refused' ? result.message : pressed ? reminderTexts.habitAddedToast(pressed.progress, pressed.target) : undefined;
    await answerPress(ctx, toast);
    await edit(ctx, habitReminderMessage(result.habits, deps.publicUrl));
  });

  return feature;
}
