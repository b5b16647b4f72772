import { exampleSetup } from 'prosemirror-example-setup';
import { DOMParser, Schema } from 'prosemirror-model';
import { schema } from 'prosemirror-schema-basic';
import { addListNodes } from 'prosemirror-schema-list';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { benchAttributes, loadChapter, mountPoint } from './load-chapter.ts';
import 'prosemirror-view/style/prosemirror.css';
import 'prosemirror-menu/style/menu.css';
import 'prosemirror-example-setup/style/style.css';
import './page.css';

// ProseMirror's basic example: the basic schema with lists, exampleSetup's plugins and menu bar.
const chapterSchema = new Schema({
  nodes: addListNodes(schema.spec.nodes, 'paragraph block*', 'block'),
  marks: schema.spec.marks,
});
const html = document.createElement('div');
html.innerHTML = await loadChapter();
new EditorView(mountPoint(), {
  state: EditorState.create({
    doc: DOMParser.fromSchema(chapterSchema).parse(html),
    plugins: exampleSetup({ schema: chapterSchema }),
  }),
  attributes: benchAttributes,
});
