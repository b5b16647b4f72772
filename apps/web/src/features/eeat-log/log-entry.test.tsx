import type { EeatLog } from '@receipts/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogEntry } from './log-entry.tsx';

const entry: EeatLog = {
  id: 1,
  chapterId: 4,
  score: 88,
  breakdown: JSON.stringify({
    trustworthiness: 36,
    expertise: 17,
    authoritativeness: 13,
    experience: 22,
  }),
  feedback: 'Strong receipts; tighten the satire.',
  chapterTitle: 'The Memo',
  bookId: 2,
  bookTitle: 'PTO in Palestine',
  scoredAt: '2026-03-05T14:30:00.000Z',
  engine: 'offline',
};

function text(log: EeatLog): string {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<LogEntry entry={log} />);
  return host.textContent ?? '';
}

describe('LogEntry', () => {
  it('shows the score, titles, band, the four sub-scores and the feedback', () => {
    const shown = text(entry);
    for (const part of [
      '88',
      'The Memo',
      'PTO in Palestine',
      'Publish-Ready',
      'Trustworthiness36/40',
      'Expertise17/20',
      'Authoritativeness13/15',
      'Experience22/25',
      'AI Feedback',
      'Strong receipts; tighten the satire.',
      'Engine: Offline rules',
    ]) {
      expect(shown).toContain(part);
    }
  });

  it('names the engine that scored', () => {
    expect(text({ ...entry, engine: 'gemini' })).toContain('Engine: Gemini');
  });

  it("falls back to 'Untitled Chapter', 'Unknown Book' and zero sub-scores", () => {
    const shown = text({
      ...entry,
      score: 45,
      chapterTitle: null,
      bookTitle: null,
      breakdown: 'not json',
      feedback: null,
    });
    expect(shown).toContain('Untitled Chapter');
    expect(shown).toContain('Unknown Book');
    expect(shown).toContain('Major Issues');
    expect(shown).toContain('Trustworthiness0/40');
    expect(shown).not.toContain('AI Feedback');
  });
});
