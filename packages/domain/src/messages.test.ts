import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages, type ToastMessage } from './messages.ts';

// The product specification, copied verbatim into the repository (test-fixtures/spec.md): the
// contract these texts are checked against. Replace the copy when the specification changes.
const spec = readFileSync(new URL('../test-fixtures/spec.md', import.meta.url), 'utf8');

function section(heading: string): string {
  const start = spec.indexOf(`\n## ${heading}`);
  const end = spec.indexOf('\n## ', start + 1);
  if (start === -1) throw new Error(`the specification has no section '${heading}'`);
  return spec.slice(start, end === -1 ? undefined : end);
}

/** Texts quoted in single quotes (an apostrophe inside a word does not open or close a quote). */
function quotedTexts(text: string): string[] {
  return [...text.matchAll(/(?<!\p{L})'([^']+?)'(?!\p{L})/gu)].map((match) => match[1]!);
}

/** Renders a parameterised text with SPEC's placeholder ('N', '{n}') in place of the number. */
const placeholder = (name: string) => name as unknown as number;

const { error, success } = messages.toasts;
const toasts: ToastMessage[] = [
  ...Object.values(error).map((t) => (typeof t === 'function' ? t() : t)),
  ...Object.values(success).flatMap((t) => (typeof t === 'function' ? [] : [t])),
  success.upload(),
  success.batchValidationComplete(placeholder('{n}')),
  success.replacementsFound(placeholder('{n}')),
  success.formattingApplied([]),
  success.citationsValidated(placeholder('N'), 0),
  success.citationsValidated(placeholder('N'), placeholder('M')),
  success.eeatScore(placeholder('N'), {
    trustworthiness: 1,
    expertise: 1,
    authoritativeness: 1,
    experience: 1,
  }),
  success.citationsExtracted(3, 'Chapter One'),
];
const rendered = new Set(
  toasts.flatMap(({ title, description }) =>
    description === undefined ? [title] : [title, description, `${title}: ${description}`],
  ),
);
for (const text of Object.values(messages.emptyStates)) rendered.add(text);

describe('messages against the specification', () => {
  it('reads the copy of the specification', () => {
    expect(spec.length).toBeGreaterThan(1000);
    expect(spec).toContain('## 8. Error catalogue');
  });

  it('has every quoted text of the error catalogue (SPEC §8), spelled exactly', () => {
    const catalogue = quotedTexts(section('8. Error catalogue'));
    expect(catalogue.length).toBeGreaterThan(50);
    const missing = catalogue.filter((text) => !rendered.has(text));
    expect(missing).toEqual([]);
  });

  it('splits the parameterised toasts into the title and description SPEC names', () => {
    expect(success.batchValidationComplete(12)).toEqual({
      title: 'Batch Validation Complete',
      description: 'Validated 12 citations',
    });
    expect(success.replacementsFound(3)).toEqual({
      title: 'Replacements Found',
      description: 'Found 3 alternative citations',
    });
    expect(success.citationsValidated(4, 0)).toEqual({
      title: 'Citations Validated ✓',
      description: '4 reference(s) added to chapter',
    });
    expect(success.citationsValidated(4, 2)).toEqual({
      title: 'Citation Issues Found',
      description: '4 references added, but 2 issue(s) found',
    });
    expect(
      success.eeatScore(87, {
        trustworthiness: 35,
        expertise: 18,
        authoritativeness: 13,
        experience: 21,
      }),
    ).toEqual({
      title: 'E-E-A-T Score: 87/100',
      description:
        'Trustworthiness: 35/40, Expertise: 18/20, Authoritativeness: 13/15, Experience: 21/25',
    });
  });

  it('uses the server message when there is one, else the SPEC fallback', () => {
    expect(error.upload('Only one file at a time')).toEqual({
      title: 'Upload Failed',
      description: 'Only one file at a time',
    });
    expect(error.upload('')).toEqual({ title: 'Upload Failed', description: 'Upload failed' });
    expect(error.extractChapterCitations(null).description).toBe(
      'Failed to extract citations from chapter',
    );
    expect(error.save('409: stale version')).toEqual({
      title: 'Save Failed',
      description: '409: stale version',
    });
    expect(error.eeatScoring()).toEqual({ title: 'E-E-A-T Scoring Failed' });
  });

  it('lists the formatting changes, or the SPEC default', () => {
    expect(success.formattingApplied(['Fixed headings', 'Added APA references'])).toEqual({
      title: 'Formatting Applied',
      description: 'Fixed headings, Added APA references',
    });
    expect(success.formattingApplied([]).description).toBe('PE standards applied successfully');
  });

  it('spells the upload rules of SPEC §5 as title: description', () => {
    for (const toast of [
      error.invalidDocumentType,
      error.documentTooLarge,
      error.invalidCoverType,
      error.coverTooLarge,
    ]) {
      expect(spec).toContain(`'${toast.title}: ${toast.description}'`);
    }
    expect(spec).toContain(`'${messages.serverErrors.noCitationsInChapter}'`);
  });

  it.each([
    messages.notFound.page,
    messages.notFound.bookTitle,
    messages.notFound.bookDescription,
    messages.notFound.chapter,
    messages.chapterEditor.loading,
    messages.chapterEditor.saving,
    messages.chapterEditor.validateCitations,
    messages.chapterEditor.scoreEeat,
    messages.chapterEditor.formatWithAi,
    messages.chapterEditor.scoreBadge(placeholder('N')),
    messages.chapterEditor.saved('{time}'),
    messages.dashboard.heading,
    messages.dashboard.greeting('{name}'),
    messages.dashboard.newBookProject,
    messages.dashboard.yourBooks,
    messages.deleteDialog.bookTitle,
    messages.deleteDialog.body('{item}'),
    messages.landing.tagline,
    messages.landing.invitationOnly,
    messages.login.submit,
    messages.bookDetail.aiAnalysisButton,
    messages.bookDetail.aiAnalysisTitle('{title}'),
    messages.bookDetail.byAuthor('{authorName}'),
    messages.bookDetail.chaptersHeading(placeholder('n')),
    messages.bookDetail.noDeadline,
    messages.bookDetail.uploadChapters,
    messages.bookDetail.milestoneDue('{date}'),
    messages.bookDetail.addMilestone,
    messages.bookDetail.createFirstMilestone,
    messages.settings.title,
    messages.settings.profileCard,
    messages.settings.save,
    messages.eeatLog.untitledChapter,
    messages.eeatLog.unknownBook,
    messages.eeatLog.aiFeedback,
    messages.eeatLog.history,
    messages.emptyStates.books,
    messages.emptyStates.eeatLog,
    messages.workRemaining.done,
    messages.workRemaining.steps.ready,
    messages.chapterLabel(placeholder('n')),
  ])("finds the screen text '%s' quoted in SPEC", (text) => {
    expect(spec).toContain(`'${text}'`);
  });

  it("writes the header clock's prefix and the target-chapters line as SPEC does", () => {
    expect(spec).toContain(`'${messages.header.timeSincePrefix}N hour(s)/minute(s)'`);
    expect(spec).toContain(
      `'${messages.bookDetail.targetChapters(placeholder('{chapter count}'), placeholder('{targetChapterCount}'))}'`,
    );
  });

  it('names the sidebar entries as SPEC lists them', () => {
    const shell = spec.slice(spec.indexOf('### Authenticated shell'), spec.indexOf('### Landing'));
    for (const label of Object.values(messages.sidebar)) {
      expect(shell).toContain(label);
    }
  });
});
