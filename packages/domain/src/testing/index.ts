export * from './fixture-chapters.ts';
export * from '../prime-directive/suite/index.ts';
