export * from './errors.ts';
export * from './bot.ts';
export * from './ui.ts';
export * from './notifications.ts';
export * from './payments.ts';
export * from './goals.ts';
export * from './blog.ts';
export * from './achievements.ts';
