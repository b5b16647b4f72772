// First: before any zod schema is built (see the module).
import './lib/zod-jitless.ts';
// Before React draws: it reads the server's skeleton (see the module).
import './lib/boot-lead.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SIGNED_OUT } from './features/auth/auth-status.ts';
import { prefetchToaster } from './features/notify/lazy-toaster.ts';
import { seedBootData } from './lib/boot-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpc } from './lib/trpc/trpc.ts';
import { TrpcProvider } from './lib/trpc/trpc-context.tsx';
import { createAppRouter } from './router.tsx';
// Self-hosted type cut to the weights the app uses (scripts/instance-fonts.ts; font-display: swap;
// each face's latin file is preloaded, see vite.config.ts).
import '../generated/fonts/fonts.css';
import './index.css';

/**
 * The app starts in steps, each in a task of its own: the modules (each chunk in its own script,
 * see scripts/entry-scripts-apart.ts), the server's data into the cache, the router, its first
 * load, then the first render. Run as one task they kept a phone's first tap waiting for all of
 * it (docs/decisions/pages-fast.md, "The entry's chunks run apart").
 */
function start(): void {
  // A call answered 401 means the session is gone: record "signed out" and the guard shows the
  // landing page. The first write fetches the toaster's code, so its failure can be told even if
  // the server is gone.
  const queryClient = createQueryClient(() => {
    queryClient.setQueryData(trpc.auth.status.queryKey(), SIGNED_OUT);
  }, prefetchToaster);
  const trpc = createTrpc(queryClient);
  seedBootData(queryClient, trpc);
  const render = (router: ReturnType<typeof createAppRouter>) => {
    const root = createRoot(document.getElementById('root')!);
    // In a transition React renders in slices of a few milliseconds, yielding to input between
    // them; only the commit is one task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <TrpcProvider trpc={trpc}>
              <RouterProvider router={router} />
            </TrpcProvider>
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  };
  // The first render waits for the route's code and loaders (the server's skeleton shows until
  // then): rendered before, the router would commit its pending skeleton, and React holds back
  // the content that replaces a fallback for up to 300 ms. A loader's failure is in the router's
  // state, which the page shows: render either way.
  nextTask(() => {
    const router = createAppRouter({ queryClient, trpc });
    const renderSoon = () => nextTask(() => render(router));
    nextTask(() => void router.load().then(renderSoon, renderSoon));
  });
}

const nextTask = (step: () => void) => setTimeout(step, 0);

nextTask(start);
