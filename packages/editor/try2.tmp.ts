import { sanitizeChapterHtml } from './src/server/index.ts';
import { chapterFixture } from './bench/chapter-fixture.ts';
const html = chapterFixture(100000);
for (let i=0;i<5;i++) sanitizeChapterHtml(html);
console.log('START');
for (let i=0;i<20;i++) sanitizeChapterHtml(html);
console.log('END');
