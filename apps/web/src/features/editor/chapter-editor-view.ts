import { countWords, distinctWorks, findInTextCitations } from '@receipts/domain';
import {
  numberedItems,
  type NumberedItem,
  activeState,
  BlockWindow,
  chapterPlugins,
  citationStatusPlugin,
  closeHistory,
  directTextInputPlugin,
  docText,
  EditorState,
  EditorView,
  figurePlugin,
  parseChapterHtml,
  relabelFigures,
  uploadAndInsert,
  type FigurePluginOptions,
  replaceDocMatches,
  rewriteTransaction,
  sameActiveState,
  setCitationStatuses,
  schema,
  searchDoc,
  serializeChapterHtml,
  setSearchHighlights,
  TextSelection,
  type ActiveState,
  type ChapterDoc,
  type CitationStatusOf,
  type DocMatch,
  type Transaction,
} from '@receipts/editor/browser';
import { editorTexts } from './editor-texts.ts';
import { hideEditingHostFromReact } from './hide-editing-host-from-react.ts';

/** Marks a transaction that puts the server's text in: not an edit to save. */
const SERVER_TEXT = 'receipts:server-text';

/*
 * The ProseMirror view behind the chapter editor, outside React: React mounts it once and talks to
 * it through this object. Per keystroke it applies the transaction, tells its edit listeners,
 * recomputes the toolbar's active state from the selection (cheap) and updates the live word count
 * from the top-level blocks the edit replaced (see `wordsDelta`); listeners hear only about real
 * changes.
 * Serialisation happens only when `serialize` is called (the autosave debounce).
 */

export interface ChapterEditorViewOptions {
  content: string | null;
  /** Numbering and upload of figures (the page knows the book and the chapter's place in it). */
  figures?: FigurePluginOptions;
  /** A status underline was clicked (or Enter pressed on it): its citation row and element. */
  onOpenCitation?: (id: number, element: HTMLElement) => void;
}

/** A citation row of the chapter and the underline its work gets. */
export interface CitedWorkStatus {
  inTextCitation: string;
  status: CitationStatusOf;
}

export interface Snapshot {
  active: ActiveState;
  hasContent: boolean;
}

function hasText(state: EditorState): boolean {
  const { doc } = state;
  return doc.childCount > 1 || doc.firstChild?.content.size !== 0;
}

function snapshotOf(state: EditorState): Snapshot {
  return { active: activeState(state), hasContent: hasText(state) };
}

const wordCache = new WeakMap<ChapterDoc, number>();
const htmlCache = new WeakMap<ChapterDoc, string>();

/** Words of one top-level block, counted once per block object (documents are persistent). */
function blockWords(block: ChapterDoc): number {
  let words = wordCache.get(block);
  if (words === undefined) {
    words = countWords(docText(schema.topNodeType.create(null, block)));
    wordCache.set(block, words);
  }
  return words;
}

function serializeBlock(block: ChapterDoc): { html: string; words: number } {
  let html = htmlCache.get(block);
  if (html === undefined) {
    html = serializeChapterHtml(schema.topNodeType.create(null, block));
    htmlCache.set(block, html);
  }
  return { html, words: blockWords(block) };
}

function sumWords(doc: ChapterDoc, from: number, to: number): number {
  let words = 0;
  for (let index = from; index < to; index++) words += blockWords(doc.child(index));
  return words;
}

/**
 * How the word count changes from `before` to `after`: blocks the edit left alone are the same
 * objects in both documents, so only the run of replaced blocks between the common head and the
 * common tail is counted (one block for ordinary typing, whatever the chapter's length).
 */
function wordsDelta(before: ChapterDoc, after: ChapterDoc): number {
  const n = before.childCount;
  const m = after.childCount;
  let head = 0;
  while (head < n && head < m && before.child(head) === after.child(head)) head++;
  let tail = 0;
  while (
    tail < n - head &&
    tail < m - head &&
    before.child(n - 1 - tail) === after.child(m - 1 - tail)
  )
    tail++;
  return sumWords(after, head, m - tail) - sumWords(before, head, n - tail);
}

export class ChapterEditorView {
  readonly view: EditorView;
  private readonly blockWindow: BlockWindow;
  private snapshot: Snapshot;
  private readonly listeners = new Set<() => void>();
  private editable = true;
  private cancelWarm: (() => void) | null = null;
  private words: number;
  /** Words the server's texts brought, set aside so the session count holds only the writer's. */
  private sessionBaseline: number;
  private selectionWords = 0;
  private readonly wordListeners = new Set<() => void>();
  private citationStatuses: ReadonlyMap<string, CitationStatusOf> = new Map();
  private readonly caretListeners = new Set<() => void>();
  private readonly editListeners = new Set<() => void>();
  private editedByWriter = false;

  /**
   * Opens the editor in tasks of its own: the text parsed in one, the view built in the next, each
   * after whatever ran before (the module's evaluation, when its code has just come). In one task
   * the three held a phone's input for well over a hundred milliseconds. Null if `cancelled()` by
   * then (the page has gone).
   */
  static async open(
    mount: HTMLElement,
    options: ChapterEditorViewOptions,
    cancelled: () => boolean,
  ): Promise<ChapterEditorView | null> {
    await nextTask();
    if (cancelled()) return null;
    const doc = parseChapterHtml(options.content);
    await nextTask();
    return cancelled() ? null : new ChapterEditorView(mount, options, doc);
  }

  constructor(
    mount: HTMLElement,
    private readonly options: ChapterEditorViewOptions,
    doc: ChapterDoc = parseChapterHtml(options.content),
  ) {
    const state = this.createState(doc);
    this.snapshot = snapshotOf(state);
    this.words = sumWords(state.doc, 0, state.doc.childCount);
    this.sessionBaseline = this.words;
    const root = mount.appendChild(document.createElement('div'));
    this.blockWindow = new BlockWindow(root);
    this.blockWindow.prepare(state);
    this.view = new EditorView(
      { mount: root },
      {
        state,
        editable: () => this.editable,
        dispatchTransaction: (tr) => this.dispatch(tr),
        attributes: (current) => ({
          'aria-multiline': 'true',
          role: 'textbox',
          'aria-label': editorTexts.editorLabel,
          'aria-placeholder': editorTexts.placeholder,
          'data-placeholder': editorTexts.placeholder,
          'data-empty': String(!hasText(current)),
          'data-testid': 'chapter-editor',
        }),
      },
    );
    this.blockWindow.attach(this.view);
    hideEditingHostFromReact(this.view.dom);
    this.warmCache();
  }

  private createState(doc: ChapterDoc): EditorState {
    return EditorState.create({
      doc,
      plugins: [
        directTextInputPlugin(),
        ...chapterPlugins(),
        ...(this.options.figures ? [figurePlugin(this.options.figures)] : []),
        citationStatusPlugin((id, element) => this.options.onOpenCitation?.(id, element)),
      ],
    });
  }

  private dispatch(tr: Transaction): void {
    const state = this.view.state.apply(tr);
    this.blockWindow.prepare(state, tr);
    const before = this.view.state.doc;
    this.view.updateState(state);
    this.blockWindow.settle();
    if (tr.docChanged) {
      const delta = wordsDelta(before, state.doc);
      if (tr.getMeta(SERVER_TEXT)) this.sessionBaseline += delta;
      this.setWords(this.words + delta);
      if (!tr.getMeta(SERVER_TEXT)) {
        this.editedByWriter = true;
        for (const listener of this.editListeners) listener();
      }
    }
    if (tr.docChanged || tr.selectionSet) this.countSelection();
    if (tr.docChanged || tr.selectionSet || tr.storedMarksSet) this.refresh();
    if (tr.docChanged || tr.selectionSet) for (const listener of this.caretListeners) listener();
  }

  /**
   * Hears every edit of the writer's (not the server's texts put in), the save controller's cue.
   * `edited` says whether one came before anybody listened: keys typed the moment the text
   * appeared, before the page had wired its autosave.
   */
  readonly subscribeEdits = (listener: () => void): (() => void) => {
    this.editListeners.add(listener);
    return () => this.editListeners.delete(listener);
  };

  get edited(): boolean {
    return this.editedByWriter;
  }

  /** Hears every edit and caret move (typewriter scrolling follows the caret). */
  readonly subscribeCaret = (listener: () => void): (() => void) => {
    this.caretListeners.add(listener);
    return () => this.caretListeners.delete(listener);
  };

  private refresh(): void {
    const next = snapshotOf(this.view.state);
    if (
      sameActiveState(next.active, this.snapshot.active) &&
      next.hasContent === this.snapshot.hasContent
    )
      return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): Snapshot => this.snapshot;

  /** The live word count, for the status bar (its own store: the toolbar ignores it). */
  readonly subscribeWords = (listener: () => void): (() => void) => {
    this.wordListeners.add(listener);
    return () => this.wordListeners.delete(listener);
  };

  readonly getWordCount = (): number => this.words;

  /** Net words the writer added since the editor opened (the server's texts left out). */
  readonly getSessionWords = (): number => this.words - this.sessionBaseline;

  /** Words in the selected text; 0 when nothing is selected. */
  readonly getSelectionWords = (): number => this.selectionWords;

  private setWords(words: number): void {
    if (words === this.words) return;
    this.words = words;
    this.notifyWords();
  }

  private notifyWords(): void {
    for (const listener of this.wordListeners) listener();
  }

  private countSelection(): void {
    const { from, to, empty } = this.view.state.selection;
    const words = empty ? 0 : countWords(this.view.state.doc.textBetween(from, to, ' ', ' '));
    if (words === this.selectionWords) return;
    this.selectionWords = words;
    this.notifyWords();
  }

  /**
   * The text as stored HTML and its word count; called on the debounce, never per keystroke.
   * Documents are persistent: a top-level block that did not change is the same object in the new
   * document, so its HTML and word count come from the cache and only edited blocks are redone.
   * (Blocks are separated by whitespace in the plain text, so word counts add up block by block.)
   */
  serialize(): { html: string; wordCount: number } {
    const parts: string[] = [];
    let wordCount = 0;
    this.view.state.doc.forEach((block) => {
      const cached = serializeBlock(block);
      parts.push(cached.html);
      wordCount += cached.words;
    });
    // One flat string: built with +=, it was a chain of 2,000 pieces at 100,000 words that each
    // reader flattened again (posting the chain to a worker took 20-32 ms, the flat string 3.5).
    return { html: parts.join(''), wordCount };
  }

  /** Fills the block cache in idle slices after a load, so the first save is as cheap as the next. */
  private warmCache(): void {
    this.cancelWarm?.();
    const doc = this.view.state.doc;
    let index = 0;
    const slice = (deadline?: IdleDeadline) => {
      const until = performance.now() + Math.min(8, deadline?.timeRemaining() ?? 8);
      while (index < doc.childCount && performance.now() < until)
        serializeBlock(doc.child(index++));
      if (index < doc.childCount) schedule();
      else this.cancelWarm = null;
    };
    const schedule = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(slice, { timeout: 1000 });
        this.cancelWarm = () => cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(slice, 0);
        this.cancelWarm = () => clearTimeout(handle);
      }
    };
    schedule();
  }

  /** Replaces the text without counting as an edit (server text: load, restore, format, "load theirs"). */
  load(content: string | null): void {
    const state = this.createState(parseChapterHtml(content));
    this.blockWindow.prepare(state);
    this.view.updateState(state);
    this.blockWindow.settle();
    const words = sumWords(state.doc, 0, state.doc.childCount);
    this.sessionBaseline += words - this.words;
    this.setWords(words);
    this.countSelection();
    this.refresh();
    this.warmCache();
    this.showStatusesByWork(this.citationStatuses);
  }

  /**
   * Underlines the in-text citations by their works' statuses (found once, then mapped by edits).
   * Each citation row is keyed as the editor keys the citations it finds in the text.
   */
  showCitationStatuses(citations: readonly CitedWorkStatus[]): void {
    const statuses = new Map<string, CitationStatusOf>();
    for (const { inTextCitation, status } of citations) {
      const key = distinctWorks(findInTextCitations(inTextCitation))[0]?.key;
      if (key) statuses.set(key, status);
    }
    this.showStatusesByWork(statuses);
  }

  private showStatusesByWork(statuses: ReadonlyMap<string, CitationStatusOf>): void {
    const unchanged = statuses.size === 0 && this.citationStatuses.size === 0;
    this.citationStatuses = statuses;
    // Nothing shown and nothing to show (a chapter without citation rows, or rows not yet loaded).
    if (unchanged) return;
    this.view.dispatch(setCitationStatuses(this.view.state, statuses));
  }

  /**
   * Replaces the text with the server's rewrite of it (format) as one undoable step: it is not an
   * edit to save (the server has it), but undo brings the old text back, and that is an edit.
   * Only what the rewrite changed is replaced, so the caret stays beside its words; the step is
   * closed on both sides, so undo neither takes the words typed just before with it nor leaves
   * the words typed just after.
   */
  replaceUndoably(content: string | null): void {
    const rewrite = rewriteTransaction(this.view.state, parseChapterHtml(content));
    this.dispatch(rewrite.setMeta(SERVER_TEXT, true));
    this.dispatch(closeHistory(this.view.state.tr).setMeta(SERVER_TEXT, true));
  }

  /** Uploads image files and inserts each as a figure at the caret. */
  insertImageFiles(files: File[]): void {
    if (this.options.figures) uploadAndInsert(this.view, files, this.options.figures);
  }

  /** Counts figure labels again: the book's numbering or the chapter's place changed. */
  /** The chapter's figures and tables as they are now (the cross-reference picker lists them). */
  numberedItems(): NumberedItem[] {
    return numberedItems(this.view.state.doc);
  }

  relabelFigures(): void {
    this.view.dispatch(relabelFigures(this.view.state));
  }

  /** Finds `regexp` in the text (null: nothing) and highlights every match. */
  search(regexp: RegExp | null): DocMatch[] {
    const matches = regexp ? searchDoc(this.view.state.doc, regexp) : [];
    this.view.dispatch(setSearchHighlights(this.view.state.tr, matches, -1));
    return matches;
  }

  /** Selects match `index` of `matches`, marks it current and scrolls it into view. */
  showMatch(matches: readonly DocMatch[], index: number): void {
    const match = matches[index];
    if (!match) return;
    const { tr } = this.view.state;
    tr.setSelection(TextSelection.create(tr.doc, match.from, match.to)).scrollIntoView();
    this.view.dispatch(setSearchHighlights(tr, matches, index));
  }

  /** Replaces `matches` (the replaceable ones) as one undoable edit; returns how many. */
  replaceMatches(matches: readonly DocMatch[], replace: string, regex: boolean): number {
    const { tr } = this.view.state;
    const replaced = replaceDocMatches(tr, matches, replace, regex);
    if (replaced > 0) this.view.dispatch(tr);
    return replaced;
  }

  /** Puts the cursor in the text (used when an empty chapter opens). */
  focus(): void {
    this.view.focus();
  }

  setEditable(editable: boolean): void {
    this.editable = editable;
    this.view.setProps({});
  }

  run(command: (state: EditorState, dispatch: (tr: Transaction) => void) => boolean): void {
    command(this.view.state, (tr) => this.view.dispatch(tr));
    this.view.focus();
  }

  destroy(): void {
    this.cancelWarm?.();
    this.listeners.clear();
    this.wordListeners.clear();
    this.caretListeners.clear();
    this.blockWindow.destroy();
    this.view.destroy();
    this.view.dom.remove();
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
