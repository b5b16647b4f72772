export { locateEntryFields, type FieldSpan, type LocatedEntry } from './entry-field-spans.ts';
export {
  entryFieldEdits,
  patchedEntryText,
  type EntryEdits,
  type TextEdit,
} from './field-edits.ts';
export { titleInWritersCase } from './title-case-style.ts';
export { patchCslFields } from './csl-field-patch.ts';
export { apaPages, bareDoi } from '../record-match/apa-values.ts';
