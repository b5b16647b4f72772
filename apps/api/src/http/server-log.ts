/**
 * One line per event in the server log, without user content: no SQL (its values are chapter text),
 * no request bodies, no stack traces. Database errors keep their class and SQLSTATE, other errors
 * their class, code and the place they were thrown.
 */

/**
 * The client went away before its request was read: expected, worth one short line. Node names a
 * reset request "aborted" (code ECONNRESET); a bare ECONNRESET ("read ECONNRESET") is a socket the
 * server opened, the database's when its server died, and must not pass for the client's.
 */
export function isClientAbort(error: unknown): boolean {
  const e = error as { name?: string; code?: string; message?: string } | null;
  return (
    !!e &&
    (e.name === 'AbortError' ||
      e.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      e.message === 'aborted' ||
      e.message === 'terminated')
  );
}

/** `file.ts:12` of the first stack frame in our own code (not node_modules), for finding the place. */
function origin(stack: string | undefined): string | undefined {
  const frame = stack
    ?.split('\n')
    .slice(1)
    .find((line) => line.includes('/src/') && !line.includes('node_modules'));
  const match = frame && /([^/\\(]+\.[cm]?[jt]s):(\d+)/.exec(frame);
  return match ? `${match[1]}:${match[2]}` : undefined;
}

export function describeError(error: unknown): string {
  if (isClientAbort(error)) return 'the client closed the connection before the request was read';
  if (!(error instanceof Error)) return `non-error thrown (${typeof error})`;
  const { code, sqlState } = error as { code?: unknown; sqlState?: unknown };
  const state =
    typeof sqlState === 'string' ? sqlState : typeof code === 'string' ? code : undefined;
  const where = origin(error.stack);
  return [error.name || 'Error', state && `(code ${state})`, where && `at ${where}`]
    .filter(Boolean)
    .join(' ');
}

/** Writes one line about a failed request. */
export function logRequestError(what: string, error: unknown): void {
  const line = `[api] ${what}: ${describeError(error)}`.replace(/[\r\n]+/g, ' ');
  if (isClientAbort(error)) console.warn(line);
  else console.error(line);
}
