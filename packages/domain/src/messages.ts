/**
 * Every user-visible string of SPEC §2 and §8, spelled exactly as SPEC.md spells it.
 * Parameterised texts are functions; toasts are {title, description} pairs.
 * Wording that SPEC leaves open is recorded in docs/decisions/*.md.
 */

import { EEAT_WEIGHTS } from './constants.ts';

export interface ToastMessage {
  title: string;
  description?: string;
}

const ERROR = 'Error';
const SUCCESS = 'Success';

const error = (description: string): ToastMessage => ({ title: ERROR, description });
const success = (description: string): ToastMessage => ({ title: SUCCESS, description });
/** A toast whose description is the server's message, with a fallback when it is empty. */
const withServerMessage =
  (title: string, fallback?: string) =>
  (serverMessage?: string | null): ToastMessage => {
    const description = serverMessage?.trim() ? serverMessage : fallback;
    return description === undefined ? { title } : { title, description };
  };

/** The sub-scores in SPEC's order with their labels; their maxima are EEAT_WEIGHTS. */
const EEAT_SUBSCORE_LABELS = [
  ['trustworthiness', 'Trustworthiness'],
  ['expertise', 'Expertise'],
  ['authoritativeness', 'Authoritativeness'],
  ['experience', 'Experience'],
] as const;

export interface EeatSubScores {
  trustworthiness: number;
  expertise: number;
  authoritativeness: number;
  experience: number;
}

export const messages = {
  toasts: {
    error: {
      createBook: error('Failed to create book project'),
      reorderBooks: error('Failed to reorder books'),
      deleteChapter: error('Failed to delete chapter'),
      updateChapterStatus: error('Failed to update status'),
      updateTitle: error('Failed to update title'),
      createChapter: error('Failed to create chapter'),
      updateBook: error('Failed to update book'),
      deleteBook: error('Failed to delete book'),
      authenticate: error('Failed to authenticate'),
      updateProfile: error('Failed to update profile'),
      accessDenied: { title: 'Access Denied', description: 'Invalid password' },
      /** Documents and covers: the server's message, or 'Upload failed'. */
      upload: withServerMessage('Upload Failed', 'Upload failed'),
      validateCitation: { title: 'Validation Failed', description: 'Failed to validate citation' },
      validateAllCitations: {
        title: 'Batch Validation Failed',
        description: 'Failed to validate all citations',
      },
      extractBookCitations: {
        title: 'Extraction Failed',
        description: 'Failed to extract citations from chapters',
      },
      extractChapterCitations: withServerMessage(
        'Extraction Failed',
        'Failed to extract citations from chapter',
      ),
      applyFix: { title: 'Apply Fix Failed', description: 'Failed to apply suggested fix' },
      findReplacement: {
        title: 'Search Failed',
        description: 'Failed to find replacement citations',
      },
      replaceCitation: { title: 'Replace Failed', description: 'Failed to replace citation' },
      save: withServerMessage('Save Failed'),
      update: withServerMessage('Update Failed'),
      formatting: withServerMessage('Formatting Failed'),
      citationValidation: withServerMessage('Citation Validation Failed'),
      eeatScoring: withServerMessage('E-E-A-T Scoring Failed'),
      invalidDocumentType: {
        title: 'Invalid File Type',
        description: 'Please upload a .docx, .md, or .pdf file',
      },
      documentTooLarge: { title: 'File Too Large', description: 'Maximum file size is 10MB' },
      invalidCoverType: {
        title: 'Invalid File Type',
        description: 'Please upload a .jpg, .jpeg, .png, or .webp image file',
      },
      coverTooLarge: { title: 'File Too Large', description: 'Maximum file size is 5MB' },
    },
    success: {
      deleteBook: success('Book deleted successfully'),
      createBook: success('Book project created successfully'),
      /** The description is the server's reply message when there is one. */
      upload: withServerMessage('Upload Successful'),
      deleteChapter: success('Chapter deleted successfully'),
      updateChapterStatus: success('Chapter status updated'),
      updateChapterTitle: success('Chapter title updated'),
      createChapter: success('Chapter created successfully'),
      updateBook: success('Book updated successfully'),
      updateProfile: success('Profile updated successfully'),
      citationValidated: { title: 'Citation Validated' },
      batchValidationComplete: (count: number): ToastMessage => ({
        title: 'Batch Validation Complete',
        description: `Validated ${count} citations`,
      }),
      citationsExtracted: (count: number, from: string): ToastMessage => ({
        title: 'Citations Extracted',
        description: `Extracted ${count} citations from ${from}`,
      }),
      fixApplied: {
        title: 'Fix Applied',
        description: 'Validate the citation again to confirm the fix',
      },
      replacementsFound: (count: number): ToastMessage => ({
        title: 'Replacements Found',
        description: `Found ${count} alternative citations`,
      }),
      citationReplaced: {
        title: 'Citation Replaced',
        description: 'Validate the citation again to confirm the replacement',
      },
      coverUploaded: { title: 'Cover Uploaded' },
      /** Title edited in the chapter editor. */
      titleUpdated: {
        title: 'Title Updated',
        description: 'Chapter title has been updated successfully',
      },
      formattingApplied: (changesApplied: readonly string[]): ToastMessage => ({
        title: 'Formatting Applied',
        description:
          changesApplied.length > 0
            ? changesApplied.join(', ')
            : 'PE standards applied successfully',
      }),
      /** 'Citations Validated ✓' without errors, otherwise 'Citation Issues Found'. */
      citationsValidated: (referencesAdded: number, issues: number): ToastMessage =>
        issues === 0
          ? {
              title: 'Citations Validated ✓',
              description: `${referencesAdded} reference(s) added to chapter`,
            }
          : {
              title: 'Citation Issues Found',
              description: `${referencesAdded} references added, but ${issues} issue(s) found`,
            },
      eeatScore: (score: number, breakdown: EeatSubScores): ToastMessage => ({
        title: `E-E-A-T Score: ${score}/100`,
        description: EEAT_SUBSCORE_LABELS.map(
          ([key, label]) => `${label}: ${breakdown[key]}/${EEAT_WEIGHTS[key]}`,
        ).join(', '),
      }),
    },
  },
  emptyStates: {
    books: 'No books yet. Start your first project!',
    milestones: 'No milestones yet',
    citations: 'No Citations Yet',
    replacementCitations: 'No replacement citations found',
    eeatLog: 'No scoring events yet. Score your first chapter to begin tracking.',
  },
  /** Server-side refusals the user reads in a toast. */
  serverErrors: {
    noCitationsInChapter: 'No citations found in chapter',
  },
  notFound: {
    page: 'Page Not Found',
    bookTitle: 'Book Not Found',
    bookDescription: "The book you're looking for doesn't exist.",
    chapter: 'Chapter not found',
  },
  common: {
    cancel: 'Cancel',
    delete: 'Delete',
    back: 'Back',
    save: 'Save',
  },
  deleteDialog: {
    bookTitle: 'Delete Book',
    chapterTitle: 'Delete Chapter',
    body: (item: string) =>
      `Are you sure you want to delete ${item}? This action cannot be undone.`,
    cancel: 'Cancel',
    confirm: 'Delete',
  },
  header: {
    timeSincePrefix: 'Time Since Last Logged-In: ',
  },
  sidebar: {
    navigation: 'Navigation',
    dashboard: 'Dashboard',
    settings: 'Settings',
    qualityControl: 'Quality Control',
    workRemaining: 'Work Remaining',
    eeatLog: 'E-E-A-T Score Log',
    comingSoon: 'Coming Soon',
    revenueTracking: 'Revenue Tracking',
    socialMedia: 'Social Media',
    analytics: 'Analytics',
  },
  landing: {
    tagline: 'Finally, Somebody Said It',
    invitationOnly: 'Clients by Invitation Only',
  },
  login: {
    submit: 'Enter',
  },
  dashboard: {
    heading: 'Welcome to The Dashboard',
    greeting: (name: string) => `What's Good, ${name}!`,
    totalBooks: 'Total Books',
    activeProjects: 'Active Projects',
    plannedProjects: 'Planned Projects',
    publishReadyProjects: 'Publish-Ready Projects',
    newBookProject: 'New Book Project',
    yourBooks: 'Your Books',
  },
  bookDetail: {
    byAuthor: (authorName: string) => `by ${authorName}`,
    coverAlt: (title: string) => `Cover of ${title}`,
    targetChapters: (chapterCount: number, targetChapterCount: number | null) =>
      `Target Chapters: ${chapterCount} / ${targetChapterCount ?? '—'}`,
    aiAnalysisButton: 'AI Draft Analysis Logs',
    aiAnalysisTitle: (title: string) => `AI Draft Analysis: ${title}`,
    /** Not in SPEC (docs/decisions/ai-engines.md): re-runs the analysis on the book as it stands. */
    runDraftAnalysis: 'Run Draft Analysis',
    draftAnalysisDone: { title: 'Draft Analysis Updated' } as ToastMessage,
    draftAnalysisFailed: withServerMessage('Draft Analysis Failed'),
    wordCount: 'Word Count',
    progress: 'Progress',
    deadline: 'Deadline',
    noDeadline: 'No deadline set',
    tabs: { chapters: 'Chapters', milestones: 'Milestones', citations: 'Citations' },
    chaptersHeading: (count: number) => `Chapters (${count})`,
    uploadChapters: 'Upload Chapters',
    milestoneCompleted: 'Completed',
    milestonePending: 'Pending',
    milestoneDue: (date: string) => `Due: ${date}`,
    addMilestone: 'Add Milestone',
    createFirstMilestone: 'Create First Milestone',
    extractPerChapterHint:
      'Tip: extract citations one chapter at a time to avoid database connection errors.',
  },
  chapterEditor: {
    loading: 'Loading chapter...',
    notFound: 'Chapter not found',
    saving: 'Saving...',
    saved: (time: string) => `Saved ${time}`,
    validateCitations: 'Validate/Repair Citations',
    scoreEeat: 'Score E-E-A-T',
    scoreBadge: (score: number) => `E-E-A-T: ${score}%`,
    formatWithAi: 'Format with AI',
  },
  settings: {
    title: 'Settings',
    profileCard: 'User Profile',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    bio: 'Bio',
    save: 'Save Changes',
  },
  eeatLog: {
    history: 'Scoring History',
    untitledChapter: 'Untitled Chapter',
    unknownBook: 'Unknown Book',
    aiFeedback: 'AI Feedback',
    /** Which engine produced the entry (not in SPEC; docs/decisions/ai-engines.md). */
    engine: (name: string) =>
      name === 'gemini'
        ? 'Engine: Gemini'
        : name === 'openai'
          ? 'Engine: OpenAI-compatible'
          : name === 'offline'
            ? 'Engine: Offline rules'
            : `Engine: ${name}`,
  },
  workRemaining: {
    heading: 'Work Remaining',
    subtitle: (bookTitle: string) => `Publication readiness for ${bookTitle}`,
    overallProgress: 'Overall Progress',
    milestonesComplete: (completed: number, total: number) =>
      `${completed} of ${total} milestones complete`,
    totalChapters: 'Total Chapters',
    averageEeat: 'Average E-E-A-T Score',
    noScore: '—',
    milestonesChecklist: 'Milestones Checklist',
    done: 'Done',
    chapterQuality: 'Chapter Quality Status',
    scoredChapters: (scored: number, total: number) => `${scored} of ${total} chapters scored`,
    atOrAboveThreshold: (count: number, threshold: number) => `${count} at or above ${threshold}`,
    unscoredChapters: 'Unscored Chapters',
    belowThreshold: (threshold: number) => `Chapters Below ${threshold}`,
    allChaptersReady: (threshold: number) =>
      `All chapters meet the publication threshold of ${threshold}!`,
    nextSteps: 'Next Steps',
    steps: {
      uploadChapters: 'Upload the remaining chapters',
      runScoring: (unscored: number) => `Run E-E-A-T scoring on ${unscored} unscored chapter(s)`,
      improveChapters: (below: number, threshold: number) =>
        `Improve ${below} chapter(s) scoring below ${threshold}`,
      repairCitations: 'Run the citation repair service',
      ready: 'Ready for Publication!',
    },
  },
  /** Long work run as a job (Validate All, Extract All Citations): beyond SPEC, see docs/decisions/jobs.md. */
  jobs: {
    names: {
      'validate-all': 'Validate All',
      'extract-citations': 'Extract All Citations',
      export: 'Export',
      'import-chapters': 'Chapter import',
      'import-plan': 'Master plan import',
      'import-bibliography': 'Bibliography import',
    },
    progress: {
      'validate-all': (done: number, total: number) =>
        `Validating citations: ${done} of ${total} checked`,
      'extract-citations': (done: number, total: number) =>
        `Extracting citations: ${done} of ${total} chapters read`,
      export: (done: number, total: number) =>
        done < total ? 'Exporting the book…' : 'The export is ready',
      'import-chapters': (done: number, total: number) =>
        importStep(
          ['Reading the document…', 'Storing its pictures…', 'Saving the chapters…'],
          done,
          total,
        ),
      'import-plan': (done: number, total: number) =>
        importStep(['Reading the plan…', 'Analysing the plan…', 'Creating the book…'], done, total),
      'import-bibliography': (done: number, total: number) =>
        importStep(['Reading the file…', 'Adding the entries…'], done, total),
    },
    /** An export job's steps, as its row's `step` carries them (docs/decisions/jobs.md). */
    exportSteps: {
      loading: 'Loading the book',
      reading: (done: number, total: number) => `Reading chapters: ${done} of ${total}`,
      converting: (done: number, total: number) => `Converting chapters: ${done} of ${total}`,
      source: 'Preparing the pages for typesetting',
      typesetting: (pass: number, reason: 'first' | 'widows' | 'gutter') =>
        reason === 'first'
          ? `Typesetting: pass ${pass}`
          : `Typesetting: pass ${pass} (${reason === 'widows' ? 'ending widows' : 'fitting the gutter to the page count'})`,
      pdf: 'Writing the PDF file',
      writing: (format: 'docx' | 'epub' | 'md') =>
        `Writing the ${{ docx: 'Word file', epub: 'EPUB', md: 'Markdown file' }[format]}`,
      saving: 'Saving the file',
      ready: 'The export is ready',
    },
    queued: 'Waiting to start…',
    cancel: 'Cancel',
    cancelling: 'Cancelling…',
    cancelled: (name: string, done: number, total: number) =>
      `${name} was cancelled after ${done} of ${total}`,
    busy: (running: string) =>
      `${running} is already running on this book: wait for it to finish or cancel it`,
    lost: 'The job stopped and could not be resumed. Nothing is left half-done: run it again.',
    cancelledToast: { title: 'Cancelled', description: 'The job was cancelled' },
  },
  chapterLabel: (n: number) => `Chapter ${n}`,
} as const;

/** An import job's step as text, with its place ("Reading the document… (step 1 of 3)"). */
function importStep(steps: readonly string[], done: number, total: number): string {
  if (total > 0 && done >= total) return 'Imported';
  return `${steps[done] ?? steps[steps.length - 1]} (step ${done + 1} of ${Math.max(total, steps.length)})`;
}
