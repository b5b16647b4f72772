/**
 * `pnpm start` (scripts/start.mjs) starts the server while the web app is still being built, so
 * the embedded database is created and migrated meanwhile. Such a server says so in
 * RECEIPTS_WEB_BUILD=pending and is told over its IPC channel when the build is there; it reads
 * the built index.html (for the CSP hash and the pages) only after that. Listening at module load,
 * so a message sent early is not missed. Any other start waits for nothing.
 */
const pending = process.env.RECEIPTS_WEB_BUILD === 'pending' && typeof process.send === 'function';

const built: Promise<void> = pending
  ? new Promise((resolve) => {
      const onMessage = (message: unknown) => {
        if (message !== 'web-built') return;
        process.off('message', onMessage);
        process.channel?.unref();
        resolve();
      };
      process.on('message', onMessage);
    })
  : Promise.resolve();

export const webBuildFinished = (): Promise<void> => built;
