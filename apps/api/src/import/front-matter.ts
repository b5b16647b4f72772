import { parse } from 'yaml';

/** "---" on the first line, YAML, then "---" or "..." on a line of its own (pandoc's rule). */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
/** Front matter is a few fields; a longer block is not parsed as YAML (and is kept as text). */
const FRONT_MATTER_MAX_CHARS = 20_000;

/**
 * Markdown's YAML front matter (pandoc, Obsidian, iA Writer, Jekyll): its fields, and the text
 * after it. A block that is not a YAML mapping is left in the text, so nothing written is lost.
 */
export function takeFrontMatter(text: string): {
  body: string;
  fields: Record<string, unknown>;
} {
  const match = FRONT_MATTER.exec(text);
  if (!match || match[0].length > FRONT_MATTER_MAX_CHARS) return { body: text, fields: {} };
  let fields: unknown;
  try {
    // Plain YAML only: no custom tags, a small alias budget (no billion laughs).
    fields = parse(match[1]!, { maxAliasCount: 10, prettyErrors: false });
  } catch {
    return { body: text, fields: {} };
  }
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
    return { body: text, fields: {} };
  }
  return { body: text.slice(match[0].length), fields: fields as Record<string, unknown> };
}
