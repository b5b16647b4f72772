export * from './constants.ts';
export * from './statuses.ts';
export * from './schemas/index.ts';
