import { writingPace, type Book } from '@receipts/domain';
import { useQuery } from '@tanstack/react-query';
import { Flame, Target } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Button, ProgressBar } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { GoalForm } from './goal-form.tsx';
import { goalTexts, paceSentence } from './goal-texts.ts';

const muted = css({ fontSize: 'sm', color: 'fg.muted' });
const MAX_PACES = 3;

/** The dashboard's writing goal: today's net words against the goal, the streak, and the pace each book with a deadline needs. */
export function WritingGoalCard({ books }: { books: readonly Book[] | undefined }) {
  const trpc = useTrpc();
  const goals = useQuery(trpc.goals.get.queryOptions());
  const [editing, setEditing] = useState(false);
  const data = goals.data;
  const goal = data?.dailyWordGoal ?? null;
  const paces = data
    ? (books ?? [])
        .filter((book) => book.status === 'in-progress' && book.deadline)
        .map((book) => ({
          book,
          sentence: paceSentence(
            writingPace({ ...book, deadline: book.deadline, today: data.today }),
            book.targetWordCount,
            book.deadline,
            data.today,
          ),
        }))
        .slice(0, MAX_PACES)
    : [];

  return (
    <section
      aria-labelledby="writing-goal"
      data-testid="writing-goal"
      className={`${card()} ${css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
        gap: '6',
      })}`}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2
          id="writing-goal"
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'sm',
            fontWeight: 'medium',
            color: 'fg.muted',
          })}
        >
          <Target aria-hidden className={css({ w: '4', h: '4' })} />
          {goalTexts.title}
        </h2>
        <p
          data-testid="words-today"
          className={css({
            fontFamily: 'heading',
            fontSize: '2xl',
            fontWeight: 'semibold',
            minH: '1lh',
          })}
        >
          {data ? goalTexts.today(data.wordsToday) : null}
          {goal !== null ? <span className={muted}> {goalTexts.ofGoal(goal)}</span> : null}
        </p>
        {data && goal !== null ? (
          <ProgressBar percent={(data.wordsToday / goal) * 100} label={goalTexts.progressLabel} />
        ) : null}
        {data ? (
          <p
            data-testid="streak"
            className={`${muted} ${css({ display: 'flex', alignItems: 'center', gap: '1.5' })}`}
          >
            <Flame aria-hidden className={css({ w: '4', h: '4' })} />
            {goal === null
              ? goalTexts.noGoal
              : `${goalTexts.streak(data.streakDays)}${data.goalMetToday ? ` · ${goalTexts.goalMet}` : ''}`}
          </p>
        ) : null}
        {editing ? (
          <GoalForm current={goal} onDone={() => setEditing(false)} />
        ) : (
          <div>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} disabled={!data}>
              {goal === null ? goalTexts.setGoal : goalTexts.changeGoal}
            </Button>
          </div>
        )}
      </div>
      {paces.length > 0 ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h3 className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
            {goalTexts.paceHeading}
          </h3>
          <ul
            data-testid="pace-list"
            className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
          >
            {paces.map(({ book, sentence }) => (
              <li key={book.id} className={css({ fontSize: 'sm' })}>
                <span className={css({ fontWeight: 'medium' })}>{book.title}</span>: {sentence}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
