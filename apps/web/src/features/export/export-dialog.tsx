import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EXPORT_CHAPTER_SELECTIONS,
  EXPORT_REFERENCE_PLACEMENTS,
  exportOptionsSchema,
  isActiveJobState,
  messages,
  type ExportOptions,
  type Job,
} from '@receipts/domain';
import { Eye, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { FormDialog } from '../../components/form-dialog.tsx';
import { Button, ProgressBar, SimpleSelect } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { fetchFile, saveFile, type DownloadProgress } from './download-file.ts';
import { fetchExportByJob } from './export-job.ts';
import { EXPORT_KINDS, kindOf, optionsForKind, trimsOf, type ExportKind } from './export-kinds.ts';
import { exportWarnings } from './export-readiness.ts';
import { exportTexts as text } from './export-texts.ts';
import { PdfPreview } from './pdf-preview.tsx';

const items = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const KIND_ITEMS = items(EXPORT_KINDS, text.formats);
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

/** An export job's step in words (what the server is doing now) and how far it has come. */
function jobLine(job: Job): { label: string; percent: number } {
  const label = job.step ?? (job.state === 'queued' ? messages.jobs.queued : text.typesetting);
  return { label, percent: job.total > 0 ? (job.done / job.total) * 100 : 0 };
}

function ProgressLine({
  progress,
  typesetting,
}: {
  progress: DownloadProgress;
  typesetting: boolean;
}) {
  const preparing = typesetting ? text.typesetting : text.preparing;
  const { label, percent } =
    progress.phase === 'preparing'
      ? { label: preparing, percent: 0 }
      : progress.phase === 'job'
        ? jobLine(progress.job)
        : { label: text.downloading(progress.percent), percent: progress.percent };
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
      data-testid="export-progress"
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
        {label}
      </p>
      <ProgressBar percent={percent} label={text.progressLabel} />
    </div>
  );
}

/** A file fetched for the preview, kept for the download while the options stay the same. */
interface Fetched {
  /** The options it was made with. */
  key: string;
  fileName: string;
  file: Blob;
}

/**
 * 'Export Book': a dialog to pick the format (a PDF as a print interior or a standard manuscript, with
 * its trim), where references go and which chapters, with a list of what is not ready yet (never
 * blocking); a PDF is typeset as an export job, can be previewed (pdf.js: pages, page count,
 * trim) and the previewed file is the one downloaded. Downloads show a progress bar.
 */
export function ExportDialog({
  bookId,
  open,
  onOpenChange,
}: {
  bookId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [options, setOptions] = useState<ExportOptions>({
    format: 'docx',
    references: 'book',
    chapters: 'all',
  });
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [preview, setPreview] = useState<Fetched | null>(null);
  const kind = kindOf(options);
  const trims = trimsOf(kind);
  const chapters = useQuery({
    ...trpc.chapters.summariesByBook.queryOptions({ id: bookId }),
    enabled: open,
  });
  // The counts by status, not the citations: the warnings only say how many are not verified.
  const citations = useQuery({
    ...trpc.citations.summaryByBook.queryOptions({ id: bookId }),
    enabled: open,
  });
  const warnings =
    chapters.data && citations.data
      ? exportWarnings(chapters.data, citations.data.book, options.chapters)
      : [];
  const set =
    <K extends keyof ExportOptions>(key: K) =>
    (value: string) =>
      setOptions((current) => ({ ...current, [key]: value as ExportOptions[K] }));

  const startJob = useMutation(trpc.jobs.start.mutationOptions());
  const readJob = (id: string) =>
    queryClient.fetchQuery({ ...trpc.jobs.get.queryOptions({ id }), staleTime: 0 });
  /**
   * The file for the current options: the previewed one if they have not changed since. A PDF is
   * typeset as an export job (minutes for a long book, off the request); the others download.
   */
  const fetchCurrent = async (): Promise<Fetched> => {
    const key = JSON.stringify(options);
    if (preview?.key === key) return preview;
    if (options.format === 'pdf') {
      const made = await fetchExportByJob(
        () => startJob.mutateAsync({ id: bookId, kind: 'export', export: options }),
        readJob,
        setProgress,
      );
      return { key, fileName: made.fileName, file: made.file };
    }
    const link = await queryClient.fetchQuery({
      ...trpc.books.exportLink.queryOptions({ id: bookId, ...options }),
      staleTime: 0,
    });
    return { key, fileName: link.fileName, file: await fetchFile(link.url, setProgress) };
  };

  const run = async (
    then: (fetched: Fetched) => void,
    fetch: () => Promise<Fetched> = fetchCurrent,
  ) => {
    try {
      then(await fetch());
    } catch (error) {
      notify.error({
        title: text.failed,
        description: error instanceof Error ? error.message : text.failedFallback,
      });
    } finally {
      setProgress(null);
    }
  };
  const start = () =>
    run((fetched) => {
      saveFile(fetched.file, fetched.fileName);
      notify.success({ title: text.done, description: fetched.fileName });
      onOpenChange(false);
    });
  const showPreview = () => run(setPreview);

  /**
   * An export job already running on the book (started before a reload, in another tab, or by a
   * script) is taken up when the dialog opens: its options shown, its steps followed, and its file
   * kept for the preview and the download, as if this dialog had started it.
   */
  const current = useQuery({
    ...trpc.jobs.current.queryOptions({ id: bookId }),
    enabled: open && progress === null,
    staleTime: 0,
  });
  const takenUp = useRef(new Set<string>());
  useEffect(() => {
    const job = current.data;
    if (!open || progress !== null || !job || job.kind !== 'export') return;
    if (!isActiveJobState(job.state) || takenUp.current.has(job.id)) return;
    const asked = exportOptionsSchema.safeParse(job.params);
    if (!asked.success) return;
    takenUp.current.add(job.id);
    setOptions(asked.data);
    const key = JSON.stringify(asked.data);
    void run(setPreview, async () => {
      const made = await fetchExportByJob(async () => job, readJob, setProgress);
      return { key, fileName: made.fileName, file: made.file };
    });
  }, [open, progress, current.data]);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => progress === null && onOpenChange(next)}
      title={text.title}
      description={text.description}
      submitLabel={text.submit}
      canSubmit={progress === null}
      onSubmit={() => void start()}
      wide
    >
      <SimpleSelect
        label={text.format}
        items={KIND_ITEMS}
        value={kind}
        onValueChange={(value) =>
          setOptions((current) => optionsForKind(value as ExportKind, current))
        }
      />
      {trims.length > 0 ? (
        <SimpleSelect
          label={text.trim}
          items={trims.map((trim) => ({ value: trim, label: text.trims[trim] }))}
          value={options.trim ?? trims[0]!}
          onValueChange={set('trim')}
        />
      ) : null}
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
      {trims.length > 0 ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={progress !== null}
          onClick={() => void showPreview()}
          className={css({ alignSelf: 'flex-start' })}
        >
          <Eye /> {text.preview}
        </Button>
      ) : null}
      {progress ? <ProgressLine progress={progress} typesetting={trims.length > 0} /> : null}
      {preview && trims.length > 0 ? (
        <PdfPreview file={preview.file} trimLabel={text.trims[options.trim ?? trims[0]!]} />
      ) : null}
    </FormDialog>
  );
}
