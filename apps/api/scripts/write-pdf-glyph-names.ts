import { writeFileSync } from 'node:fs';
import { onePagePdf } from './one-page-pdf.ts';
import { openPdf } from '../src/import/pdf-open.ts';

/**
 * Writes src/import/pdf-glyph-names.ts: the text pdf.js gives a one-byte font's glyph when a
 * /Differences array names it (its Adobe Glyph List lookup), read off pdf.js's own operator list,
 * for the glyph names of the encodings LaTeX's Type 1 fonts use (TeX Base 1 "8r", OT1 "7t", T1
 * "ec"/Cork, TS1, texnansi, QX, L7x, CS: names taken from TeX Live's .enc files). A name pdf.js
 * maps differently at two codes (it falls back to the code) is left out: the lean reader leaves
 * fonts that show such glyphs to pdf.js.
 * Run: pnpm exec tsx scripts/write-pdf-glyph-names.ts (from apps/api), then prettier.
 */
const NAMES = `
  A AE AE.dup Aacute Abreve Acircumflex Adieresis Agrave Amacron Aogonek Aring Atilde B C
  Cacute Ccaron Ccedilla D Dcaron Delta E Eacute Ecaron Ecircumflex Edieresis Edotaccent
  Egrave Emacron Eng Eogonek Eth Euro F G Gamma Gbreve Gcommaaccent Germandbls H I IJ Iacute
  Icircumflex Idieresis Idotaccent Igrave Imacron Iogonek J K Kcommaaccent L Lacute Lambda
  Lcaron Lcommaaccent Lslash M N Nacute Ncaron Ncommaaccent Ntilde O OE OE.dup Oacute
  Ocircumflex Odieresis Ograve Ohungarumlaut Omacron Omega Orogate Oslash Oslash.dup Otilde P
  Phi Pi Psi Q R Racute Rcaron Rcommaaccent S Sacute Scaron Scedilla Scommaaccent Sigma T
  Tcaron Tcedilla Tcommaaccent Theta Thorn U Uacute Ucircumflex Udieresis Ugrave Uhungarumlaut
  Umacron Uogonek Upsilon Uring V W X Xi Y Yacute Ydieresis Z Zacute Zcaron Zdotaccent a
  aacute abreve acircumflex acute acute.dup acute.ts1 adieresis ae ae.dup agrave alpha amacron
  ampersand anglearc angleleft angleright aogonek approxequal aring arrowdown arrowleft
  arrowright arrowup asciicircum asciitilde asterisk asteriskmath at atilde b backslash baht
  bar beta bigcircle blanksymbol born braceleft braceright bracketleft bracketright breve
  breve.ts1 brokenbar bullet c cacute caron caron.ts1 ccaron ccedilla cedilla cedilla.dup cent
  cent.oldstyle centigrade circumflex circumflex.dup colon colonmonetary comma copyleft
  copyright currency cwm cwmascender cwmcapital d dagger daggerdbl dblbracketleft
  dblbracketright dblgrave.ts1 dblverticalbar dcaron dcroat degree delta diameter died
  dieresis dieresis.dup dieresis.ts1 discount divide divorced dollar dollar.oldstyle dong
  dotaccent dotlessi dotlessj e eacute ecaron ecircumflex edieresis edotaccent egrave eight
  eight.taboldstyle ell ellipsis emacron emdash enclmcs enclmec enclml7x enclmqx enclmrm
  enclmtexnansi enclmts1 encqxoosix endash eng eogonek equal estimated eth exclam exclamdown f
  f_k ff ffi ffl fi five five.taboldstyle fl florin four four.taboldstyle fraction g gbreve
  gcommaaccent germandbls germandbls.dup gnaborretni grave grave.ts1 greater greaterequal
  guarani guillemotleft guillemotright guilsinglleft guilsinglright h hungarumlaut
  hungarumlaut.ts1 hyphen hyphen.alt hyphen.dup hyphendbl hyphendbl.alt i iacute icircumflex
  idieresis igrave ij imacron infinity integral interrobang iogonek j k kcommaaccent l lacute
  lcaron lcommaaccent leaf less lessequal lira logicalnot longs lozenge lslash m macron
  macron.dup macron.ts1 married mho minus mu multiply musicalnote n nacute naira nbspace
  ncaron ncommaaccent nine nine.taboldstyle notequal ntilde numbersign numero o oacute
  ocircumflex odieresis oe oe.dup ogonek ograve ohm ohungarumlaut omacron one one.superior
  one.taboldstyle onehalf onequarter onesuperior openbullet ordfeminine ordmasculine orogate
  oslash oslash.dup otilde p paragraph paragraph.alt parenleft parenright partialdiff percent
  period periodcentered permyriad perthousand perthousandzero peso pi plus plusminus product
  published q question questiondown quillbracketleft quillbracketright quotedbl quotedblbase
  quotedblbase.ts1 quotedblleft quotedblright quoteleft quoteleft.dup quoteright
  quoteright.dup quotesinglbase quotesinglbase.ts1 quotesingle quotesingle.ts1 r racute
  radical rcaron rcommaaccent recipe referencemark registered ring s sacute scaron scedilla
  scommaaccent section semicolon servicemark seven seven.taboldstyle sfthyphen six
  six.taboldstyle slash space sterling summation suppress t tcaron tcedilla tcommaaccent thorn
  three three.superior three.taboldstyle threequarters threequartersemdash threesuperior
  tieaccentcapital tieaccentcapital.new tieaccentlowercase tieaccentlowercase.new tilde
  tilde.dup tildelow trademark twelveudash two two.superior two.taboldstyle twosuperior u
  uacute ucircumflex udieresis ugrave uhungarumlaut umacron underscore uni2423 uogonek uring v
  visiblespace w won x y yacute ydieresis yen z zacute zcaron zdotaccent zero zero.taboldstyle
`
  .trim()
  .split(/\s+/);

/** A page showing every name once, each at `code(i)`, with as many fonts as 256 codes need. */
function sample(codeOf: (i: number) => number): Uint8Array {
  const perFont = 200;
  const fontCount = Math.ceil(NAMES.length / perFont);
  const fonts: string[] = [];
  let stream = 'BT\n';
  for (let f = 0; f < fontCount; f++) {
    const slice = NAMES.slice(f * perFont, (f + 1) * perFont);
    const differences = slice.map((name, i) => `${codeOf(i)} /${name}`).join(' ');
    fonts.push(
      `/F${f} << /Type /Font /Subtype /Type1 /BaseFont /LeanProbe /Encoding << /Type /Encoding /Differences [${differences}] >> >>`,
    );
    stream += `/F${f} 10 Tf\n`;
    for (let i = 0; i < slice.length; i++)
      stream += `<${codeOf(i).toString(16).padStart(2, '0')}> Tj\n`;
  }
  stream += 'ET';
  return onePagePdf(fonts.join(' '), stream);
}

/** The text pdf.js gives each name, in NAMES order. */
async function readOff(bytes: Uint8Array): Promise<string[]> {
  const { pdf, ops, close } = await openPdf(bytes);
  const page = await pdf.getPage(1);
  const { fnArray, argsArray } = await page.getOperatorList();
  const texts: string[] = [];
  fnArray.forEach((fn, i) => {
    if (fn !== ops.showText) return;
    const [glyph] = (argsArray[i] as [{ unicode: string }[]])[0];
    texts.push(glyph?.unicode ?? '');
  });
  await close();
  if (texts.length !== NAMES.length) throw new Error(`read ${texts.length} glyphs`);
  return texts;
}

// Codes 33… and 55… (never 32, which pdf.js takes for a word space).
const first = await readOff(sample((i) => 33 + i));
const second = await readOff(sample((i) => 55 + i));
const table: [string, string][] = [];
NAMES.forEach((name, i) => {
  if (first[i] === second[i] && first[i]) table.push([name, first[i]!]);
});
const text = `// Written by scripts/write-pdf-glyph-names.ts from pdf.js's own reading; do not edit.

/** The text of a glyph a one-byte font's /Differences names, as pdf.js maps it (Adobe Glyph List). */
export const GLYPH_TEXT: ReadonlyMap<string, string> = new Map([
${table.map(([name, unicode]) => `  [${JSON.stringify(name)}, ${JSON.stringify(unicode)}],`).join('\n')}
]);
`;
writeFileSync(new URL('../src/import/pdf-glyph-names.ts', import.meta.url), text);
console.log(`${table.length} of ${NAMES.length} names`);
