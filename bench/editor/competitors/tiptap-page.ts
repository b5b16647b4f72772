import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { benchAttributes, loadChapter, mountPoint } from './load-chapter.ts';
import './page.css';

// Tiptap as its getting-started guide sets it up: the starter kit, HTML content.
new Editor({
  element: mountPoint(),
  extensions: [StarterKit],
  content: await loadChapter(),
  editorProps: { attributes: benchAttributes },
});
