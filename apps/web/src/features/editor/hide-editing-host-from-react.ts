/*
 * Before every commit React records the selection of the focused element and, when that element is
 * an editing host (its `contentEditable` property reads "true"), finds the selection's offsets by
 * walking every node inside it (react-dom's commitBeforeMutationEffects). With the chapter editor
 * focused, every commit while typing (the live word count, the save indicator) walked the whole
 * chapter: some 23,000 nodes at 100,000 words, 1.7 ms a keystroke on average in a CPU profile,
 * for nothing, since React puts that selection back only when a commit has moved focus elsewhere,
 * and ProseMirror restores its own selection when the editor gets focus back.
 * The editor's root therefore reads "inherit" to that property; its `contenteditable` attribute,
 * which the browser, ProseMirror and assistive technologies go by, is left alone.
 */
const nativeContentEditable = Object.getOwnPropertyDescriptor(
  HTMLElement.prototype,
  'contentEditable',
);

export function hideEditingHostFromReact(root: HTMLElement): void {
  Object.defineProperty(root, 'contentEditable', {
    configurable: true,
    get: () => 'inherit',
    set(value: string) {
      nativeContentEditable?.set?.call(root, value);
    },
  });
}
