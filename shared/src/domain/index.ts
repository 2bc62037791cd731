export * from './day-key.ts';
export * from './statuses.ts';
export * from './credentials.ts';
export * from './counter-label.ts';
export * from './plural.ts';
export * from './toast-timing.ts';
export * from './sign-in-timing.ts';
