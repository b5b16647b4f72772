import { describe, expect, it } from 'vitest';
import { shouldOfferDraft, type LocalDraft } from './draft-offer.ts';

const chapter = {
  id: 3,
  content: '<p>server</p>',
  version: 4,
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const draft = (over: Partial<LocalDraft> = {}): LocalDraft => ({
  chapterId: 3,
  content: '<p>local</p>',
  baseVersion: 4,
  savedAt: Date.parse('2026-11-21T09:00:00.000Z'),
  ...over,
});

describe('shouldOfferDraft', () => {
  it('offers a different draft based on the version the server still has', () => {
    expect(shouldOfferDraft(draft(), chapter)).toBe(true);
  });

  it('does not offer a draft equal to the server text, for another chapter, or when there is none', () => {
    expect(shouldOfferDraft(draft({ content: '<p>server</p>' }), chapter)).toBe(false);
    expect(shouldOfferDraft(draft({ chapterId: 9 }), chapter)).toBe(false);
    expect(shouldOfferDraft(undefined, chapter)).toBe(false);
  });

  it('when the server moved on since the draft, offers it only if it was written after the server change', () => {
    expect(shouldOfferDraft(draft({ baseVersion: 2 }), chapter)).toBe(false);
    expect(
      shouldOfferDraft(
        draft({ baseVersion: 2, savedAt: Date.parse('2026-11-21T11:00:00.000Z') }),
        chapter,
      ),
    ).toBe(true);
  });

  it('treats an empty server chapter as empty text', () => {
    expect(shouldOfferDraft(draft({ content: '' }), { ...chapter, content: null })).toBe(false);
  });
});
