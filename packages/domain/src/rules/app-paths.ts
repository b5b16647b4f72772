/**
 * The web app's routes (SPEC §2), as the server needs them: a path outside this list is "any other
 * path", answered with the 404 page and HTTP 404. Keep in step with apps/web/src/routes.
 */
const APP_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/Kemet8$/,
  /^\/settings$/,
  /^\/quality\/eeat-log$/,
  /^\/quality\/work-remaining$/,
  /^\/book\/[^/]+$/,
  /^\/books\/[^/]+\/chapters\/[^/]+$/,
  /^\/chapter\/[^/]+$/,
];

/** Whether `pathname` is one of the app's pages (a trailing slash is allowed). */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PATHS.some((pattern) => pattern.test(path));
}
