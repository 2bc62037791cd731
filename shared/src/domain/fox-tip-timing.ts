/** The mascot fox's timings (core.md 9): attached after 1 s, tips after 5 s and 1 s. */

/** The fox (its tips widget) is attached to the page this long after the shell starts. */
export const FOX_ATTACH_DELAY_MS = 1000;

/** The welcome tip appears this long after the first visit (core.md 2 "Shell"). */
export const FOX_WELCOME_TIP_DELAY_MS = 5000;

/** The congratulation tip appears this long after the first goal or habit is created. */
export const FOX_CONGRATULATION_TIP_DELAY_MS = 1000;

/** A closed tip slides out for this long before it is removed. */
export const FOX_TIP_HIDE_MS = 200;
