export const SHORTCUTS_TITLE = 'Keyboard shortcuts';

/** The app's own keys (the editor's formatting keys are ProseMirror's: packages/editor keymap.ts). */
export const KEYS = {
  find: 'Mod-f',
  bookSearch: 'Mod-Shift-f',
  saveNow: 'Mod-s',
  focusMode: 'Mod-Shift-Enter',
  nextChapter: 'Alt-PageDown',
  previousChapter: 'Alt-PageUp',
  link: 'Mod-k',
  crossReference: 'Mod-Alt-r',
  help: '?',
  helpAnywhere: 'Mod-/',
} as const;

export interface ShortcutGroup {
  title: string;
  items: { keys: readonly string[]; label: string }[];
}

/** What the "?" dialog lists, grouped as a writer looks for them. */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere',
    items: [
      { keys: [KEYS.help, KEYS.helpAnywhere], label: 'Show these shortcuts' },
      {
        keys: [KEYS.bookSearch],
        label: 'Search and replace in the whole book (book page, editor)',
      },
    ],
  },
  {
    title: 'Writing',
    items: [
      { keys: [KEYS.find], label: 'Find and replace in this chapter' },
      { keys: ['Enter', 'Shift-Enter'], label: 'In Find: next / previous match' },
      { keys: [KEYS.saveNow], label: 'Save now' },
      { keys: [KEYS.focusMode], label: 'Focus mode on / off (Escape leaves it)' },
      { keys: [KEYS.nextChapter, KEYS.previousChapter], label: 'Next / previous chapter' },
      { keys: ['Mod-z', 'Mod-Shift-z'], label: 'Undo / redo' },
    ],
  },
  {
    title: 'Formatting',
    items: [
      { keys: ['Mod-b'], label: 'Bold' },
      { keys: ['Mod-i'], label: 'Italic' },
      { keys: ['Mod-u'], label: 'Underline' },
      { keys: ['Mod-Shift-h'], label: 'Highlight' },
      { keys: ['Mod-.', 'Mod-,'], label: 'Superscript / subscript' },
      { keys: [KEYS.link], label: 'Link' },
      { keys: [KEYS.crossReference], label: 'Cross-reference to a figure or table' },
      { keys: ['Mod-Alt-1', 'Mod-Alt-2', 'Mod-Alt-3'], label: 'Heading 1 / 2 / 3' },
      { keys: ['Mod-Shift-8', 'Mod-Shift-7'], label: 'Bulleted / numbered list' },
      { keys: ['Tab', 'Shift-Tab'], label: 'Indent / outdent a list item' },
      { keys: ['Mod-Shift-l', 'Mod-Shift-e', 'Mod-Shift-r'], label: 'Align left / centre / right' },
      { keys: ['Mod-Shift-.'], label: 'Block quote' },
      { keys: ['Mod-Alt-f'], label: 'Footnote' },
      { keys: ['Mod-Alt-Enter'], label: 'Scene break' },
      { keys: ['Shift-Enter'], label: 'Line break' },
      { keys: ['Mod-Home', 'Mod-End'], label: 'Start / end of the chapter' },
    ],
  },
];
