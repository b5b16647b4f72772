import { useQuery } from '@tanstack/react-query';
import type { RevisionDiff } from '@receipts/domain';
import { css } from 'styled-system/css';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { editorTexts } from './editor-texts.ts';

const t = editorTexts.revisions;

const added = css({
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  bg: 'success.subtle',
  color: 'success.text',
});
const removed = css({
  textDecoration: 'line-through',
  bg: 'danger.subtle',
  color: 'danger.text',
});

/** The runs of a diff: added words underlined (<ins>), removed ones struck through (<del>). */
function DiffText({ diff }: { diff: RevisionDiff }) {
  return (
    <p
      className={css({ whiteSpace: 'pre-wrap', lineHeight: '1.7' })}
      data-testid="revision-changes"
    >
      {diff.segments.map((segment, index) =>
        segment.kind === 'added' ? (
          <ins key={index} className={added} title={t.added}>
            {segment.text}
          </ins>
        ) : segment.kind === 'removed' ? (
          <del key={index} className={removed} title={t.removed}>
            {segment.text}
          </del>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

/** What changed from a revision to the chapter as it is now. */
export function RevisionChanges({ revisionId }: { revisionId: number }) {
  const trpc = useTrpc();
  const diff = useQuery({
    ...trpc.chapters.revisionDiff.queryOptions({ id: revisionId }),
    staleTime: 0,
  });
  if (!diff.data) return <p className={css({ color: 'fg.muted' })}>…</p>;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t.changeCounts(diff.data.wordsAdded, diff.data.wordsRemoved)}
      </p>
      <DiffText diff={diff.data} />
    </div>
  );
}
