/**
 * SPEC §5's minimal check, and only that: a parenthetical author–year citation with a capitalised
 * author name, a comma and a four-digit year with an optional letter ("(Pager, 2003)",
 * "(Quillian et al., 2017a; …)"). It decides the "No citations found in chapter" refusal; the full
 * grammar (`findInTextCitations`) decides what is extracted.
 */
const MINIMAL_CITATION = /\((?:[^()]*?;\s*)?\p{Lu}[\p{L}\p{M}'’.\- &]*,\s*\d{4}[a-z]?\s*[);,]/u;

export function hasMinimalCitation(text: string): boolean {
  return MINIMAL_CITATION.test(text);
}
