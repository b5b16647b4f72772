import { plural } from '@receipts/domain';
import { wholeNumber } from '../../lib/whole-number.ts';
/**
 * Editor texts SPEC leaves open (its own strings come from @receipts/domain's messages):
 * the unsaved states of the indicator, the conflict choice, the local draft and revisions.
 */
export const editorTexts = {
  unsavedRetrying: 'Unsaved changes: retrying…',
  unsavedConflict: 'Unsaved changes: choose a version',
  offline: 'Offline: kept on this device, will save when back',
  backOnline: (time: string) => ({
    title: 'Back Online',
    description: `Your changes were saved at ${time}.`,
  }),
  wordCount: (count: number) => `${wholeNumber(count)} ${count === 1 ? 'word' : 'words'}`,
  toolbarLabel: 'Formatting',
  editorLabel: 'Chapter text',
  placeholder: 'Start writing…',
  statusLabel: 'Chapter status',
  link: {
    button: 'Link',
    title: 'Link',
    description: 'Link the selected text to an address (http, https, mailto, tel…).',
    address: 'Address',
    apply: 'Apply',
    remove: 'Remove link',
    invalid:
      'Use an address starting with http://, https://, mailto:, tel: or another allowed protocol.',
  },
  focusMode: { enter: 'Focus mode', exit: 'Leave focus mode' },
  feedback: {
    title: (score: number) => `E-E-A-T ${score}/100`,
    stale: 'scored before your latest edits',
    changes: 'Changes that would gain most',
    violations: 'Prime Directive: passages to rework',
    fullLog: 'Full feedback in the E-E-A-T log',
  },
  typewriter: 'Typewriter scrolling (keep the line you write in the middle)',
  titleInputLabel: 'Chapter title',
  titleHint: 'Double-click to rename',
  conflict: {
    title: 'This chapter was changed elsewhere',
    description:
      'Another tab or device saved a different version while you were writing. Your text is still here; choose which version to keep.',
    keepMine: 'Keep mine',
    keepMineHint: 'Save your text on top of the other version (it stays in the revision history).',
    loadTheirs: 'Load theirs',
    loadTheirsHint: 'Replace your text with the saved version.',
  },
  draft: {
    found: (time: string) => `Unsaved changes from ${time} were found on this device.`,
    restore: 'Restore them',
    discard: 'Discard',
  },
  revisions: {
    open: 'Revisions',
    title: 'Revisions',
    description: 'Snapshots the server took while you wrote and before AI or citation rewrites.',
    empty: 'No revisions yet.',
    restore: 'Restore this revision',
    restored: {
      title: 'Revision Restored',
      description: 'The chapter text was replaced by the revision.',
    },
    restoreFailed: 'Restore Failed',
    pick: 'Choose a revision to preview it.',
    loadOlder: 'Load older revisions',
    viewText: 'Text',
    viewChanges: 'Changes since',
    added: 'Added since this revision',
    removed: 'Removed since this revision',
    changeCounts: (added: number, removed: number) =>
      `Since this revision: ${plural(added, 'word')} added, ${plural(removed, 'word')} removed. Added words are underlined, removed ones struck through.`,
    reasons: {
      editing: 'While editing',
      'before-restore': 'Before a restore',
      'before-unversioned-save': 'Before a save from another client',
      'before-format': 'Before AI formatting',
      'before-citation-repair': 'Before citation repair',
      'before-replace-citation': 'Before a citation replacement',
      'before-replace': 'Before a find and replace',
    } as Record<string, string>,
    words: (count: number) => `${wholeNumber(count)} words`,
  },
} as const;
