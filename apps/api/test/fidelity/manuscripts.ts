import { readFileSync } from 'node:fs';

/** One manuscript of the fidelity suite: the file a writer uploads and the Markdown it was made from. */
export interface FidelityManuscript {
  file: string;
  /** The Markdown the file was written from: what the writer wrote, read by pandoc. */
  source: string;
  madeBy: string;
  /** The book's title, as the writer would have created it. */
  title: string;
  /**
   * Made after the PDF layout rules were written and not used to tune them: its figures are
   * out-of-sample. The others were looked at while the rules were written (in-sample).
   */
  heldOut?: boolean;
}

/** The files `fixtures/manuscripts/make-manuscripts.sh` wrote, and what each covers. */
export const FIDELITY_MANUSCRIPTS: readonly FidelityManuscript[] = [
  {
    file: 'standing-agenda.md',
    source: 'standing-agenda.md',
    madeBy: 'Markdown with YAML front matter, footnotes, quotes, nested lists, References',
    title: 'The Standing Agenda',
  },
  {
    file: 'standing-agenda.docx',
    source: 'standing-agenda.md',
    madeBy: 'pandoc .docx: title in Word’s Title style, footnotes, Block Text quotes',
    title: 'The Standing Agenda',
  },
  {
    file: 'standing-agenda.pdf',
    source: 'standing-agenda.md',
    madeBy: 'pandoc → WeasyPrint PDF: running header, page numbers, endnotes',
    title: 'The Standing Agenda',
  },
  {
    file: 'board-minutes.docx',
    source: 'board-minutes.md',
    madeBy: 'pandoc .odt → LibreOffice .docx: Title style, footnotes, Quotations style',
    title: 'Minutes of the Board',
  },
  {
    file: 'board-minutes.pdf',
    source: 'board-minutes.md',
    madeBy: 'pandoc .odt → LibreOffice PDF: running header, page numbers, footnotes at page foot',
    title: 'Minutes of the Board',
  },
  {
    file: 'quarterly-handbook.pdf',
    source: 'quarterly-handbook.md',
    madeBy: 'pandoc → Chromium PDF: running header, page numbers, bullets drawn as shapes',
    title: 'The Quarterly Handbook',
  },
  {
    file: 'the-efficient-office-pdflatex.pdf',
    source: 'the-efficient-office.md',
    madeBy:
      'pandoc → pdfLaTeX, book class: Type 1 fonts by /Differences without ToUnicode, ligatures, hyphenation, small caps, footnotes, running heads with folios, two-sided margins',
    title: 'The Efficient Office',
  },
  {
    file: 'the-efficient-office-lualatex.pdf',
    source: 'the-efficient-office.md',
    madeBy:
      'pandoc → LuaLaTeX, report class: CID fonts, "Chapter N" above each title, running heads with folios, footnotes',
    title: 'The Efficient Office',
  },
  {
    file: 'reply-all.pdf',
    source: 'reply-all.md',
    madeBy: 'held out: pandoc → WeasyPrint PDF, justified, first-line indents, "Page N" footer',
    title: 'Reply All',
    heldOut: true,
  },
  {
    file: 'reply-all-chromium.pdf',
    source: 'reply-all.md',
    madeBy: 'held out: the same HTML printed by Chromium',
    title: 'Reply All',
    heldOut: true,
  },
];

export const manuscriptBytes = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/manuscripts/${name}`, import.meta.url)));
