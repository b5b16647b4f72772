import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie.ts';
import { useIsMobile } from './use-is-mobile.ts';

interface SidebarState {
  /** Desktop: expanded (true) or collapsed to icons (false); stored in the sidebar_state cookie. */
  open: boolean;
  /** Mobile: whether the side sheet is showing. */
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

function isRichTextTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[contenteditable="true"]') !== null;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => {
      document.cookie = sidebarCookie(!value);
      return !value;
    });
  }, [isMobile]);

  // Ctrl+B / Cmd+B toggles the sidebar (SPEC §2), except where it means bold: in the chapter
  // editor (a rich-text field), or wherever a handler already took the key.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isRichTextTarget(event.target)) return;
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, openMobile, isMobile, setOpenMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar needs a <SidebarProvider> above it');
  return state;
}
