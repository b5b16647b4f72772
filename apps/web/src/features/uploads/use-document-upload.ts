import { messages } from '@receipts/domain';
import { useRef, useState } from 'react';
import { useNotify } from '../notify/use-notify.ts';
import { checkDocument, DOCUMENT_ACCEPT } from './file-check.ts';
import { uploadFile } from './upload-file.ts';
import { IDLE, type UploadProgress } from './upload-progress.ts';

/**
 * A document upload behind a button: checks the file (SPEC §5), posts it as the multipart field
 * 'document' with progress (sending, then processing), shows SPEC's toasts, and runs
 * `onUploaded` after a success.
 */
export function useDocumentUpload(url: string, onUploaded: () => Promise<unknown>) {
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress>(IDLE);

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = checkDocument(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    const result = await uploadFile(url, 'document', file, setProgress);
    if (!result.ok) {
      notify.error(messages.toasts.error.upload(result.message));
      return;
    }
    notify.success(messages.toasts.success.upload(result.message));
    await onUploaded();
  };

  return {
    progress,
    uploading: progress.phase !== 'idle',
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
