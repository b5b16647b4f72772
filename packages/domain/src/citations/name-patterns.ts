/**
 * Regular-expression pieces of the APA 7 author–date grammar, as source strings (all used with the
 * `u` flag). Kept apart so the in-text grammar reads as a grammar.
 */

/** After an apostrophe, more of the name (O'Neil), not a possessive "s" (Said's). */
const APOSTROPHE_PART = "['’](?!s(?![\\p{L}\\p{M}]))[\\p{L}\\p{M}]+";

/** A capitalised name word: Pager, O'Neil, D’Souza, McDonald, Smith-Jones, Márquez, U.S. */
export const NAME_WORD = `(?:(?:(?:al|el|ad|an|as|ar|bin|ibn)-|[dDlL]['’])?\\p{Lu}[\\p{L}\\p{M}]*(?:${APOSTROPHE_PART})*(?:-\\p{L}[\\p{L}\\p{M}]*(?:${APOSTROPHE_PART})*)*|(?:\\p{Lu}\\.){2,})`;

/**
 * Particles of surnames: van Dijk, de la Cruz, von Neumann, bin Laden, Ó Súilleabháin; capitalised
 * where the particle starts the sentence or the name is spelled so (Van der Berg).
 */
export const PARTICLE =
  '(?:[vV]an|[vV]on|[dD]e|[dD]el|[dD]ella|[dD]er|[dD]en|[dD]i|[dD]a|[dD]u|[dD]os|[dD]as|[lL]a|[lL]e|[tT]er|[tT]en|bin|ibn|al|el|St\\.|Ó)';

/** Initials APA 7 adds to tell apart first authors who share a surname: H. Li, J.-P. Sartre. */
export const INITIALS = '\\p{Lu}\\.(?:\\s?-?\\p{Lu}\\.)*\\s+';

/** A lower-case surname written as its owner writes it (bell hooks); checked against stop words. */
export const LOWER_NAME = '\\p{Ll}[\\p{Ll}\\p{M}]+';

/** A person's surname: particles, then one or two name words (García Márquez). */
export const SURNAME = `(?:${INITIALS})?(?:${PARTICLE}\\s+){0,3}${NAME_WORD}(?:\\s+${NAME_WORD})?`;

/** Words that join the parts of an organisation's name. */
export const CONNECTOR = '(?:of|for|and|the|on|in|&|to|at)';

/**
 * A group author: World Health Organization, U.S. Department of Health and Human Services, Office
 * on Women’s Health (a possessive only inside the name, so "WHO's (2019)" stays a possessive).
 */
export const GROUP = `${NAME_WORD}(?:(?:['’]s)?\\s+(?:${CONNECTOR}\\s+)*${NAME_WORD})*`;

/** A group whose name joins its words with "of", "for", "on"…: National Academies of Sciences. */
const CONNECTED_GROUP = `${NAME_WORD}(?:(?:['’]s)?\\s+${NAME_WORD})*(?:['’]s)?\\s+(?:${CONNECTOR}\\s+)*(?:of|for|on|in|to|at|the)\\s+(?:${CONNECTOR}\\s+)*${NAME_WORD}(?:(?:['’]s)?\\s+(?:${CONNECTOR}\\s+)*${NAME_WORD})*`;

/**
 * A group author whose name has commas: National Academies of Sciences, Engineering, and Medicine.
 * Its first part must read as an organisation's name, so a book title and a surname after it
 * ("Psychological Theory and Women’s Development, Gilligan (1982)") are not taken for one.
 */
export const GROUP_WITH_COMMAS = `${CONNECTED_GROUP}(?:,\\s+(?:(?:and|&)\\s+)?${GROUP}){1,6}`;

/** An abbreviation a group author is later cited by: WHO, NIMH, U.S. DOJ, AT&T. */
export const ABBREVIATION = "\\p{Lu}[\\p{Lu}\\p{Ll}.&'’]*\\p{Lu}\\.?(?:\\s\\p{Lu}{2,})?";

/** A legal case: Brown v. Board of Education, Terry v. Ohio. */
export const LEGAL_CASE = `${NAME_WORD}(?:\\s+${NAME_WORD})*\\s+v\\.\\s+(?:the\\s+)?${NAME_WORD}(?:\\s+(?:of|the|and|for|&|${NAME_WORD}))*`;

/**
 * One or more persons: Pager; Pager and Quillian; Smith, Jones, & Lee; Quillian et al.; and the
 * shortened list APA 7 writes when two works share a first author (Xu, Di, Ding, et al.). Lists
 * are bounded (21 names, 7 parts of a group's name) so a parenthesis of commas stays cheap.
 */
export const PERSONS = `${SURNAME}(?:(?:,\\s+${SURNAME}){0,20},?\\s+(?:(?:&|and)\\s+${SURNAME}|et\\s+al\\.))?`;

/** Everything that can stand before the year; a lower-case surname (bell hooks) only alone. */
export const AUTHORS = `(?:${LEGAL_CASE}|${PERSONS}|(?:${GROUP_WITH_COMMAS}|${GROUP})(?:\\s+\\[${ABBREVIATION}\\])?|${LOWER_NAME})`;

/** A year as APA 7 writes it: 2003, 2017a, 1961/2004, n.d., n.d.-b, in press, in press-a. */
export const YEAR =
  '(?:\\d{4}[a-z]?(?:\\/\\d{4}[a-z]?)?|n\\.d\\.(?:-[a-z])?|in\\s+press(?:-[a-z])?|forthcoming)';

export const YEARS = `${YEAR}(?:,\\s+${YEAR})*`;

/** p. 12, pp. 3–5, para. 4, Chapter 2, Table 1, 12:30, emphasis added. */
const ONE_LOCATOR =
  '(?:(?:pp?|paras?|chap|ch|sec|secs|fig|n|nn|vol|no|line|lines|ll)\\.\\s?[\\dIVXLCivxlc][\\w,–—-]*(?:\\s*[–—-]\\s*\\w+)?|(?:Chapter|Section|Table|Figure|Part|Slide|Appendix|Article|Book|Volume|Verse)\\s+[\\dA-Z][\\w.]*|emphasis\\s+(?:added|in\\s+original)|\\d{1,2}:\\d{2}(?::\\d{2})?)';

export const LOCATORS = `${ONE_LOCATOR}(?:,\\s+${ONE_LOCATOR})*`;

/** Signal words before a citation inside parentheses: e.g., see also, cf., as cited in, adapted from. */
export const PREFIX =
  '(?:(?:e\\.g\\.|i\\.e\\.|cf\\.|adapted\\s+from|data\\s+from|see\\s+also|but\\s+see|see|compare|for\\s+example|for\\s+instance|for\\s+a\\s+review,?\\s+see|as\\s+cited\\s+in|also|especially|notably|including)[,:]?\\s+)+';
