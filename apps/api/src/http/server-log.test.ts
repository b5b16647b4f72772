import { describe, expect, it } from 'vitest';
import { errorResponse } from './error-reply.ts';
import { isClientAbort } from './server-log.ts';

/** The errors as Node raises them: a request the client reset, and a socket of ours reset. */
const requestAborted = () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
const databaseSocketReset = () =>
  Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' });

describe('isClientAbort', () => {
  it('knows a request the client reset or abandoned', () => {
    expect(isClientAbort(requestAborted())).toBe(true);
    expect(isClientAbort(new DOMException('gone', 'AbortError'))).toBe(true);
    expect(
      isClientAbort(Object.assign(new Error('x'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })),
    ).toBe(true);
  });

  it('does not take the database connection reset by its dying server for the client leaving', async () => {
    const error = databaseSocketReset();
    expect(isClientAbort(error)).toBe(false);
    // So a plain route that meets it answers what every other path answers: 503, try again.
    const response = errorResponse(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
  });
});
