import type { ChapterCitationStatus } from '@receipts/domain';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';
import { citationStatusTexts as t, citedDeliberatelyTexts } from './citation-status-texts.ts';
import { canFindReplacement, doiUrl, parseValidationErrors } from './citation-view.ts';

/**
 * What the editor knows of one in-text citation: its status, the matched record, what differs, and
 * the actions on it. Opens under the citation; Escape or Close closes it (the caller puts focus back in the text).
 */
export function CitationPopover({
  citation,
  anchor,
  busy,
  onApplyFix,
  onFindReplacement,
  citedDeliberately,
  onClose,
}: {
  citation: ChapterCitationStatus;
  anchor: HTMLElement;
  busy: boolean;
  onApplyFix: () => void;
  onFindReplacement: () => void;
  /** Offered only for a work with a retraction or expression of concern: the choice made so far. */
  citedDeliberately?: { marked: boolean; set: (marked: boolean) => void };
  onClose: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  // Escape closes it wherever focus went: a button disabled while its action runs drops focus to
  // the page.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  const rect = anchor.getBoundingClientRect();
  const errors = parseValidationErrors(citation.validationErrors);
  return (
    <div
      ref={box}
      role="dialog"
      aria-label={t.popoverTitle}
      tabIndex={-1}
      data-testid="citation-popover"
      style={{
        top: rect.bottom + 6,
        left: Math.max(8, Math.min(rect.left, window.innerWidth - 400)),
      }}
      className={css({
        position: 'fixed',
        zIndex: 'popover',
        w: '96',
        maxW: 'calc(100vw - 16px)',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'lg',
        boxShadow: 'lg',
        p: '3',
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        fontSize: 'sm',
      })}
    >
      <p className={css({ fontWeight: 'semibold' })}>
        {citation.inTextCitation} · {t.label[citation.validationStatus]}
      </p>
      {citation.doi ? (
        <p>
          {t.record}:{' '}
          <a href={doiUrl(citation.doi)} target="_blank" rel="noreferrer noopener">
            {doiUrl(citation.doi)}
          </a>
        </p>
      ) : null}
      {citation.autoFixSuggestion ? (
        <p>
          {t.suggestion}:{' '}
          <span className={css({ fontFamily: 'mono', fontSize: 'xs' })}>
            {citation.autoFixSuggestion}
          </span>
        </p>
      ) : null}
      <div>
        <p className={css({ color: 'fg.muted' })}>{t.differences}</p>
        {errors.length ? (
          <ul className={css({ pl: '5', listStyleType: 'disc' })}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : (
          <p>{t.noDifferences}</p>
        )}
      </div>
      {citedDeliberately?.marked ? <p role="status">{citedDeliberatelyTexts.marked}</p> : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {citation.autoFixSuggestion ? (
          <Button size="sm" variant="accent" disabled={busy} onClick={onApplyFix}>
            {t.applyFix}
          </Button>
        ) : null}
        {canFindReplacement(citation) ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={onFindReplacement}>
            {t.findReplacement}
          </Button>
        ) : null}
        {citedDeliberately ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            title={citedDeliberately.marked ? undefined : citedDeliberatelyTexts.hint}
            onClick={() => citedDeliberately.set(!citedDeliberately.marked)}
          >
            {citedDeliberately.marked ? citedDeliberatelyTexts.undo : citedDeliberatelyTexts.action}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </div>
  );
}
