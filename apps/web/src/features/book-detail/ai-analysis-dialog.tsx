import { messages } from '@receipts/domain';
import { ScrollText } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button, Dialog } from '../../components/ui/index.ts';

/** 'AI Draft Analysis Logs': the analysis text stored with the book, in a dialog. */
export function AiAnalysisDialog({ title, log }: { title: string; log: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <ScrollText /> {messages.bookDetail.aiAnalysisButton}
        </Button>
      </Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: '3xl' })}>
          <Dialog.Title>{messages.bookDetail.aiAnalysisTitle(title)}</Dialog.Title>
          <div
            className={css({
              mt: '4',
              maxH: '65vh',
              overflowY: 'auto',
              whiteSpace: 'pre-wrap',
              fontSize: 'sm',
              lineHeight: '1.6',
            })}
          >
            {log}
          </div>
          <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '4' })}>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline">Close</Button>
            </Dialog.CloseTrigger>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
