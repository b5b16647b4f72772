/** What pdf.js tells about a loaded font: its PostScript name and, for fonts it substituted, its style. */
export interface PdfFontInfo {
  fontMatrix?: number[];
  name?: string;
  bold?: boolean;
  italic?: boolean;
}

export interface FontStyle {
  bold: boolean;
  italic: boolean;
}

// "Times-BoldItalic", "Arial,Bold", "LiberationSerif-Italic", "Helvetica-Oblique", "Inter-SemiBold",
// and URW's short names as LaTeX's Times embeds them: "NimbusRomNo9L-Medi", "NimbusRomNo9L-ReguItal".
const BOLD_NAME = /bold|black|heavy|demi|semibold|-medi(?:ital)?$/i;
const ITALIC_NAME = /italic|oblique|slanted|kursiv|ital$/i;

/**
 * Bold and italic as the font says: pdf.js sets `bold`/`italic` only on fonts it substitutes (not
 * embedded), and keeps neither the descriptor's flags nor its weight for embedded ones, so the
 * style is read from the font's name (its subset prefix "ABCDEF+" dropped) as well.
 */
export function fontStyleOf(font: PdfFontInfo | null): FontStyle {
  const name = (font?.name ?? '').replace(/^[A-Z]{6}\+/, '');
  return {
    bold: font?.bold === true || BOLD_NAME.test(name),
    italic: font?.italic === true || ITALIC_NAME.test(name),
  };
}
