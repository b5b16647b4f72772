import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ShortcutsHelp } from '../keyboard/shortcuts-help.tsx';
import { AppHeader } from './app-header.tsx';
import { Sidebar } from './sidebar.tsx';
import { SidebarProvider } from './sidebar-context.tsx';

/** The authenticated frame: sidebar, header, and the page. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      <div className={css({ display: 'flex', minH: '100dvh' })}>
        <Sidebar />
        <div className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' })}>
          <AppHeader />
          <main
            id="main"
            className={css({
              flex: '1',
              px: { base: '4', md: '8' },
              py: { base: '6', md: '8' },
              maxW: '1600px',
              w: '100%',
              mx: 'auto',
            })}
          >
            {children}
          </main>
        </div>
      </div>
      <ShortcutsHelp />
    </SidebarProvider>
  );
}
