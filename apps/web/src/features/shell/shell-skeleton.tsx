import { useLayoutEffect, useRef } from 'react';
import { bootLead } from '../../lib/boot-lead.ts';

/**
 * The shell's outline while the session check is pending: the same picture index.html paints
 * before the scripts load (src/boot.css), so a full page load never shows a blank screen; with the
 * start of the page when the server wrote one there.
 */
export function ShellSkeleton() {
  return (
    <div className="boot-shell" data-testid="shell-skeleton" aria-busy="true" aria-label="Loading">
      <div className="boot-shell__rail" />
      <div className="boot-shell__main">
        <div className="boot-shell__header" />
        <div className="boot-shell__page">
          {bootLead ? (
            <ServerLead lead={bootLead} />
          ) : (
            <div className="boot-shell__bar boot-shell__bar--title" />
          )}
          <div className="boot-shell__bar boot-shell__bar--line" />
          <div className="boot-shell__bar boot-shell__bar--block" />
        </div>
      </div>
    </div>
  );
}

/** A copy of the server's lead: markup the server escaped, shown as it was sent. */
function ServerLead({ lead }: { lead: Element }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(lead.cloneNode(true));
  }, [lead]);
  return <div ref={ref} className="boot-shell__lead" />;
}
