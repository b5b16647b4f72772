import { bootHeading } from '../../lib/boot-heading.ts';

/**
 * The shell's outline while the session check is pending: the same picture index.html paints
 * before the scripts load (src/boot.css), so a full page load never shows a blank screen; with the
 * page's heading when the server wrote one there.
 */
export function ShellSkeleton() {
  return (
    <div className="boot-shell" data-testid="shell-skeleton" aria-busy="true" aria-label="Loading">
      <div className="boot-shell__rail" />
      <div className="boot-shell__main">
        <div className="boot-shell__header" />
        <div className="boot-shell__page">
          {bootHeading ? (
            <p className="boot-shell__title">{bootHeading}</p>
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
