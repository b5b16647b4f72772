import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CLOCK_REFRESH_MS, timeSinceLabel } from '@receipts/domain';
import { LogOut, PanelLeft } from 'lucide-react';
import { css } from 'styled-system/css';
import { IconButton } from '../../components/icon-button.tsx';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { SIGNED_OUT } from '../auth/auth-status.ts';
import { useNotify } from '../notify/use-notify.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { headerDate } from './header-date.ts';
import { useSidebar } from './sidebar-context.tsx';
import { useNow } from './use-now.ts';

/** SPEC §2: the header clock measures time since page load, not since sign-in. */
const PAGE_LOADED_AT = performance.timeOrigin;

export function AppHeader() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const { toggle } = useSidebar();
  const now = useNow(CLOCK_REFRESH_MS);

  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        queryClient.clear();
        queryClient.setQueryData(trpc.auth.status.queryKey(), SIGNED_OUT);
        void navigate({ to: '/' });
      },
      onError: () => notify.error({ title: 'Error', description: 'Failed to sign out' }),
    }),
  );

  return (
    <header
      data-chrome
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'sticky',
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        minH: '14',
        py: { base: '1.5', md: '0' },
        px: { base: '3', md: '5' },
        bg: 'bg.canvas/90',
        backdropFilter: 'blur(8px)',
        borderBottomWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      <IconButton label="Toggle sidebar" onClick={toggle}>
        <PanelLeft />
      </IconButton>
      <div
        className={css({ w: '1px', h: '5', bg: 'border.default', hideBelow: 'sm' })}
        aria-hidden
      />
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', lg: 'row' },
          gap: { lg: '4' },
          minW: '0',
        })}
      >
        <time
          dateTime={now.toISOString().slice(0, 10)}
          className={css({ fontSize: { base: 'xs', sm: 'sm' }, fontWeight: 'medium' })}
        >
          {headerDate(now)}
        </time>
        <span
          data-testid="time-since"
          className={css({ fontSize: { base: 'xs', sm: 'sm' }, color: 'fg.muted' })}
        >
          {timeSinceLabel(PAGE_LOADED_AT, now)}
        </span>
      </div>
      <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '1' })}>
        <ThemeToggle />
        <IconButton label="Sign out" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut />
        </IconButton>
      </div>
    </header>
  );
}
