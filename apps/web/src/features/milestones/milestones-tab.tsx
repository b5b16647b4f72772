import { useQuery } from '@tanstack/react-query';
import { messages } from '@receipts/domain';
import { Plus } from 'lucide-react';
import { css } from 'styled-system/css';
import { card, skeleton } from 'styled-system/recipes';
import { Button } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { MilestoneItem } from './milestone-item.tsx';
import { NewMilestoneDialog } from './new-milestone-dialog.tsx';

const text = messages.bookDetail;

/** The book's milestones; each can be ticked completed or back to pending. */
export function MilestonesTab({ bookId }: { bookId: number }) {
  const trpc = useTrpc();
  const milestones = useQuery(trpc.milestones.listByBook.queryOptions({ id: bookId }));
  const list = milestones.data ?? [];

  return (
    <section
      aria-labelledby="milestones-heading"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <h2 id="milestones-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {text.tabs.milestones}
        </h2>
        <NewMilestoneDialog
          bookId={bookId}
          trigger={
            <Button variant="accent" size="sm">
              <Plus /> {text.addMilestone}
            </Button>
          }
        />
      </div>
      {milestones.isPending ? (
        <div className={`${skeleton()} ${css({ h: '24' })}`} />
      ) : list.length === 0 ? (
        <div
          className={css({
            py: '10',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '4',
            borderWidth: '1px',
            borderStyle: 'dashed',
            borderColor: 'border.default',
            borderRadius: 'xl',
          })}
        >
          <p className={css({ color: 'fg.muted' })}>{messages.emptyStates.milestones}</p>
          <NewMilestoneDialog
            bookId={bookId}
            trigger={
              <Button variant="outline" size="sm">
                {text.createFirstMilestone}
              </Button>
            }
          />
        </div>
      ) : (
        <ul className={card({ padding: 'none' })} data-testid="milestone-list">
          {list.map((milestone) => (
            <MilestoneItem key={milestone.id} milestone={milestone} />
          ))}
        </ul>
      )}
    </section>
  );
}
