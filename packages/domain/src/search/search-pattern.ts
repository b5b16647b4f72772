import { riskyPatternReason } from './risky-pattern.ts';

export interface SearchOptions {
  /** The query is a JavaScript regular expression (Unicode mode) rather than plain text. */
  regex: boolean;
  caseSensitive: boolean;
  /** Matches only where the found text neither starts nor ends inside a word. */
  wholeWord: boolean;
}

export const DEFAULT_SEARCH_OPTIONS: SearchOptions = {
  regex: false,
  caseSensitive: false,
  wholeWord: false,
};

/** Longest query accepted: plain text and regular expressions alike. */
export const SEARCH_QUERY_MAX_LENGTH = 500;

/**
 * How many matches a search lists at most in one reply (the total is always counted). Here, not
 * beside the schemas: the web app's search dialog reads it without loading zod.
 */
export const SEARCH_RESULT_LIMIT = 1000;

export type CompiledSearch = { ok: true; regexp: RegExp } | { ok: false; message: string };

const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}_]`;

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/gu, '\\$&');

/**
 * Turns a query and its options into one global Unicode RegExp, or a message a person can act on:
 * an empty or over-long query, an invalid regular expression, one that finds empty text, or one
 * whose shape can take exponential time (see risky-pattern.ts).
 */
export function compileSearch(query: string, options: SearchOptions): CompiledSearch {
  if (query === '') return { ok: false, message: 'Type something to find.' };
  if (query.length > SEARCH_QUERY_MAX_LENGTH) {
    return {
      ok: false,
      message: `The search is ${query.length} characters long; the most is ${SEARCH_QUERY_MAX_LENGTH}.`,
    };
  }
  if (options.regex) {
    const risky = riskyPatternReason(query);
    if (risky) return { ok: false, message: risky };
  }
  const body = options.regex ? query : escapeRegExp(query);
  const source = options.wholeWord ? `(?<!${WORD_CHAR})(?:${body})(?!${WORD_CHAR})` : body;
  let regexp: RegExp;
  try {
    regexp = new RegExp(source, options.caseSensitive ? 'gu' : 'giu');
  } catch (error) {
    const detail =
      error instanceof Error ? error.message.replace(/^Invalid regular expression: /u, '') : '';
    return { ok: false, message: `That is not a valid regular expression: ${detail}` };
  }
  if (new RegExp(`^(?:${source})$`, regexp.flags.replace('g', '')).test('')) {
    return {
      ok: false,
      message: 'That regular expression finds empty text; make it find at least one character.',
    };
  }
  return { ok: true, regexp };
}
