import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PdfFont } from '@receipts/domain';

interface FontPackage {
  /** The family name Typst selects it by. */
  family: string;
  /** The npm package that ships its TrueType files (SIL OFL 1.1; docs/decisions/print-pdf.md). */
  packageName: string;
  /** File prefix inside the package: `<style>/<prefix>_<style>.ttf`. */
  prefix: string;
}

const FONT_PACKAGES: Record<PdfFont, FontPackage> = {
  'eb-garamond': {
    family: 'EB Garamond',
    packageName: '@expo-google-fonts/eb-garamond',
    prefix: 'EBGaramond',
  },
  'crimson-pro': {
    family: 'Crimson Pro',
    packageName: '@expo-google-fonts/crimson-pro',
    prefix: 'CrimsonPro',
  },
  'libre-baskerville': {
    family: 'Libre Baskerville',
    packageName: '@expo-google-fonts/libre-baskerville',
    prefix: 'LibreBaskerville',
  },
};

/** Roman, italic, bold and bold italic: what body text, emphasis and headings use. */
const STYLES = ['400Regular', '400Regular_Italic', '700Bold', '700Bold_Italic'] as const;

export const fontFamily = (font: PdfFont) => FONT_PACKAGES[font].family;

const require = createRequire(import.meta.url);
let loaded: Buffer[] | null = null;

/** Every shipped font file, read once from the packages (never fetched at run time). */
export function shippedFontFiles(): Buffer[] {
  loaded ??= Object.values(FONT_PACKAGES).flatMap(({ packageName, prefix }) => {
    const folder = dirname(require.resolve(`${packageName}/package.json`));
    return STYLES.map((style) => readFileSync(join(folder, style, `${prefix}_${style}.ttf`)));
  });
  return loaded;
}
