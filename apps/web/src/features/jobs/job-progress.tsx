import { messages, type Job } from '@receipts/domain';
import { css } from 'styled-system/css';
import { Button, ProgressBar } from '../../components/ui/index.ts';

/** "Validating citations: 12 of 40 checked", with a bar and a Cancel button, while a job runs. */
export function JobProgress({ job, onCancel }: { job: Job; onCancel: () => void }) {
  // An export names its step ("Typesetting: pass 2 (ending widows)"); the others count items.
  const text =
    job.state === 'queued' && job.total === 0
      ? messages.jobs.queued
      : (job.step ?? messages.jobs.progress[job.kind](job.done, job.total));
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      data-testid="batch-progress"
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <p className={css({ flex: '1', fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
          {text}
        </p>
        <Button variant="outline" size="sm" disabled={job.cancelRequested} onClick={onCancel}>
          {job.cancelRequested ? messages.jobs.cancelling : messages.jobs.cancel}
        </Button>
      </div>
      <ProgressBar
        percent={job.total ? (job.done / job.total) * 100 : 0}
        label={`${messages.jobs.names[job.kind]} progress`}
      />
    </div>
  );
}
