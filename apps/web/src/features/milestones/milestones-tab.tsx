import { useQuery } from '@tanstack/react-query';
import { messages } from '@receipts/domain';
import { Flag, Plus } from 'lucide-react';
import { css } from 'styled-system/css';
import { card, skeleton } from 'styled-system/recipes';
import { Button } from '../../components/ui/index.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { TabSection } from '../../components/tab-section.tsx';
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
    <TabSection
      id="milestones"
      heading={text.tabs.milestones}
      actions={
        <NewMilestoneDialog
          bookId={bookId}
          trigger={
            <Button variant="accent" size="sm">
              <Plus /> {text.addMilestone}
            </Button>
          }
        />
      }
    >
      {milestones.isPending ? (
        <div className={`${skeleton()} ${css({ h: '24' })}`} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Flag />}
          text={messages.emptyStates.milestones}
          hint="Milestones mark the steps to publication, each with an optional due date."
        >
          <NewMilestoneDialog
            bookId={bookId}
            trigger={
              <Button variant="outline" size="sm">
                {text.createFirstMilestone}
              </Button>
            }
          />
        </EmptyState>
      ) : (
        <ul className={card({ padding: 'none' })} data-testid="milestone-list">
          {list.map((milestone) => (
            <MilestoneItem key={milestone.id} milestone={milestone} />
          ))}
        </ul>
      )}
    </TabSection>
  );
}
