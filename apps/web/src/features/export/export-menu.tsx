import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EXPORT_CHAPTER_SELECTIONS,
  EXPORT_FORMATS,
  EXPORT_REFERENCE_PLACEMENTS,
  type ExportOptions,
} from '@receipts/domain';
import { Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Button, ProgressBar, SimpleSelect } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { downloadFile, type DownloadProgress } from './download-file.ts';
import { exportWarnings } from './export-readiness.ts';
import { exportTexts as text } from './export-texts.ts';

const items = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const FORMAT_ITEMS = items(EXPORT_FORMATS, text.formats);
const REFERENCE_ITEMS = items(EXPORT_REFERENCE_PLACEMENTS, text.referencePlacements);
const CHAPTER_ITEMS = items(EXPORT_CHAPTER_SELECTIONS, text.chapterSelections);

function NotReady({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="export-warnings"
      className={css({
        display: 'flex',
        gap: '2',
        p: '3',
        borderRadius: 'md',
        borderWidth: '1px',
        borderColor: 'warning.border',
        bg: 'warning.subtle',
        color: 'warning.text',
        fontSize: 'sm',
      })}
    >
      <TriangleAlert aria-hidden className={css({ w: '4', h: '4', flexShrink: 0, mt: '0.5' })} />
      <div>
        <p className={css({ fontWeight: 'medium' })}>{text.notReadyHeading}</p>
        <ul className={css({ listStyle: 'disc', pl: '4' })}>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ProgressLine({ progress }: { progress: DownloadProgress }) {
  const label =
    progress.phase === 'preparing' ? text.preparing : text.downloading(progress.percent);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
        {label}
      </p>
      <ProgressBar percent={progress.phase === 'preparing' ? 5 : progress.percent} label={label} />
    </div>
  );
}

/**
 * 'Export': a dialog to pick the format, where references go and which chapters, with a list of
 * what is not ready yet (never blocking), then a download with a progress bar.
 */
export function ExportMenu({ bookId }: { bookId: number }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ExportOptions>({
    format: 'docx',
    references: 'book',
    chapters: 'all',
  });
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const chapters = useQuery({
    ...trpc.chapters.summariesByBook.queryOptions({ id: bookId }),
    enabled: open,
  });
  const citations = useQuery({
    ...trpc.citations.listByBook.queryOptions({ id: bookId }),
    enabled: open,
  });
  const warnings =
    chapters.data && citations.data
      ? exportWarnings(chapters.data, citations.data, options.chapters)
      : [];
  const set =
    <K extends keyof ExportOptions>(key: K) =>
    (value: string) =>
      setOptions((current) => ({ ...current, [key]: value as ExportOptions[K] }));

  const start = async () => {
    try {
      const link = await queryClient.fetchQuery({
        ...trpc.books.exportLink.queryOptions({ id: bookId, ...options }),
        staleTime: 0,
      });
      await downloadFile(link.url, link.fileName, setProgress);
      notify.success({ title: text.done, description: link.fileName });
      setOpen(false);
    } catch (error) {
      notify.error({
        title: text.failed,
        description: error instanceof Error ? error.message : text.failedFallback,
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => progress === null && setOpen(next)}
      trigger={
        <Button variant="outline" size="sm">
          <Download /> {text.button}
        </Button>
      }
      title={text.title}
      description={text.description}
      submitLabel={text.submit}
      canSubmit={progress === null}
      onSubmit={() => void start()}
    >
      <SimpleSelect
        label={text.format}
        items={FORMAT_ITEMS}
        value={options.format}
        onValueChange={set('format')}
      />
      <SimpleSelect
        label={text.references}
        items={REFERENCE_ITEMS}
        value={options.references}
        onValueChange={set('references')}
      />
      <SimpleSelect
        label={text.chapters}
        items={CHAPTER_ITEMS}
        value={options.chapters}
        onValueChange={set('chapters')}
      />
      <NotReady warnings={warnings} />
      {progress ? <ProgressLine progress={progress} /> : null}
    </FormDialog>
  );
}
