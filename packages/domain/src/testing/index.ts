export * from './fixture-chapters.ts';
export * from '../prime-directive/suite/index.ts';
export {
  recordedWork,
  recordedWorks,
  type RecordedWork,
} from '../citations/record-match/corpus/crossref-records.ts';
