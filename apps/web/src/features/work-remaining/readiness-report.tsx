import {
  computeReadiness,
  messages,
  PUBLICATION_THRESHOLD,
  type Milestone,
} from '@receipts/domain';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, Circle, PartyPopper } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { badge, card } from 'styled-system/recipes';
import { ProgressBar } from '../../components/ui/index.ts';
import { ScoreBandBadge } from '../eeat-log/score-band-badge.tsx';
import { figureTexts } from '../figures/figure-texts.ts';
import type { ReadinessChapter } from './readiness-chapters.ts';

const text = messages.workRemaining;
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
const listStyle = css({ display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm' });

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={card()} data-testid="readiness-stat">
      <h2
        className={css({
          fontFamily: 'body',
          fontSize: 'sm',
          fontWeight: 'medium',
          color: 'fg.muted',
        })}
      >
        {label}
      </h2>
      <div className={css({ mt: '3', display: 'flex', flexDirection: 'column', gap: '2' })}>
        {children}
      </div>
    </div>
  );
}

const big = css({
  fontFamily: 'heading',
  fontSize: '3xl',
  fontWeight: 'semibold',
  lineHeight: '1',
});

/** A chapter's name as a link into its editor. */
function ChapterLink({ bookId, chapter }: { bookId: number; chapter: ReadinessChapter }) {
  return (
    <Link
      to="/books/$bookId/chapters/$chapterId"
      params={{ bookId: String(bookId), chapterId: String(chapter.id) }}
      className={css({
        color: 'accent.text',
        textDecoration: 'underline',
        textUnderlineOffset: '2px',
      })}
    >
      {chapter.name}
    </Link>
  );
}

/** Chapters with figures that lack alt text, each linked to its editor; nothing when none do. */
function MissingAltSection({
  bookId,
  chapters,
}: {
  bookId: number;
  chapters: readonly ReadinessChapter[];
}) {
  const missing = chapters.filter((chapter) => chapter.figuresWithoutAlt > 0);
  if (missing.length === 0) return null;
  return (
    <section className={card()} aria-labelledby="figures-without-alt" data-testid="missing-alt">
      <h2 id="figures-without-alt" className={sectionTitle}>
        {figureTexts.missingAltHeading}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>
        {figureTexts.missingAltIntro}
      </p>
      <ul className={listStyle} style={{ marginTop: '0.5rem' }}>
        {missing.map((chapter) => (
          <li key={chapter.id}>
            <ChapterLink bookId={bookId} chapter={chapter} />:{' '}
            {figureTexts.missingAltCount(chapter.figuresWithoutAlt)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Everything the page shows, all computed by computeReadiness (packages/domain). */
export function ReadinessReport({
  bookId,
  milestones,
  chapters,
}: {
  bookId: number;
  milestones: readonly Milestone[];
  chapters: readonly ReadinessChapter[];
}) {
  const r = computeReadiness(milestones, chapters);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          gap: '4',
        })}
      >
        <Stat label={text.overallProgress}>
          <p className={big}>{r.milestonesPercent}%</p>
          <ProgressBar percent={r.milestonesPercent} label={text.overallProgress} />
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {text.milestonesComplete(r.milestonesCompleted, r.milestonesTotal)}
          </p>
        </Stat>
        <Stat label={text.totalChapters}>
          <p className={big}>{r.totalChapters}</p>
        </Stat>
        <Stat label={text.averageEeat}>
          <p className={big}>{r.averageEeat ?? text.noScore}</p>
        </Stat>
      </div>

      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
          gap: '4',
        })}
      >
        <section className={card()} aria-labelledby="milestones-checklist">
          <h2 id="milestones-checklist" className={sectionTitle}>
            {text.milestonesChecklist}
          </h2>
          {milestones.length === 0 ? (
            <p className={css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })}>
              {messages.emptyStates.milestones}
            </p>
          ) : (
            <ul className={listStyle} style={{ marginTop: '0.75rem' }}>
              {milestones.map((m) => (
                <li
                  key={m.id}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '2',
                    '& svg': { w: '4', h: '4', flexShrink: 0 },
                  })}
                >
                  {m.completed ? (
                    <CheckCircle2 aria-hidden className={css({ color: 'success.text' })} />
                  ) : (
                    <Circle aria-hidden className={css({ color: 'fg.subtle' })} />
                  )}
                  <span className={css({ flex: '1' })}>{m.title}</span>
                  {m.completed ? (
                    <span className={badge({ tone: 'success', size: 'sm' })}>{text.done}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={card()} aria-labelledby="chapter-quality">
          <h2 id="chapter-quality" className={sectionTitle}>
            {text.chapterQuality}
          </h2>
          <p className={css({ mt: '2', fontSize: 'sm' })}>
            {text.scoredChapters(r.scoredCount, r.totalChapters)} ·{' '}
            {text.atOrAboveThreshold(r.readyCount, PUBLICATION_THRESHOLD)}
          </p>
          {r.unscoredChapters.length > 0 ? (
            <div className={css({ mt: '4' })}>
              <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
                {text.unscoredChapters}
              </h3>
              <ul className={listStyle} style={{ marginTop: '0.5rem' }}>
                {r.unscoredChapters.map((c) => (
                  <li key={c.id}>
                    <ChapterLink bookId={bookId} chapter={c} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {r.belowThresholdChapters.length > 0 ? (
            <div className={css({ mt: '4' })}>
              <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
                {text.belowThreshold(PUBLICATION_THRESHOLD)}
              </h3>
              <ul className={listStyle} style={{ marginTop: '0.5rem' }}>
                {r.belowThresholdChapters.map(({ chapter, score }) => (
                  <li
                    key={chapter.id}
                    className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}
                  >
                    <ChapterLink bookId={bookId} chapter={chapter} />
                    <span className={css({ display: 'flex', gap: '1.5', alignItems: 'center' })}>
                      <span className={badge({ tone: 'neutral', size: 'sm' })}>{score}</span>
                      <ScoreBandBadge score={score} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {r.allChaptersReady ? (
            <p
              className={css({
                mt: '4',
                fontSize: 'sm',
                bg: 'success.subtle',
                color: 'success.text',
                p: '3',
                borderRadius: 'md',
              })}
            >
              {text.allChaptersReady(PUBLICATION_THRESHOLD)}
            </p>
          ) : null}
        </section>
      </div>

      <MissingAltSection bookId={bookId} chapters={chapters} />

      <section className={card()} aria-labelledby="next-steps">
        <h2 id="next-steps" className={sectionTitle}>
          {text.nextSteps}
        </h2>
        <ol
          className={css({
            mt: '3',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            fontSize: 'sm',
            listStyle: 'decimal',
            pl: '5',
          })}
          data-testid="next-steps"
        >
          {r.nextSteps.map((step) =>
            step.id === 'ready' ? (
              <li key={step.id} className={css({ fontWeight: 'semibold', color: 'success.text' })}>
                <span
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: '2',
                    '& svg': { w: '4', h: '4' },
                  })}
                >
                  <PartyPopper aria-hidden /> {step.text}
                </span>
              </li>
            ) : (
              <li key={step.id}>{step.text}</li>
            ),
          )}
        </ol>
      </section>
    </div>
  );
}
