import { strFromU8, unzipSync } from 'fflate';
import { addChapter } from './lib/chapter-page.ts';
import { assert, createBook, runAxe, uniqueTitle } from './lib/helpers.ts';
import { openEpubFile, serveEpub } from './lib/epub-in-browser.ts';
import { test } from './lib/registry.ts';

const cell = (tag: 'td' | 'th', text: string, attributes = '') =>
  `<${tag}${attributes}><p>${text}</p></${tag}>`;

const CHAPTERS = [
  '<p>Receipts were counted twice.</p><table><caption>Receipts by year</caption><tbody>' +
    `<tr>${cell('th', 'Year')}${cell('th', 'Filed', ' style="text-align: right"')}${cell('th', 'Lost', ' style="text-align: right"')}</tr>` +
    `<tr>${cell('th', '2023')}${cell('td', '1,204', ' style="text-align: right"')}${cell('td', '17', ' style="text-align: right"')}</tr>` +
    `<tr>${cell('th', '2024')}${cell('td', '3,310', ' style="text-align: right"')}${cell('td', '212', ' style="text-align: right"')}</tr>` +
    '</tbody></table>',
  '<table><caption>Meetings and their minutes</caption><tbody>' +
    `<tr>${cell('th', 'Committee')}${cell('th', 'Minutes kept', ' colspan="2"')}</tr>` +
    `<tr>${cell('th', 'Housing', ' rowspan="2"')}${cell('td', 'Spring')}${cell('td', 'Signed<span data-footnote="">By the chair.</span>')}</tr>` +
    `<tr>${cell('td', 'Autumn')}${cell('td', 'Never approved')}</tr>` +
    '</tbody></table><p>After the tables.</p>',
];

test('every content document of an EPUB with tables passes axe-core in Chromium with no serious or critical violation', async ({
  page,
  context,
}) => {
  const book = await createBook(context, uniqueTitle('Tabled Book'));
  for (const [index, content] of CHAPTERS.entries())
    await addChapter(context, book.id, `Part ${index + 1}`, { orderIndex: index, content });
  const response = await context.request.get(
    `${process.env.E2E_BASE_URL}/api/books/${book.id}/export?format=epub`,
  );
  assert.equal(response.status(), 200);
  const files = unzipSync(new Uint8Array(await response.body()));
  const documents = await serveEpub(page, files);
  assert.ok(documents.length >= 4, `content documents: ${documents.join(', ')}`);
  assert.match(strFromU8(files['OEBPS/chapter-002.xhtml']!), /<th scope="col" colspan="2">/);

  for (const name of documents) {
    await openEpubFile(page, name);
    await runAxe(page, name);
  }
});
