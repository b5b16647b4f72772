import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Button } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { uploadFile } from '../uploads/upload-file.ts';
import { backupTexts as text } from './backup-texts.ts';

/** The status refreshes while Settings is open, so a backup running or just failed shows. */
const STATUS_REFRESH_MS = 5_000;

function BackupStatusLine() {
  const trpc = useTrpc();
  const status = useQuery({
    ...trpc.backup.status.queryOptions(),
    refetchInterval: STATUS_REFRESH_MS,
  });
  if (!status.data) return null;
  const { last, lastSucceededAt, dailyAt } = status.data;
  const failed = last?.status === 'failed';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ color: 'fg.muted' })}>{text.intro(dailyAt)}</p>
      <p
        data-testid="backup-status"
        role={failed ? 'alert' : 'status'}
        className={css({
          fontWeight: 'medium',
          color: failed ? 'danger.text' : 'fg.default',
          bg: failed ? 'danger.subtle' : 'transparent',
          borderLeftWidth: failed ? '4px' : '0',
          borderColor: 'danger.default',
          px: failed ? '3' : '0',
          py: failed ? '2' : '0',
        })}
      >
        {!last
          ? text.never
          : last.status === 'running'
            ? text.running(last)
            : failed
              ? text.failed(last)
              : text.succeeded(last)}
      </p>
      {failed && <p>{text.lastGood(lastSucceededAt)}</p>}
    </div>
  );
}

function RestoreForm() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const restore = useMutation({
    mutationFn: async () => {
      if (!file) throw new Error(text.noFile);
      const result = await uploadFile(
        `/api/backup/restore${replace ? '?replace=true' : ''}`,
        'backup',
        file,
        () => {},
      );
      if (!result.ok) throw new Error(result.message ?? text.restoreFailed);
      return result.message;
    },
    onSuccess: async (message) => {
      notify.success({ title: text.restored, description: message ?? undefined });
      await queryClient.invalidateQueries();
    },
    onError: (error) => notify.error({ title: text.restoreFailed, description: error.message }),
    onSettled: () => queryClient.invalidateQueries(trpc.backup.status.queryFilter()),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    restore.mutate();
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="restore-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h3 id="restore-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {text.restoreTitle}
      </h3>
      <p className={css({ color: 'fg.muted' })}>{text.restoreIntro}</p>
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <span className={css({ fontWeight: 'medium' })}>{text.file}</span>
        <input
          type="file"
          accept=".zip,application/zip"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <input
          type="checkbox"
          checked={replace}
          onChange={(event) => setReplace(event.target.checked)}
        />
        <span>{text.replace}</span>
      </label>
      <div>
        <Button type="submit" variant="outline" disabled={!file || restore.isPending}>
          {restore.isPending ? text.restoring : text.restore}
        </Button>
      </div>
    </form>
  );
}

/** Settings' Backups card: the last backup's time, size and result, the download, the restore. */
export function BackupCard() {
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="backup-card-title">
      <h2 id="backup-card-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {text.title}
      </h2>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', mt: '4' })}>
        <BackupStatusLine />
        <div>
          {/* A plain link: the browser saves the .zip as it arrives, whatever its size. */}
          <a
            href="/api/backup"
            download
            className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}
          >
            {text.download}
          </a>
        </div>
        <RestoreForm />
      </div>
    </section>
  );
}
