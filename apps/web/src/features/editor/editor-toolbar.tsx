import {
  insertFootnote,
  insertSceneBreak,
  setTextAlign,
  toggleBlockquote,
  toggleHeading,
  toggleList,
  toggleMarkCommand,
  type ActiveState,
} from '@receipts/editor/browser';
import {
  AlignCenter,
  AlignVerticalJustifyCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Highlighter,
  Italic,
  Hash,
  Link2,
  List,
  Maximize2,
  Minimize2,
  ListOrdered,
  SeparatorHorizontal,
  StickyNote,
  Subscript,
  Superscript,
  Table,
  TextQuote,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';
import { FigureButton } from '../figures/figure-button.tsx';
import { figureTexts } from '../figures/figure-texts.ts';
import type { ChapterEditorView } from './chapter-editor-view.ts';
import { editorTexts } from './editor-texts.ts';
import { TABLE_TOOLS } from './table-tools.ts';
import { tableTexts } from './table-texts.ts';
import { toolbarBar } from './toolbar-frame.tsx';

type Command = Parameters<ChapterEditorView['run']>[0];

interface Tool {
  label: string;
  icon: LucideIcon;
  command: Command;
  isActive: (active: ActiveState) => boolean;
}

const GROUPS: readonly (readonly Tool[])[] = [
  [
    { label: 'Bold', icon: Bold, command: toggleMarkCommand('bold'), isActive: (a) => a.bold },
    {
      label: 'Italic',
      icon: Italic,
      command: toggleMarkCommand('italic'),
      isActive: (a) => a.italic,
    },
    {
      label: 'Underline',
      icon: Underline,
      command: toggleMarkCommand('underline'),
      isActive: (a) => a.underline,
    },
    {
      label: 'Highlight',
      icon: Highlighter,
      command: toggleMarkCommand('highlight'),
      isActive: (a) => a.highlight,
    },
    {
      label: 'Superscript',
      icon: Superscript,
      command: toggleMarkCommand('superscript'),
      isActive: (a) => a.superscript,
    },
    {
      label: 'Subscript',
      icon: Subscript,
      command: toggleMarkCommand('subscript'),
      isActive: (a) => a.subscript,
    },
  ],
  [
    {
      label: 'Heading 1',
      icon: Heading1,
      command: toggleHeading(1),
      isActive: (a) => a.heading === 1,
    },
    {
      label: 'Heading 2',
      icon: Heading2,
      command: toggleHeading(2),
      isActive: (a) => a.heading === 2,
    },
    {
      label: 'Heading 3',
      icon: Heading3,
      command: toggleHeading(3),
      isActive: (a) => a.heading === 3,
    },
  ],
  [
    {
      label: 'Align left',
      icon: AlignLeft,
      command: setTextAlign('left'),
      isActive: (a) => a.align === 'left',
    },
    {
      label: 'Align center',
      icon: AlignCenter,
      command: setTextAlign('center'),
      isActive: (a) => a.align === 'center',
    },
    {
      label: 'Align right',
      icon: AlignRight,
      command: setTextAlign('right'),
      isActive: (a) => a.align === 'right',
    },
  ],
  [
    {
      label: 'Bullet list',
      icon: List,
      command: toggleList('bullet_list'),
      isActive: (a) => a.bulletList,
    },
    {
      label: 'Ordered list',
      icon: ListOrdered,
      command: toggleList('ordered_list'),
      isActive: (a) => a.orderedList,
    },
    {
      label: 'Block quote',
      icon: TextQuote,
      command: toggleBlockquote,
      isActive: (a) => a.blockquote,
    },
  ],
  [
    { label: 'Footnote', icon: StickyNote, command: insertFootnote, isActive: () => false },
    {
      label: 'Scene break',
      icon: SeparatorHorizontal,
      command: insertSceneBreak,
      isActive: () => false,
    },
  ],
];

const separator = css({
  w: '1px',
  h: '5',
  flexShrink: 0,
  bg: 'border.default',
  mx: '1',
});
const pressed = css({ '&[aria-pressed=true]': { bg: 'accent.subtle', color: 'accent.text' } });

const toolButton = {
  variant: 'ghost',
  size: 'iconSm',
  className: cx(pressed, css({ flexShrink: 0 })),
  // Keep the editor's selection: the click must not move focus before the command runs.
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
} as const;

/**
 * SPEC's toolbar, plus a link button and focus mode (which leaves only its own button and the
 * typewriter-scrolling switch). It re-renders only when the active state changes, not on every
 * keystroke. It is loaded with the editor's code; until then the page shows a ToolbarFrame of the
 * same height, so that nothing below moves when it arrives.
 */
export function EditorToolbar({
  editor,
  disabled,
  onLink,
  onTable,
  onCrossReference,
  focusMode,
  onToggleFocusMode,
  onImageFiles,
  typewriter,
  onToggleTypewriter,
}: {
  editor: ChapterEditorView;
  disabled: boolean;
  onLink: () => void;
  onTable: () => void;
  onCrossReference: () => void;
  focusMode: boolean;
  onToggleFocusMode: () => void;
  onImageFiles: (files: File[]) => void;
  typewriter: boolean;
  onToggleTypewriter: () => void;
}) {
  const active = useSyncExternalStore(editor.subscribe, () => editor.getSnapshot().active);
  const FocusIcon = focusMode ? Minimize2 : Maximize2;
  const focusLabel = focusMode ? editorTexts.focusMode.exit : editorTexts.focusMode.enter;
  return (
    <div role="toolbar" aria-label={editorTexts.toolbarLabel} className={toolbarBar}>
      {/* Focus mode hides the formatting tools (their keys still work: the "?" dialog lists them). */}
      <div data-chrome className={css({ display: 'contents' })}>
        {GROUPS.map((group, index) => (
          <div key={index} className={css({ display: 'contents' })}>
            {index > 0 && <span aria-hidden className={separator} />}
            {group.map(({ label, icon: Icon, command, isActive }) => (
              <Button
                key={label}
                {...toolButton}
                aria-label={label}
                title={label}
                aria-pressed={isActive(active)}
                disabled={disabled}
                onClick={() => editor.run(command)}
              >
                <Icon />
              </Button>
            ))}
          </div>
        ))}
        <span aria-hidden className={separator} />
        <Button
          {...toolButton}
          aria-label={editorTexts.link.button}
          title={editorTexts.link.button}
          aria-pressed={active.link}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={onLink}
        >
          <Link2 />
        </Button>
        <FigureButton disabled={disabled} onFiles={onImageFiles} />
        <Button
          {...toolButton}
          aria-label={figureTexts.crossReference.button}
          title={figureTexts.crossReference.button}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={onCrossReference}
        >
          <Hash />
        </Button>
        <Button
          {...toolButton}
          aria-label={tableTexts.insert}
          title={tableTexts.insert}
          aria-haspopup="dialog"
          disabled={disabled || active.table}
          onClick={onTable}
        >
          <Table />
        </Button>
        {active.table && (
          <div role="group" aria-label={tableTexts.tools} className={css({ display: 'contents' })}>
            <span aria-hidden className={separator} />
            {TABLE_TOOLS.map(({ label, icon: Icon, command }) => (
              <Button
                key={label}
                {...toolButton}
                aria-label={label}
                title={label}
                disabled={disabled}
                onClick={() => editor.run(command)}
              >
                <Icon />
              </Button>
            ))}
          </div>
        )}
      </div>
      <span className={css({ flex: '1', minW: '2' })} />
      <Button
        {...toolButton}
        data-focus-only
        aria-label={editorTexts.typewriter}
        title={editorTexts.typewriter}
        aria-pressed={typewriter}
        onClick={onToggleTypewriter}
      >
        <AlignVerticalJustifyCenter />
      </Button>
      <Button
        {...toolButton}
        aria-label={focusLabel}
        title={focusLabel}
        aria-pressed={focusMode}
        onClick={onToggleFocusMode}
      >
        <FocusIcon />
      </Button>
    </div>
  );
}
