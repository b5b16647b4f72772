import { formatIsoDate, messages, type Milestone } from '@receipts/domain';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';

const text = messages.bookDetail;

/** Title, description, a Completed/Pending badge, 'Due: {date}', and a checkbox that flips completion. */
export function MilestoneItem({ milestone, pending, onToggle }: { milestone: Milestone; pending: boolean; onToggle: (completed: boolean) => void }) {
  const due = formatIsoDate(milestone.deadline);
  const checkboxId = `milestone-${milestone.id}-done`;
  return (
    <li data-testid="milestone" className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.subtle', _last: { borderBottomWidth: '0' } })}>
      <input
        id={checkboxId}
        type="checkbox"
        checked={milestone.completed}
        disabled={pending}
        onChange={(event) => onToggle(event.target.checked)}
        aria-label={`Mark ${milestone.title} as ${milestone.completed ? 'pending' : 'completed'}`}
        className={css({ mt: '1', w: '4', h: '4', accentColor: 'var(--colors-accent-default)', cursor: 'pointer' })}
      />
      <div className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <label htmlFor={checkboxId} className={css({ fontWeight: 'medium', cursor: 'pointer', textDecoration: milestone.completed ? 'line-through' : 'none', color: milestone.completed ? 'fg.muted' : 'fg.default' })}>
            {milestone.title}
          </label>
          <span className={badge({ tone: milestone.completed ? 'success' : 'neutral', size: 'sm' })}>
            {milestone.completed ? text.milestoneCompleted : text.milestonePending}
          </span>
        </div>
        {milestone.description ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{milestone.description}</p> : null}
        {due ? <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{text.milestoneDue(due)}</p> : null}
      </div>
    </li>
  );
}
