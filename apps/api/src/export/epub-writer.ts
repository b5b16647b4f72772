import { strToU8, zipSync, type Zippable } from 'fflate';
import type { CoverImage, Inline, ListedItem, Manuscript } from './manuscript.ts';
import {
  DEDICATION_TITLE,
  figuresIn,
  LIST_OF_FIGURES_HEADING,
  LIST_OF_TABLES_HEADING,
  NoteCounter,
  packagedImages,
} from './manuscript.ts';
import { blocksXhtml, figureAnchor, inlinesXhtml, XhtmlNotes } from './xhtml-blocks.ts';
import { escapeXml as x } from './xml-text.ts';

export interface EpubExtras {
  /** The package's unique identifier, e.g. "urn:uuid:…". */
  identifier: string;
  /** When the publication was last modified. */
  modified: Date;
  /** JPEG, PNG or GIF (EPUB 3.2 core media types); anything else is left out. */
  cover: CoverImage | null;
}

const COVER_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

const STYLE = `body { font-family: serif; line-height: 1.5; margin: 0 5%; }
h1 { page-break-before: always; margin-top: 2em; }
p { margin: 0 0 0.8em; }
.align-center { text-align: center; }
.align-right { text-align: right; }
.title-page { text-align: center; margin-top: 20%; }
.dedication { text-align: center; margin-top: 30%; font-style: italic; }
.references p { padding-left: 2em; text-indent: -2em; }
.cover { text-align: center; }
.cover img { max-width: 100%; max-height: 100%; }
mark { background: #ff0; }
blockquote { margin: 1em 2em; font-style: italic; }
hr.scene-break { border: none; margin: 1.5em 0; text-align: center; }
hr.scene-break::after { content: "* * *"; letter-spacing: 0.5em; }
.footnotes { margin-top: 2em; font-size: 0.9em; }
.footnotes hr { width: 30%; margin: 0 0 1em; border: none; border-top: 1px solid #999; }
a[epub|type="noteref"] { text-decoration: none; }
table { border-collapse: collapse; margin: 1em 0; }
caption { text-align: left; margin-bottom: 0.3em; }
.table-label { font-weight: bold; }
th, td { border: 1px solid #999; padding: 0.2em 0.5em; vertical-align: top; }
th p, td p { margin: 0; }
figure { margin: 1.5em 0; text-align: center; page-break-inside: avoid; }
figure img { max-width: 100%; height: auto; }
figcaption { font-size: 0.9em; text-align: left; }
figcaption p { margin: 0.3em 0; }
.figure-label { font-weight: bold; }
.figure-source { font-style: italic; }
.list-of-figures ol, .list-of-tables ol { list-style: none; padding: 0; }
`;

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

function xhtmlDocument(lang: string, title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${x(lang)}" lang="${x(lang)}">
<head>
<meta charset="UTF-8"/>
<title>${x(title) || 'Untitled'}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

interface Page {
  id: string;
  href: string;
  title: string;
  xhtml: string;
  inToc: boolean;
}

function titlePage(book: Manuscript): Page {
  const lines = [
    `<h1 class="title" epub:type="title">${x(book.title)}</h1>`,
    book.subtitle ? `<p class="subtitle" epub:type="subtitle">${x(book.subtitle)}</p>` : '',
    book.series ? `<p class="series">${x(book.series)}</p>` : '',
    book.author ? `<p class="author">by ${x(book.author)}</p>` : '',
    book.isbn ? `<p class="isbn">ISBN ${x(book.isbn)}</p>` : '',
    book.edition ? `<p class="edition">${x(book.edition)}</p>` : '',
  ].filter(Boolean);
  const body = `<section class="title-page" epub:type="titlepage">\n${lines.join('\n')}\n</section>`;
  return {
    id: 'title-page',
    href: 'title.xhtml',
    title: book.title,
    xhtml: xhtmlDocument(book.language, book.title, body),
    inToc: true,
  };
}

/** The dedication on a page of its own after the title page (EPUB's `dedication`), lines kept. */
function dedicationPages(book: Manuscript): Page[] {
  if (!book.dedication) return [];
  const lines = book.dedication
    .split(/\r\n?|\n/)
    .map(x)
    .join('<br/>');
  const body = `<section class="dedication" epub:type="dedication">\n<p>${lines}</p>\n</section>`;
  return [
    {
      id: 'dedication',
      href: 'dedication.xhtml',
      title: DEDICATION_TITLE,
      xhtml: xhtmlDocument(book.language, DEDICATION_TITLE, body),
      inToc: false,
    },
  ];
}

const referencesXhtml = (heading: string, entries: readonly Inline[][], tag: 'h1' | 'h2') =>
  `<section class="references" epub:type="bibliography">\n<${tag}>${x(heading)}</${tag}>\n${entries
    .map((entry) => `<p>${inlinesXhtml(entry, new XhtmlNotes())}</p>`)
    .join('\n')}\n</section>`;

const chapterHref = (index: number) => `chapter-${String(index + 1).padStart(3, '0')}.xhtml`;

/**
 * The lists of figures and of tables (EPUB's `loi` and `lot`), after the title page; each figure
 * links to its place. Tables are listed unlinked until the table writer gives them anchors.
 */
function listPages(book: Manuscript): Page[] {
  const figureLinks = book.chapters.flatMap((chapter, index) =>
    figuresIn(chapter.blocks).map(() => chapterHref(index)),
  );
  const page = (id: string, type: string, heading: string, entries: string[]): Page[] =>
    entries.length === 0
      ? []
      : [
          {
            id,
            href: `${id}.xhtml`,
            title: heading,
            xhtml: xhtmlDocument(
              book.language,
              heading,
              `<nav epub:type="${type}" class="${id}" aria-labelledby="${id}-heading">\n<h1 id="${id}-heading">${x(heading)}</h1>\n<ol>\n${entries.join('\n')}\n</ol>\n</nav>`,
            ),
            inToc: true,
          },
        ];
  const entry = ({ label, caption }: ListedItem) => x(caption ? `${label}. ${caption}` : label);
  return [
    ...page(
      'list-of-figures',
      'loi',
      LIST_OF_FIGURES_HEADING,
      book.figureList.map(
        (item, n) =>
          `<li><a href="${figureLinks[n]}#${figureAnchor(n + 1)}">${entry(item)}</a></li>`,
      ),
    ),
    ...page(
      'list-of-tables',
      'lot',
      LIST_OF_TABLES_HEADING,
      book.tableList.map((item) => `<li>${entry(item)}</li>`),
    ),
  ];
}

function chapterPages(book: Manuscript): Page[] {
  const pages: Page[] = [];
  // Footnotes are numbered through the book, as in the .docx; each chapter holds its own notes.
  const counter = new NoteCounter();
  const figures = new NoteCounter();
  for (const [index, chapter] of book.chapters.entries()) {
    const notes = new XhtmlNotes(counter, figures);
    const text = blocksXhtml(chapter.blocks, notes);
    const references = chapter.references.length
      ? `\n${referencesXhtml(book.referencesHeading, chapter.references, 'h2')}`
      : '';
    const body = `<section epub:type="chapter" id="chapter-${index + 1}">\n<h1>${x(chapter.heading)}</h1>\n${text}${notes.section()}${references}\n</section>`;
    pages.push({
      id: `chapter-${index + 1}`,
      href: chapterHref(index),
      title: chapter.heading,
      xhtml: xhtmlDocument(book.language, chapter.heading, body),
      inToc: true,
    });
  }
  if (book.references.length > 0) {
    pages.push({
      id: 'references',
      href: 'references.xhtml',
      title: book.referencesHeading,
      xhtml: xhtmlDocument(
        book.language,
        book.referencesHeading,
        referencesXhtml(book.referencesHeading, book.references, 'h1'),
      ),
      inToc: true,
    });
  }
  return pages;
}

function navDocument(book: Manuscript, pages: readonly Page[]): string {
  const items = pages
    .filter((page) => page.inToc)
    .map((page) => `<li><a href="${page.href}">${x(page.title) || 'Untitled'}</a></li>`)
    .join('\n');
  const firstChapter = pages.find((page) => page.id.startsWith('chapter-')) ?? pages[0]!;
  const body = `<nav epub:type="toc" id="toc">
<h1>${x(book.contentsHeading)}</h1>
<ol>
${items}
</ol>
</nav>
<nav epub:type="landmarks" hidden="hidden">
<ol>
<li><a epub:type="titlepage" href="title.xhtml">Title page</a></li>
<li><a epub:type="bodymatter" href="${firstChapter.href}">Start of content</a></li>
</ol>
</nav>`;
  return xhtmlDocument(book.language, book.contentsHeading, body);
}

const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The ISBN as a second identifier (the package's own stays the stable UUID): `urn:isbn:` with the
 * digits, typed as ISBN-13 or ISBN-10 (ONIX code list 5: 15, 02), when it has 13 or 10 of them;
 * otherwise as written, untyped.
 */
function isbnMetadata(isbn: string | null): string[] {
  if (!isbn) return [];
  const digits = isbn.replace(/[^0-9Xx]/g, '').toUpperCase();
  const type = digits.length === 13 ? '15' : digits.length === 10 ? '02' : null;
  if (!type) return [`<dc:identifier id="isbn">${x(isbn)}</dc:identifier>`];
  return [
    `<dc:identifier id="isbn">urn:isbn:${digits}</dc:identifier>`,
    `<meta refines="#isbn" property="identifier-type" scheme="onix:codelist5">${type}</meta>`,
  ];
}

/** EPUB 3's series: the collection's name, its type, and the book's place in it. */
function seriesMetadata(name: string | null, position: number | null): string[] {
  if (!name) return [];
  return [
    `<meta property="belongs-to-collection" id="series">${x(name)}</meta>`,
    `<meta refines="#series" property="collection-type">series</meta>`,
    position !== null ? `<meta refines="#series" property="group-position">${position}</meta>` : '',
  ].filter(Boolean);
}

function packageDocument(
  book: Manuscript,
  pages: readonly Page[],
  extras: EpubExtras,
  cover: { href: string; mediaType: string } | null,
  images: readonly { href: string; mediaType: string }[],
): string {
  const meta = [
    `<dc:identifier id="book-id">${x(extras.identifier)}</dc:identifier>`,
    ...isbnMetadata(book.isbn),
    `<dc:title id="title">${x(book.title) || 'Untitled'}</dc:title>`,
    ...(book.subtitle
      ? [
          `<meta refines="#title" property="title-type">main</meta>`,
          `<dc:title id="subtitle">${x(book.subtitle)}</dc:title>`,
          `<meta refines="#subtitle" property="title-type">subtitle</meta>`,
        ]
      : []),
    `<dc:language>${x(book.language)}</dc:language>`,
    `<meta property="dcterms:modified">${isoSeconds(extras.modified)}</meta>`,
    book.author ? `<dc:creator id="author">${x(book.author)}</dc:creator>` : '',
    book.author ? `<meta refines="#author" property="role" scheme="marc:relators">aut</meta>` : '',
    book.description ? `<dc:description>${x(book.description)}</dc:description>` : '',
    ...seriesMetadata(book.seriesName, book.seriesPosition),
    cover ? `<meta name="cover" content="cover-image"/>` : '',
  ].filter(Boolean);
  const manifest = [
    `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`,
    `<item id="style" href="style.css" media-type="text/css"/>`,
    cover
      ? `<item id="cover-image" href="${cover.href}" media-type="${cover.mediaType}" properties="cover-image"/>\n<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>`
      : '',
    ...pages.map(
      (page) => `<item id="${page.id}" href="${page.href}" media-type="application/xhtml+xml"/>`,
    ),
    ...images.map(
      (image, index) =>
        `<item id="figure-image-${index + 1}" href="${x(image.href)}" media-type="${image.mediaType}"/>`,
    ),
  ].filter(Boolean);
  const spine = [
    cover ? `<itemref idref="cover" linear="yes"/>` : '',
    ...pages.map((page) => `<itemref idref="${page.id}"/>`),
  ].filter(Boolean);
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${x(book.language)}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
${meta.join('\n')}
</metadata>
<manifest>
${manifest.join('\n')}
</manifest>
<spine>
${spine.join('\n')}
</spine>
</package>
`;
}

/**
 * An EPUB 3 publication: title page, one XHTML document per chapter, the reference list, a
 * navigation document and, when the book has one, the cover. The `mimetype` entry comes first
 * and uncompressed, as the OCF container requires.
 */
export async function writeEpub(book: Manuscript, extras: EpubExtras): Promise<Uint8Array> {
  const pages = [
    titlePage(book),
    ...dedicationPages(book),
    ...listPages(book),
    ...chapterPages(book),
  ];
  const images = Object.entries(packagedImages(book)).map(([href, data]) => ({
    href,
    data,
    mediaType: href.endsWith('.jpg') ? 'image/jpeg' : 'image/png',
  }));
  const extension = extras.cover ? COVER_EXTENSIONS[extras.cover.mediaType] : undefined;
  const cover =
    extras.cover && extension
      ? { href: `cover.${extension}`, mediaType: extras.cover.mediaType, data: extras.cover.data }
      : null;

  const oebps: Zippable = {
    'content.opf': strToU8(packageDocument(book, pages, extras, cover, images)),
    'nav.xhtml': strToU8(navDocument(book, pages)),
    'style.css': strToU8(STYLE),
  };
  for (const page of pages) oebps[page.href] = strToU8(page.xhtml);
  // Already compressed: stored as they are.
  for (const image of images) oebps[image.href] = [image.data, { level: 0 }];
  if (cover) {
    oebps[cover.href] = [cover.data, { level: 0 }];
    oebps['cover.xhtml'] = strToU8(
      xhtmlDocument(
        book.language,
        book.title,
        `<section class="cover" epub:type="cover"><img src="${cover.href}" alt="${x(`Cover of ${book.title}`)}"/></section>`,
      ),
    );
  }
  return zipSync(
    {
      mimetype: [strToU8('application/epub+zip'), { level: 0 }],
      'META-INF': { 'container.xml': strToU8(CONTAINER) },
      OEBPS: oebps,
    },
    { level: 6 },
  );
}
