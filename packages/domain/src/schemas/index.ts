export * from './common.ts';
export * from './book.ts';
export * from './chapter.ts';
export * from './milestone.ts';
export * from './citation.ts';
export * from './profile.ts';
export * from './eeat.ts';
export * from './auth.ts';
