export * from './errors.ts';
export * from './auth.ts';
export * from './user.ts';
export * from './common.ts';
export * from './goals.ts';
export * from './habits.ts';
export * from './notes.ts';
