import { LINK_PROTOCOLS } from '@receipts/domain';

/*
 * Which link targets a chapter may hold.
 *
 * Allowed: absolute URLs whose scheme is one of SPEC's LINK_PROTOCOLS, and in-document
 * anchors ("#notes"). Refused: every other scheme (javascript:, data:, vbscript:, file:, …),
 * and relative or protocol-relative URLs ("/x", "page.html", "//host"): a chapter is shown
 * inside the app and exported to other formats, where a relative target points nowhere
 * meaningful, and "//host" silently borrows the page's scheme.
 *
 * Browsers are lenient with what they treat as a scheme: they drop leading/trailing control
 * characters and spaces and remove tabs and newlines anywhere ("jav\tascript:"), and schemes
 * are case-insensitive. The check therefore runs on the value with every whitespace and
 * control character removed, and the value kept is the normalised one.
 */

const allowedSchemes: ReadonlySet<string> = new Set(LINK_PROTOCOLS);

// C0 controls, space, DEL, C1 controls, and the Unicode spaces/invisible characters browsers or
// URL libraries have been known to skip. Matching control characters is the point here.
/* eslint-disable no-control-regex */
const invisible =
  /[\u0000-\u0020\u007F-\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]/g;
const edgeInvisible = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const tabOrNewline = /[\t\n\r]/g;
/* eslint-enable no-control-regex */
const schemePrefix = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** Printable ASCII only: nothing for a browser to strip, so the value is already normalised. */
const plainAscii = /^[\x21-\x7E]*$/;

/** The href as a browser would read it, or null when a chapter may not link there. */
export function normalizeHref(href: string): string | null {
  if (typeof href !== 'string') return null;
  const plain = plainAscii.test(href);
  const normalized = plain ? href : href.replace(edgeInvisible, '').replace(tabOrNewline, '');
  const compact = plain ? href : normalized.replace(invisible, '');
  if (compact === '') return null;
  if (compact.startsWith('#'))
    return normalized.startsWith('#') && compact.length > 1 ? normalized : null;
  const scheme = schemePrefix.exec(compact)?.[1];
  if (scheme === undefined || !allowedSchemes.has(scheme.toLowerCase())) return null;
  // The scheme as written must be the scheme as checked: no invisible character inside it.
  if (normalized.slice(0, scheme.length + 1).toLowerCase() !== `${scheme.toLowerCase()}:`)
    return null;
  return normalized;
}

/** True when a chapter may link to href (see the rule above). */
export function isAllowedHref(href: string): boolean {
  return normalizeHref(href) !== null;
}
