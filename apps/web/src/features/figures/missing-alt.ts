// A figure as the editor stores it: <figure …><img src="…" alt="…" …> (packages/editor's figure node).
const FIGURE_WITHOUT_ALT = /<figure\b[^>]*><img\b[^>]*\balt="\s*"/g;

/** How many figures of a chapter's stored HTML have no alt text (the export refuses until they do). */
export function figuresWithoutAlt(html: string | null): number {
  return html?.match(FIGURE_WITHOUT_ALT)?.length ?? 0;
}
