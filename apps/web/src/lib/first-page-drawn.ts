let drawn = false;

/**
 * Whether the app has committed its first page. A route whose heaviest code can come a moment after
 * its frame (the chapter editor's) fetches that code beside its own on a navigation, but on a full
 * load only once the first page is drawn: there it would share the network with what the first
 * paint needs (docs/decisions/pages-fast.md, "The editor's code after the first paint").
 */
export const firstPageDrawn = (): boolean => drawn;

export function markFirstPageDrawn(): void {
  drawn = true;
}
