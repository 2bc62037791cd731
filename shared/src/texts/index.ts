export * from './errors.ts';
export * from './bot.ts';
export * from './ui.ts';
