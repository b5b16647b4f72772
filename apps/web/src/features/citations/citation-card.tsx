import { Link } from '@tanstack/react-router';
import { CITATION_STATUS_LABELS, type Citation, type CitationStatus } from '@receipts/domain';
import { CheckCircle2, ExternalLink, Search, Wand2 } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { badge, listRow, type BadgeVariantProps } from 'styled-system/recipes';
import { BusyIcon } from '../../components/busy-icon.tsx';
import { Button } from '../../components/ui/index.ts';
import {
  canFindReplacement,
  doiUrl,
  parseValidationErrors,
  updateNoticeBadge,
} from './citation-view.ts';
import type { CitationActions } from './use-citation-actions.ts';

type Tone = NonNullable<BadgeVariantProps['tone']>;
const TONES: Record<CitationStatus, Tone> = {
  verified: 'success',
  invalid: 'danger',
  needs_review: 'warning',
  validating: 'info',
  pending: 'neutral',
};

const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontSize: 'sm',
  color: 'accent.text',
  textDecoration: 'underline',
  '& svg': { w: '3.5', h: '3.5' },
});

interface CitationCardProps {
  citation: Citation;
  chapterTitle: string | null;
  actions: CitationActions;
}

/** One citation: its text, in-text form, context, status, errors, links and per-citation actions. */
export function CitationCard({ citation, chapterTitle, actions }: CitationCardProps) {
  const errors = parseValidationErrors(citation.validationErrors);
  const busy = actions.busyCitation === citation.id;
  const notice = updateNoticeBadge(errors);
  return (
    <li
      data-testid="citation"
      data-citation-id={citation.id}
      className={cx(
        listRow({ spacing: 'roomy' }),
        css({
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
        }),
      )}
    >
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          gap: '3',
          alignItems: 'flex-start',
        })}
      >
        <p className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>{citation.citationText}</p>
        <span className={css({ display: 'flex', gap: '1.5', flexShrink: 0 })}>
          {notice ? (
            <span className={badge({ tone: 'danger', size: 'sm' })} data-testid="update-notice">
              {notice}
            </span>
          ) : null}
          <span className={badge({ tone: TONES[citation.validationStatus], size: 'sm' })}>
            {CITATION_STATUS_LABELS[citation.validationStatus]}
          </span>
        </span>
      </div>
      {citation.inTextCitation ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          In text: {citation.inTextCitation}
        </p>
      ) : null}
      {citation.contextSnippet ? (
        <blockquote
          className={css({
            fontSize: 'sm',
            color: 'fg.muted',
            borderLeftWidth: '2px',
            borderColor: 'border.default',
            pl: '3',
            fontStyle: 'italic',
          })}
        >
          {citation.contextSnippet}
        </blockquote>
      ) : null}
      {errors.length > 0 ? (
        <ul
          aria-label="Validation errors"
          className={css({ fontSize: 'sm', color: 'danger.text', listStyle: 'disc', pl: '5' })}
        >
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {citation.autoFixSuggestion ? (
        <p className={css({ fontSize: 'sm' })}>
          <span className={css({ fontWeight: 'medium' })}>Suggested fix: </span>
          {citation.autoFixSuggestion}
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <Link
          to="/chapter/$chapterId"
          params={{ chapterId: String(citation.chapterId) }}
          className={linkStyle}
        >
          {chapterTitle ?? 'Open chapter'}
        </Link>
        {citation.scholarUrl ? (
          <a
            href={citation.scholarUrl}
            target="_blank"
            rel="noreferrer noopener"
            className={linkStyle}
          >
            Scholar <ExternalLink aria-hidden />
          </a>
        ) : null}
        {citation.doi ? (
          <a
            href={doiUrl(citation.doi)}
            target="_blank"
            rel="noreferrer noopener"
            className={linkStyle}
          >
            DOI <ExternalLink aria-hidden />
          </a>
        ) : null}
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => actions.validate(citation.id)}
        >
          <BusyIcon busy={actions.running.validate === citation.id}>
            <CheckCircle2 />
          </BusyIcon>{' '}
          Validate
        </Button>
        {citation.autoFixSuggestion ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => actions.applyFix(citation.id)}
          >
            <BusyIcon busy={actions.running.applyFix === citation.id}>
              <Wand2 />
            </BusyIcon>{' '}
            Apply Fix
          </Button>
        ) : null}
        {canFindReplacement(citation) ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => actions.findReplacement(citation.id)}
          >
            <BusyIcon busy={actions.running.findReplacement === citation.id}>
              <Search />
            </BusyIcon>{' '}
            Find Replacement
          </Button>
        ) : null}
      </div>
    </li>
  );
}
