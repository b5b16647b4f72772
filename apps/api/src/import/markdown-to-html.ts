// The web app type-checks this file through the router's types, outside this package's include list,
// so the declaration of the untyped plugin comes along by reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./markdown-it-footnote.d.ts" />
import MarkdownIt from 'markdown-it';
import footnotes from 'markdown-it-footnote';
import { inlineMarkTags } from './markdown-inline-tags.ts';

/**
 * Raw HTML in Markdown is shown as text, never interpreted; links keep markdown-it's URL check.
 * Footnotes (`[^1]` with `[^1]: text`, and inline `^[text]`) are read by markdown-it-footnote;
 * the importer then moves each note to its reference (the editor's `inlineNotes`). `<sup>`, `<sub>`,
 * `<u>` and `<mark>` are read as markup (`inlineMarkTags`).
 */
const chapterParser = new MarkdownIt('default', { html: false, linkify: false, breaks: false })
  .use(footnotes)
  .use(inlineMarkTags);
/** A plan is often typed line by line: each line break is kept so each line is read alone. */
const planParser = new MarkdownIt('default', { html: false, linkify: false, breaks: true }).use(
  footnotes,
);

/** A Markdown file's text: UTF-8, without a byte-order mark. */
export function markdownText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

export function markdownToHtml(text: string, lineByLine: boolean): string {
  return (lineByLine ? planParser : chapterParser).render(text);
}
