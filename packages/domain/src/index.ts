export * from './constants.ts';
export * from './statuses.ts';
export * from './schemas/index.ts';
export * from './messages.ts';
export * from './rules/index.ts';
export * from './prime-directive/index.ts';
export * from './eeat/index.ts';
export * from './format/rewrite-guard.ts';
