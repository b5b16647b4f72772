import type { Citation, ToastMessage } from '@receipts/domain';
import { errorMessage } from '../../lib/trpc/errors.ts';

export const DOI_HOST = 'https://doi.org';

/** SPEC §3: validationErrors is a JSON-encoded array of strings. Anything else reads as no errors. */
export function parseValidationErrors(text: string | null): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

/** SPEC §2: the DOI link is {host}/{doi}. A DOI already stored as a link or with a 'doi:' prefix is normalised. */
export function doiUrl(doi: string): string {
  const bare = doi
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');
  return `${DOI_HOST}/${bare}`;
}

/** SPEC §5: Find Replacement only for citations that need review or are invalid, and have a context snippet. */
export function canFindReplacement(
  citation: Pick<Citation, 'validationStatus' | 'contextSnippet'>,
): boolean {
  return (
    (citation.validationStatus === 'needs_review' || citation.validationStatus === 'invalid') &&
    Boolean(citation.contextSnippet?.trim())
  );
}

/**
 * A catalogue failure toast with the server's reason added when it gave a readable one
 * ('Failed to validate citation: Citation validation is not available yet').
 */
export function failureWithReason(toast: ToastMessage, error: unknown): ToastMessage {
  const reason = errorMessage(error);
  return reason ? { ...toast, description: `${toast.description}: ${reason}` } : toast;
}

/** A badge for a cited work the index marks as retracted, corrected or of concern. */
export function updateNoticeBadge(errors: readonly string[]): string | null {
  const notice = errors.find((error) => /^This work has an? .+ notice/u.test(error)) ?? '';
  if (/retraction|withdrawal|removal/u.test(notice)) return 'Retracted';
  if (/expression of concern/u.test(notice)) return 'Expression of Concern';
  if (/correction/u.test(notice)) return 'Corrected';
  return null;
}
