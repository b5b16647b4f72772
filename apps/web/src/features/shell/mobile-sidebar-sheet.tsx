import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { Dialog } from '../../components/ui/index.ts';
import { useSidebar } from './sidebar-context.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

/** Below 768 px the sidebar is an 18rem side sheet. Loaded only on small screens. */
export default function MobileSidebarSheet() {
  const { openMobile, setOpenMobile } = useSidebar();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Following a link in the sheet closes it (not the first render: the sheet may be asked open
  // before this lazily loaded component mounts).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpenMobile(false);
  }, [pathname, setOpenMobile]);
  return (
    <Dialog.Root
      open={openMobile}
      onOpenChange={(details) => setOpenMobile(details.open)}
      placement="sheetLeft"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content
          aria-label="Sidebar"
          data-testid="sidebar-sheet"
          className={css({ bg: 'bg.subtle' })}
        >
          <SidebarNav collapsed={false} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
