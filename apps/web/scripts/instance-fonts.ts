/**
 * Writes the app's two typefaces cut to the weights it uses (generated/fonts, read by main.tsx):
 * fontsource's variable files carry every weight from 100 to 900, but the interface and the prose
 * only ever ask for 400–700 (normal, medium, semibold, bold). Pinning the weight axis to that range
 * takes the two preloaded latin files from 97 KB to 64 KB, bytes every page waits for on a slow
 * phone. Each subset keeps its unicode-range and every glyph; only the axis is narrowed. Runs on
 * install (`prepare`) and before each build; does nothing when its output is current.
 *
 *   pnpm exec tsx scripts/instance-fonts.ts
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The weights the app's tokens name: normal, medium, semibold, bold. */
export const WEIGHTS = { min: 400, max: 700 } as const;

/** The fontsource stylesheets main.tsx used to import, in order. */
const STYLESHEETS = [
  '@fontsource-variable/inter/wght.css',
  '@fontsource-variable/source-serif-4/wght.css',
  '@fontsource-variable/source-serif-4/wght-italic.css',
];

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(webDir, 'generated', 'fonts');
const require = createRequire(import.meta.url);

interface FontFace {
  /** The @font-face rule as fontsource wrote it. */
  rule: string;
  /** Its woff2 file, relative to the stylesheet. */
  file: string;
  /** Its unicode-range descriptor: the code points the cut file must keep. */
  unicodeRange: string;
}

/** The @font-face rules of one fontsource stylesheet. */
export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/gu)].map(([rule]) => {
    const file = /url\(\.\/(files\/[^)]+\.woff2)\)/u.exec(rule)?.[1];
    const unicodeRange = /unicode-range:\s*([^;]+);/u.exec(rule)?.[1];
    if (!file || !unicodeRange) throw new Error(`instance-fonts: unexpected rule ${rule}`);
    return { rule, file, unicodeRange };
  });
}

/** Every code point a `unicode-range` descriptor names (`U+0000-00FF,U+0131,…`). */
export function codePoints(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/iu, '').split('-');
    const first = Number.parseInt(from!, 16);
    const last = Number.parseInt(to!, 16);
    return Array.from({ length: last - first + 1 }, (_, n) => first + n);
  });
}

/** One face's file with the weight axis narrowed to WEIGHTS and every glyph of its range kept. */
export function cutToWeights(
  source: Buffer,
  unicodeRange: string,
  targetFormat: 'woff2' | 'sfnt' = 'woff2',
): Promise<Buffer> {
  return subsetFont(source, String.fromCodePoint(...codePoints(unicodeRange)), {
    targetFormat,
    variationAxes: { wght: WEIGHTS },
  });
}

/** The rule pointing at the cut file and declaring only the weights it holds. */
export function rewrittenRule(face: FontFace, fileName: string): string {
  return face.rule
    .replace(/font-weight:\s*\d+\s+\d+;/u, `font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`)
    .replace(`./${face.file}`, `./${fileName}`);
}

async function instanceAll(): Promise<void> {
  const stylesheets = STYLESHEETS.map((name) => require.resolve(name));
  const packages = new Set(STYLESHEETS.map((name) => name.split('/').slice(0, 2).join('/')));
  const versions = [...packages].map(
    (pkg) => `${pkg}@${(require(`${pkg}/package.json`) as { version: string }).version}`,
  );
  const stamp = `/* ${versions.join(' ')} wght ${WEIGHTS.min}-${WEIGHTS.max} */`;
  const cssFile = join(outDir, 'fonts.css');
  if (existsSync(cssFile) && readFileSync(cssFile, 'utf8').startsWith(stamp)) return;

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const rules: string[] = [];
  for (const stylesheet of stylesheets) {
    for (const face of fontFaces(readFileSync(stylesheet, 'utf8'))) {
      const source = readFileSync(join(dirname(stylesheet), face.file));
      const cut = await cutToWeights(source, face.unicodeRange);
      const fileName = face.file.replace(/^files\//u, '');
      writeFileSync(join(outDir, fileName), cut);
      rules.push(rewrittenRule(face, fileName));
    }
  }
  writeFileSync(cssFile, `${stamp}\n${rules.join('\n\n')}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await instanceAll();
