import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { useSidebar } from './sidebar-context.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

const MobileSidebarSheet = lazy(() => import('./mobile-sidebar-sheet.tsx'));

/** Desktop: a rail 16rem wide or 3rem of icons. Mobile (below 768 px): an 18rem side sheet. */
export function Sidebar() {
  const { open, isMobile } = useSidebar();

  if (isMobile) {
    return (
      <Suspense fallback={null}>
        <MobileSidebarSheet />
      </Suspense>
    );
  }

  return (
    <aside
      data-testid="sidebar"
      data-chrome
      data-state={open ? 'expanded' : 'collapsed'}
      className={css({
        position: 'sticky',
        top: '0',
        h: '100dvh',
        flexShrink: 0,
        overflow: 'hidden',
        bg: 'bg.subtle',
        borderRightWidth: '1px',
        borderColor: 'border.subtle',
        transition: 'width 200ms ease',
        width: 'sidebar',
        '&[data-state=collapsed]': { width: 'sidebarIcon' },
      })}
    >
      <SidebarNav collapsed={!open} />
    </aside>
  );
}
