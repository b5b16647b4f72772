import { IMPORT_JOB_ID_HEADER, messages, type Job } from '@receipts/domain';
import { useRef, useState } from 'react';
import { useNotify } from '../notify/use-notify.ts';
import { checkDocument, DOCUMENT_ACCEPT } from './file-check.ts';
import { beginImport, importJobLabel, useImportJob } from './import-jobs.ts';
import { uploadFile } from './upload-file.ts';
import { useImportCancel } from './use-import-cancel.ts';
import { IDLE, uploadLabel, type UploadProgress } from './upload-progress.ts';
import { uploadTexts } from './upload-texts.ts';

/**
 * A document upload behind a button: checks the file (SPEC §5), posts it as the multipart field
 * 'document' with progress (sending, then processing: a large file's import job step by step),
 * shows SPEC's toasts, and runs `onUploaded` after a success. An import job still running when the
 * page was reloaded is followed to its end, with the same toasts (`scope` names whose it is). While
 * the import runs as a job it can be cancelled: the call then ends with the job's 409 and the
 * server has imported nothing (the job's commit is the import's, docs/decisions/jobs.md).
 */
export function useDocumentUpload(url: string, scope: string, onUploaded: () => Promise<unknown>) {
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress>(IDLE);
  const job = useImportJob(scope, (ended: Job) => {
    if (ended.state === 'completed') {
      const message = ended.result?.message;
      notify.success(messages.toasts.success.upload(typeof message === 'string' ? message : null));
      void onUploaded();
    } else if (ended.state === 'cancelled') {
      notify.success(uploadTexts.importCancelled);
    } else {
      notify.error(messages.toasts.error.upload(ended.error?.message ?? null));
    }
  });

  const { cancel, wasCancelled } = useImportCancel(job);

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = checkDocument(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    const named = beginImport(scope);
    const result = await uploadFile(url, 'document', file, setProgress, {
      [IMPORT_JOB_ID_HEADER]: named.jobId,
    });
    named.done();
    if (!result.ok) {
      // A cancelled job answers 409 ("Chapter import was cancelled after 1 of 3").
      if (result.status === 409 && (await wasCancelled(named.jobId)))
        notify.success(uploadTexts.importCancelled);
      else notify.error(messages.toasts.error.upload(result.message));
      return;
    }
    notify.success(messages.toasts.success.upload(result.message));
    await onUploaded();
  };
  const uploading = progress.phase !== 'idle' || job !== null;
  return {
    progress,
    uploading,
    /** Stops the import's job, while one runs. */
    cancel,
    /** The button's text: sending, processing, the import job's step, or `idleLabel`. */
    label: (idleLabel: string) =>
      job && progress.phase !== 'uploading'
        ? importJobLabel(job)
        : uploadLabel(progress, idleLabel),
    open: () => inputRef.current?.click(),
    inputProps: {
      ref: inputRef,
      type: 'file',
      accept: DOCUMENT_ACCEPT,
      hidden: true,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        void onFile(event.target.files?.[0]),
    },
  };
}
