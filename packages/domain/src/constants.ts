/** Business constants of SPEC §9. One place, so every rule reads the same number. */

export const DEFAULT_TARGET_WORD_COUNT = 80_000;
export const DOCUMENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_RECOMMENDED_RATIO = { width: 2, height: 3 } as const;

/** A chapter at or above this E-E-A-T score is ready for publication. */
export const PUBLICATION_THRESHOLD = 92;

export const EEAT_WEIGHTS = {
  trustworthiness: 40,
  expertise: 20,
  authoritativeness: 15,
  experience: 25,
} as const;

export const AUTOSAVE_DEBOUNCE_MS = 1000;
export const AUTOSAVE_MAX_WAIT_MS = 10_000;
export const EDITOR_UNDO_DEPTH = 100;
export const EDITOR_HISTORY_GROUP_DELAY_MS = 500;

export const CLOCK_REFRESH_MS = 60_000;
export const POST_LOGIN_REDIRECT_MS = 100;

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 604_800;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const MOBILE_BREAKPOINT_PX = 768;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export const THEME_STORAGE_KEY = 'theme';
export const EEAT_LOG_LIST_HEIGHT_PX = 600;

export const BOOK_GENRES = [
  'Antiracism',
  'Anti-Genocide & Colonialism',
  'Black Culture',
  'Latinx Culture',
  'Mainstream Critique',
  'Equal Opportunity Offend',
] as const;

/** Link protocols the editor accepts (SPEC §2, chapter editor). */
export const LINK_PROTOCOLS = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const;

/** SPEC §5 uploads: a file is accepted when its name has one of the extensions or its media type matches. */
export const DOCUMENT_EXTENSIONS = ['.docx', '.md', '.markdown', '.pdf'] as const;
export const DOCUMENT_MEDIA_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/markdown',
  'text/x-markdown',
  'application/pdf',
] as const;
export const COVER_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.webp'] as const;
export const COVER_MEDIA_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
/** The multipart field each upload arrives in (SPEC §7). */
export const DOCUMENT_UPLOAD_FIELD = 'document';
export const COVER_UPLOAD_FIELD = 'cover';

export const MILESTONE_ALL_CHAPTERS_UPLOADED = 'All Chapters Uploaded';
export const MILESTONE_CITATIONS_REPAIRED_FRAGMENT = 'Citations Repaired';
export const WORK_REMAINING_FALLBACK_TITLE = 'PTO in Palestine';

/** The largest value of a PostgreSQL `integer` column: counts, positions and ids stay below it. */
export const MAX_INT = 2_147_483_647;

/** The most ids one request may list (a reorder names each book once; the service checks the count). */
export const MAX_LISTED_IDS = 10_000;

/**
 * Longest accepted text per kind of field, in characters (docs/decisions/input-limits.md). Generous
 * for real use, small enough that no request can store megabytes in a title.
 */
export const TEXT_LIMITS = {
  title: 300,
  name: 200,
  isbn: 32,
  /** "First edition 2026", "Second edition, revised". */
  edition: 200,
  /** A dedication page: a few lines. */
  dedication: 2_000,
  email: 254,
  description: 10_000,
  bio: 10_000,
  notes: 100_000,
  citation: 5_000,
  password: 1_024,
  /** A 100,000-word chapter is under 1 MB of HTML; the request body cap is 5 MiB. */
  chapterHtml: 5_000_000,
} as const;
