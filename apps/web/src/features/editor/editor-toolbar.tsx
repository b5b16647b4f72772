import {
  setTextAlign,
  toggleHeading,
  toggleList,
  toggleMarkCommand,
  type ActiveState,
} from '@receipts/editor/browser';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Highlighter,
  Italic,
  List,
  ListOrdered,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';
import type { ChapterEditorView } from './chapter-editor-view.ts';
import { editorTexts } from './editor-texts.ts';

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
  ],
];

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1',
  p: '1.5',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.subtle',
  position: 'sticky',
  top: '0',
  zIndex: '1',
});
const separator = css({ w: '1px', alignSelf: 'stretch', bg: 'border.default', mx: '1' });
const pressed = css({ '&[aria-pressed=true]': { bg: 'accent.subtle', color: 'accent.text' } });

/** SPEC's toolbar. It re-renders only when the active state changes, not on every keystroke. */
export function EditorToolbar({
  editor,
  disabled,
}: {
  editor: ChapterEditorView;
  disabled: boolean;
}) {
  const { active } = useSyncExternalStore(editor.subscribe, editor.getSnapshot);
  return (
    <div role="toolbar" aria-label={editorTexts.toolbarLabel} className={bar}>
      {GROUPS.map((group, index) => (
        <div key={index} className={css({ display: 'contents' })}>
          {index > 0 && <span aria-hidden className={separator} />}
          {group.map(({ label, icon: Icon, command, isActive }) => (
            <Button
              key={label}
              variant="ghost"
              size="iconSm"
              aria-label={label}
              title={label}
              aria-pressed={isActive(active)}
              className={pressed}
              disabled={disabled}
              // Keep the editor's selection: the click must not move focus before the command runs.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor.run(command)}
            >
              <Icon />
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}
