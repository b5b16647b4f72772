import { auditedPages, type AuditedPage } from './pages.ts';
import { launchChromium } from './chromium.ts';
import { seedLibrary } from './seed.ts';
import { startProductionServer } from './server.ts';

/**
 * The production server with the seeded library and one Chromium; `visit` is called for every page
 * of the table in order (those whose name contains `filter`, if given), the browser signed
 * in before the first signed-in page.
 */
export async function withAuditedPages(
  visit: (page: AuditedPage, url: string, port: number) => Promise<void>,
  filter?: string,
): Promise<void> {
  const server = await startProductionServer();
  try {
    const library = await seedLibrary(server.baseURL, server.password);
    const chromium = await launchChromium();
    try {
      let signedIn = false;
      for (const page of auditedPages(library).filter((p) => !filter || p.name.includes(filter))) {
        if (page.signedIn && !signedIn) {
          await chromium.setCookie(library.cookie.name, library.cookie.value, server.baseURL);
          signedIn = true;
        }
        if (!page.signedIn && signedIn) throw new Error('signed-out pages must come first');
        await visit(page, `${server.baseURL}${page.path}`, chromium.port);
      }
    } finally {
      await chromium.close();
    }
  } finally {
    await server.stop();
  }
}
