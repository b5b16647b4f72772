import type { SeededLibrary } from './seed.ts';

/** A page of issue #28's table, as Lighthouse opens it. */
export interface AuditedPage {
  name: string;
  path: string;
  signedIn: boolean;
}

/** Every page of the table; the signed-out ones first (the browser signs in after them). */
export function auditedPages({ bookId, chapterId }: SeededLibrary): AuditedPage[] {
  return [
    { name: 'landing', path: '/', signedIn: false },
    { name: 'login', path: '/Kemet8', signedIn: false },
    { name: 'dashboard', path: '/', signedIn: true },
    { name: 'book', path: `/book/${bookId}`, signedIn: true },
    { name: 'chapter editor', path: `/books/${bookId}/chapters/${chapterId}`, signedIn: true },
    { name: 'E-E-A-T log', path: '/quality/eeat-log', signedIn: true },
    { name: 'settings', path: '/settings', signedIn: true },
    { name: 'work remaining', path: '/quality/work-remaining', signedIn: true },
  ];
}
