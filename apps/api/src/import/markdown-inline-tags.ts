import type { MarkdownIt, StateInline } from 'markdown-it';

/**
 * The few inline HTML tags the chapter schema has no Markdown syntax for, which the Markdown export
 * writes as HTML: superscript, subscript, underline, highlight. Raw HTML is otherwise shown as text
 * (`html: false`); these exact tags, without attributes, are read as markup so an exported
 * manuscript imports with them.
 */
const TAG = /^<\/?(?:sup|sub|u|mark)>/i;

export function inlineMarkTags(md: MarkdownIt): void {
  md.inline.ruler.before('text', 'inline_mark_tags', (state: StateInline, silent: boolean) => {
    if (state.src.charCodeAt(state.pos) !== 0x3c /* < */) return false;
    const match = TAG.exec(state.src.slice(state.pos, state.pos + 8));
    if (!match) return false;
    if (!silent) state.push('html_inline', '', 0).content = match[0].toLowerCase();
    state.pos += match[0].length;
    return true;
  });
}
