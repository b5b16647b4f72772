import { useQuery } from '@tanstack/react-query';
import { messages, numberChapters, type ReplacementSuggestion } from '@receipts/domain';
import { FileSearch, Info, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { BusyIcon } from '../../components/busy-icon.tsx';
import { TabSection } from '../../components/tab-section.tsx';
import { card, skeleton } from 'styled-system/recipes';
import { Button, SimpleSelect } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { JobProgress } from '../jobs/job-progress.tsx';
import { CitationCard } from './citation-card.tsx';
import { CitationCounters } from './citation-counters.tsx';
import { countCitations } from './citation-view.ts';
import { ReferenceCheck } from './reference-check.tsx';
import { ReplacementsDialog } from './replacements-dialog.tsx';
import { useCitationActions } from './use-citation-actions.ts';

const BATCH_POLL_MS = 1000;

interface FoundReplacements {
  citationId: number;
  replacements: ReplacementSuggestion[];
}

/** The citation manager (SPEC §2, Citations tab). */
export function CitationsTab({ bookId }: { bookId: number }) {
  const trpc = useTrpc();
  const [found, setFound] = useState<FoundReplacements | null>(null);
  const [chapterId, setChapterId] = useState<string | null>(null);
  const actions = useCitationActions(bookId, (citationId, replacements) =>
    setFound({ citationId, replacements }),
  );
  // While a batch validation runs (in this tab or another), each verdict is saved as it comes:
  // reading the list every second shows the badges change one by one.
  const citations = useQuery({
    ...trpc.citations.listByBook.queryOptions({ id: bookId }),
    refetchInterval: actions.running.validateAll ? BATCH_POLL_MS : false,
  });
  const chapters = useQuery(trpc.chapters.summariesByBook.queryOptions({ id: bookId }));
  const references = useQuery(trpc.citations.referenceCheck.queryOptions({ id: bookId }));

  const chapterItems = numberChapters(chapters.data ?? []).map(({ chapter, label }) => ({
    value: String(chapter.id),
    label: label ? `${label}: ${chapter.title}` : chapter.title,
  }));
  const titles = new Map((chapters.data ?? []).map((chapter) => [chapter.id, chapter.title]));
  const list = citations.data ?? [];

  return (
    <TabSection
      id="citations"
      heading="Citation Manager"
      actions={
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <Button
            variant="outline"
            size="sm"
            disabled={actions.bookBusy}
            onClick={actions.extractBook}
          >
            <BusyIcon busy={actions.running.extractBook}>
              <FileSearch />
            </BusyIcon>{' '}
            Extract All Citations
          </Button>
          <Button
            variant="accent"
            size="sm"
            disabled={actions.bookBusy || list.length === 0}
            onClick={actions.validateAll}
          >
            <BusyIcon busy={actions.running.validateAll}>
              <ListChecks />
            </BusyIcon>{' '}
            Validate All
          </Button>
        </div>
      }
    >
      <CitationCounters counts={countCitations(list)} />
      {actions.job ? <JobProgress job={actions.job} onCancel={actions.cancelJob} /> : null}
      <ReferenceCheck checks={references.data ?? []} />

      <div className={card({ padding: 'md' })}>
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '2' })}
        >
          <SimpleSelect
            label="Extract from one chapter"
            placeholder="Choose a chapter"
            items={chapterItems}
            value={chapterId}
            onValueChange={setChapterId}
            className={css({ flex: '1', minW: '48' })}
          />
          <Button
            variant="outline"
            disabled={actions.bookBusy || chapterId === null}
            onClick={() => chapterId && actions.extractChapter(Number(chapterId))}
          >
            <BusyIcon busy={actions.running.extractChapter}>
              <FileSearch />
            </BusyIcon>{' '}
            Extract
          </Button>
        </div>
        <p
          className={css({
            mt: '3',
            display: 'flex',
            gap: '2',
            alignItems: 'flex-start',
            fontSize: 'sm',
            color: 'fg.muted',
            '& svg': { w: '4', h: '4', flexShrink: 0, mt: '0.5' },
          })}
        >
          <Info aria-hidden /> {messages.bookDetail.extractPerChapterHint}
        </p>
      </div>

      {citations.isPending ? (
        <div className={`${skeleton()} ${css({ h: '32' })}`} />
      ) : list.length === 0 ? (
        <div
          className={css({
            py: '10',
            textAlign: 'center',
            borderWidth: '1px',
            borderStyle: 'dashed',
            borderColor: 'border.default',
            borderRadius: 'xl',
          })}
        >
          <p className={css({ fontWeight: 'semibold' })}>{messages.emptyStates.citations}</p>
          <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })}>
            Extract citations from the book's chapters to start checking them.
          </p>
        </div>
      ) : (
        <ul className={card({ padding: 'none' })} data-testid="citation-list">
          {list.map((citation) => (
            <CitationCard
              key={citation.id}
              citation={citation}
              chapterTitle={titles.get(citation.chapterId) ?? null}
              actions={actions}
            />
          ))}
        </ul>
      )}

      {found ? (
        <ReplacementsDialog
          replacements={found.replacements}
          pending={actions.busyCitation === found.citationId}
          onReplace={(apa) => actions.replace(found.citationId, apa, () => setFound(null))}
          onClose={() => setFound(null)}
        />
      ) : null}
    </TabSection>
  );
}
