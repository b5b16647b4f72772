import { messages } from '@receipts/domain';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  updateNoticeBadge,
  canFindReplacement,
  doiUrl,
  failureWithReason,
  parseValidationErrors,
} from './citation-view.ts';

describe('parseValidationErrors', () => {
  it('reads a JSON array of strings', () => {
    expect(parseValidationErrors('["Year mismatch","No DOI"]')).toEqual([
      'Year mismatch',
      'No DOI',
    ]);
  });

  it('reads malformed, non-array or non-string content as no errors', () => {
    expect(parseValidationErrors(null)).toEqual([]);
    expect(parseValidationErrors('not json')).toEqual([]);
    expect(parseValidationErrors('{"a":1}')).toEqual([]);
    expect(parseValidationErrors('[1, "ok", null, ""]')).toEqual(['ok']);
  });
});

describe('doiUrl', () => {
  it('joins the host and the DOI', () => {
    expect(doiUrl('10.1000/xyz123')).toBe('https://doi.org/10.1000/xyz123');
  });

  it('does not double a host or prefix already present', () => {
    expect(doiUrl('https://doi.org/10.1000/xyz')).toBe('https://doi.org/10.1000/xyz');
    expect(doiUrl('doi: 10.1000/xyz')).toBe('https://doi.org/10.1000/xyz');
  });
});

describe('canFindReplacement', () => {
  it('needs review or invalid status and a context snippet', () => {
    expect(
      canFindReplacement({ validationStatus: 'invalid', contextSnippet: 'as shown (Smith, 2020)' }),
    ).toBe(true);
    expect(canFindReplacement({ validationStatus: 'needs_review', contextSnippet: '  ' })).toBe(
      false,
    );
    expect(canFindReplacement({ validationStatus: 'verified', contextSnippet: 'text' })).toBe(
      false,
    );
  });
});

describe('failureWithReason', () => {
  it("adds the server's readable reason to the catalogue text", () => {
    const error = new TRPCClientError('Citation validation is not available yet');
    expect(failureWithReason(messages.toasts.error.validateCitation, error)).toEqual({
      title: 'Validation Failed',
      description: 'Failed to validate citation: Citation validation is not available yet',
    });
  });

  it('keeps the catalogue text alone when there is no readable reason', () => {
    expect(failureWithReason(messages.toasts.error.validateCitation, new Error(''))).toEqual(
      messages.toasts.error.validateCitation,
    );
  });
});

describe('updateNoticeBadge', () => {
  it('names retracted, corrected and concerning works from their errors', () => {
    expect(updateNoticeBadge(['This work has a retraction notice (https://doi.org/10.1/x)'])).toBe(
      'Retracted',
    );
    expect(updateNoticeBadge(['This work has a correction notice'])).toBe('Corrected');
    expect(updateNoticeBadge(['This work has an expression of concern notice'])).toBe(
      'Expression of Concern',
    );
    expect(updateNoticeBadge(['Year is 2007; the record says 2003'])).toBeNull();
  });
});
