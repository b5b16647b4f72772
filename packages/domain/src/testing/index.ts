export * from './fixture-chapters.ts';
