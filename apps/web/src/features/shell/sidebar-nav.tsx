import { Portal } from '@ark-ui/react/portal';
import { Link, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { Tooltip } from '../../components/ui/index.ts';
import { FOOTER_ITEM, NAV_GROUPS, type NavItem } from './nav-items.ts';

const entry = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: '100%',
  h: '9',
  px: '2.5',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg.muted',
  textAlign: 'left',
  transition: 'background 120ms, color 120ms',
  '& svg': { width: '4', height: '4', flexShrink: 0 },
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  '&[aria-current=page]': { bg: 'bg.muted', color: 'fg.default', fontWeight: 'semibold' },
  '&[aria-current=page] svg': { color: 'accent.default' },
  _disabled: {
    opacity: 0.55,
    cursor: 'not-allowed',
    _hover: { bg: 'transparent', color: 'fg.muted' },
  },
});

const collapsedEntry = css({ justifyContent: 'center', px: '0' });
const hiddenLabel = css({ srOnly: true });

function NavEntry({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const className = cx(entry, collapsed && collapsedEntry);
  const label = <span className={collapsed ? hiddenLabel : undefined}>{item.label}</span>;
  const Icon = item.icon;

  const control = item.to ? (
    <Link
      to={item.to}
      className={className}
      aria-current={pathname === item.to ? 'page' : undefined}
      activeProps={{}}
    >
      <Icon aria-hidden />
      {label}
    </Link>
  ) : (
    <button type="button" disabled className={className}>
      <Icon aria-hidden />
      {label}
    </button>
  );

  if (!collapsed) return control;
  // In the sidebar a tooltip opens at once (SPEC §9: delay 0 there).
  return (
    <Tooltip.Root openDelay={0} positioning={{ placement: 'right' }}>
      <Tooltip.Trigger asChild>{control}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{item.label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function NavGroupSection({
  label,
  items,
  collapsed,
}: {
  label: string;
  items: readonly NavItem[];
  collapsed: boolean;
}) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className={css({ px: '2', py: '2' })}>
      <div
        id={headingId}
        className={cx(
          css({
            px: '2.5',
            pb: '1.5',
            fontSize: 'xs',
            fontWeight: 'semibold',
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            color: 'fg.subtle',
          }),
          collapsed && hiddenLabel,
        )}
      >
        {label}
      </div>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        {items.map((item) => (
          <li key={item.label}>
            <NavEntry item={item} collapsed={collapsed} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sidebar's content, shared by the desktop rail and the mobile sheet. */
export function SidebarNav({ collapsed }: { collapsed: boolean }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', h: '100%' })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2.5',
          h: '14',
          px: collapsed ? '0' : '4',
          justifyContent: collapsed ? 'center' : 'flex-start',
          borderBottomWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        <img src="/favicon.svg" alt="" width={24} height={24} />
        {collapsed ? null : (
          <span className={css({ fontFamily: 'heading', fontSize: 'lg', fontWeight: 'semibold' })}>
            Receipts
          </span>
        )}
      </div>
      <nav aria-label="Main" className={css({ flex: '1', overflowY: 'auto', py: '2' })}>
        {NAV_GROUPS.map((group) => (
          <NavGroupSection
            key={group.label}
            label={group.label}
            items={group.items}
            collapsed={collapsed}
          />
        ))}
      </nav>
      <div className={css({ p: '2', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
        <NavEntry item={FOOTER_ITEM} collapsed={collapsed} />
      </div>
    </div>
  );
}
