/**
 * The start of the page (its heading, a book's cover) the server wrote into index.html's skeleton
 * (apps/api `http/page-boot/skeleton-lead.ts`), taken once before React replaces the skeleton, so
 * the router's own skeleton can keep showing it. Imported first by main.tsx: by the time React has
 * drawn, the server's copy is gone.
 */
export const bootLead: Element | null =
  typeof document === 'undefined' ? null : document.querySelector('.boot-shell__lead');
