import { lazyPart } from '../../lib/lazy-part.ts';

/**
 * The dashboard's page (the book grid with drag-and-drop, the goal card) loads only for a signed-in
 * writer: at `/` a visitor sees the landing page, and the route would otherwise fetch the page's
 * chunk for nothing. The route's loader starts it as soon as the session is known.
 */
export const dashboardPage = lazyPart(
  async () => (await import('./dashboard-page.tsx')).DashboardPage,
);
