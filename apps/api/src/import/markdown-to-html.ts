import MarkdownIt from 'markdown-it';

/** Raw HTML in Markdown is shown as text, never interpreted; links keep markdown-it's URL check. */
const chapterParser = new MarkdownIt('default', { html: false, linkify: false, breaks: false });
/** A plan is often typed line by line: each line break is kept so each line is read alone. */
const planParser = new MarkdownIt('default', { html: false, linkify: false, breaks: true });

export function markdownToHtml(bytes: Uint8Array, lineByLine: boolean): string {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  return (lineByLine ? planParser : chapterParser).render(text);
}
