export * from './constants.ts';
export * from './statuses.ts';
export * from './schemas/index.ts';
export * from './messages.ts';
export * from './plural.ts';
export * from './rules/index.ts';
export * from './master-plan/index.ts';
export * from './citations/index.ts';
