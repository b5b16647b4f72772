import { useMutation } from '@tanstack/react-query';
import { formatIsoDate, messages, type Milestone } from '@receipts/domain';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, listRow } from 'styled-system/recipes';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { MilestoneActions } from './milestone-actions.tsx';
import { milestoneToasts } from './milestone-texts.ts';
import { useMilestoneInvalidation } from './use-milestone-invalidation.ts';

const text = messages.bookDetail;

/**
 * Title, description, a Completed/Pending badge, 'Due: {date}', a checkbox that flips completion,
 * and buttons to edit or delete the milestone.
 */
export function MilestoneItem({ milestone }: { milestone: Milestone }) {
  const trpc = useTrpc();
  const notify = useNotify();
  const invalidate = useMilestoneInvalidation();
  // The state being saved, shown from the click until the refreshed list arrives; set in the event
  // itself, or the controlled checkbox would snap back for a moment.
  const [saving, setSaving] = useState<boolean | null>(null);
  // One mutation per milestone, so ticking several in a row keeps each one's pending state.
  const toggle = useMutation(
    trpc.milestones.update.mutationOptions({
      onError: () => notify.error(milestoneToasts.updateFailed),
      onSettled: async () => {
        await invalidate(milestone.bookId);
        setSaving(null);
      },
    }),
  );
  const completed = saving ?? milestone.completed;
  const due = formatIsoDate(milestone.deadline);
  const checkboxId = `milestone-${milestone.id}-done`;

  return (
    <li
      data-testid="milestone"
      className={cx(
        listRow(),
        css({
          display: 'flex',
          gap: '3',
          alignItems: 'flex-start',
        }),
      )}
    >
      <input
        id={checkboxId}
        type="checkbox"
        checked={completed}
        disabled={saving !== null}
        onChange={(event) => {
          setSaving(event.target.checked);
          toggle.mutate({ id: milestone.id, completed: event.target.checked });
        }}
        className={css({
          mt: '1',
          w: '4',
          h: '4',
          accentColor: 'var(--colors-accent-default)',
          cursor: 'pointer',
        })}
      />
      <div
        className={css({
          flex: '1',
          minW: '0',
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
        })}
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <label
            htmlFor={checkboxId}
            className={css({
              fontWeight: 'medium',
              cursor: 'pointer',
              textDecoration: completed ? 'line-through' : 'none',
              color: completed ? 'fg.muted' : 'fg.default',
            })}
          >
            {milestone.title}
          </label>
          <span className={badge({ tone: completed ? 'success' : 'neutral', size: 'sm' })}>
            {completed ? text.milestoneCompleted : text.milestonePending}
          </span>
        </div>
        {milestone.description ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{milestone.description}</p>
        ) : null}
        {due ? (
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{text.milestoneDue(due)}</p>
        ) : null}
      </div>
      <MilestoneActions milestone={milestone} />
    </li>
  );
}
