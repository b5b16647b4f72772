import type { AppRouter } from '../../lib/trpc/app-router.ts';
import type { inferRouterOutputs } from '@trpc/server';
import { Trash2 } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { badge, listRow, type BadgeVariantProps } from 'styled-system/recipes';
import { Button } from '../../components/ui/index.ts';
import { bibliographyTexts as text } from './bibliography-texts.ts';

export type Entry = inferRouterOutputs<AppRouter>['references']['list']['entries'][number];

type Tone = NonNullable<BadgeVariantProps['tone']>;
const TONES: Record<Entry['verdict'], Tone> = {
  verified: 'success',
  invalid: 'danger',
  needs_review: 'warning',
  not_found: 'warning',
  pending: 'neutral',
};

/** One work of the bibliography: its APA text, its verdict, where it came from, who cites it. */
export function EntryRow({
  entry,
  chapterTitles,
  busy,
  onDelete,
}: {
  entry: Entry;
  chapterTitles: ReadonlyMap<number, string>;
  busy: boolean;
  onDelete: (id: number) => void;
}) {
  return (
    <li
      data-testid="reference-entry"
      className={cx(
        listRow({ spacing: 'roomy' }),
        css({ display: 'flex', flexDirection: 'column', gap: '2' }),
      )}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
        <p className={css({ flex: '1', overflowWrap: 'anywhere', pl: '6', textIndent: '-6' })}>
          {entry.text}
        </p>
        <span className={badge({ tone: TONES[entry.verdict], size: 'sm' })}>
          {text.verdicts[entry.verdict]}
        </span>
        {entry.source !== 'chapter' || entry.chapterId === null ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={text.delete}
            disabled={busy}
            onClick={() => onDelete(entry.id)}
          >
            <Trash2 />
          </Button>
        ) : null}
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {text.sources[entry.source]}
        {entry.chapterId !== null ? ` (${chapterTitles.get(entry.chapterId) ?? ''})` : ''}
        {' · '}
        {entry.citations.length === 0
          ? text.notCited
          : `${text.citedAs(entry.citations, chapterTitles)}`}
      </p>
      {entry.errors.length > 0 ? (
        <ul className={css({ pl: '5', listStyleType: 'disc', fontSize: 'sm' })}>
          {entry.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
