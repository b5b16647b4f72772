import MarkdownIt from 'markdown-it';

/** Raw HTML in Markdown is shown as text, never interpreted; links keep markdown-it's URL check. */
const chapterParser = new MarkdownIt('default', { html: false, linkify: false, breaks: false });
/** A plan is often typed line by line: each line break is kept so each line is read alone. */
const planParser = new MarkdownIt('default', { html: false, linkify: false, breaks: true });

/** A Markdown file's text: UTF-8, without a byte-order mark. */
export function markdownText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

export function markdownToHtml(text: string, lineByLine: boolean): string {
  return (lineByLine ? planParser : chapterParser).render(text);
}
