import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { errorMessage, isUnauthorized } from './errors.ts';

function clientError(message: string, code: string, httpStatus: number) {
  return new TRPCClientError(message, {
    result: { error: { code: -32000, message, data: { code, httpStatus } } },
  } as never);
}

describe('isUnauthorized', () => {
  it('is true for the UNAUTHORIZED code and false for other errors', () => {
    expect(isUnauthorized(clientError('Sign in first', 'UNAUTHORIZED', 401))).toBe(true);
    expect(isUnauthorized(clientError('Book not found', 'NOT_FOUND', 404))).toBe(false);
    expect(isUnauthorized(new Error('UNAUTHORIZED'))).toBe(false);
  });
});

describe('errorMessage', () => {
  it("returns the server's sentence", () => {
    expect(errorMessage(clientError('The file is too large', 'PAYLOAD_TOO_LARGE', 413), 'x')).toBe(
      'The file is too large',
    );
  });

  it('falls back when the message is empty or raw JSON', () => {
    expect(errorMessage(new Error(''), 'Upload failed')).toBe('Upload failed');
    expect(errorMessage(new Error('[{"code":"invalid_type"}]'), 'Upload failed')).toBe(
      'Upload failed',
    );
    expect(errorMessage('nope')).toBeUndefined();
  });
});
