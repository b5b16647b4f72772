const OFFICE_DOCUMENT = /<Relationship\b[^>]*\bType="[^"]*\/officeDocument"[^>]*>/;
const TARGET = /\bTarget="([^"]+)"/;

/** Where Word puts the main document part when the package's relationships do not say. */
export const DEFAULT_MAIN_PART = 'word/document.xml';

/**
 * The main document part a .docx names in its package relationships (`_rels/.rels`, the
 * officeDocument relationship): usually word/document.xml, but Word and other writers may use
 * another name (word/document2.xml), as Open Packaging allows.
 */
export function mainDocumentPart(packageRelationships: string | null): string {
  const relationship = packageRelationships && OFFICE_DOCUMENT.exec(packageRelationships)?.[0];
  const target = relationship && TARGET.exec(relationship)?.[1];
  return target ? target.replace(/^\//, '') : DEFAULT_MAIN_PART;
}
