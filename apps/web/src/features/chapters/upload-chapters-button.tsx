import { messages } from '@receipts/domain';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, type ButtonProps } from '../../components/ui/index.ts';
import { useNotify } from '../notify/use-notify.ts';
import { checkDocument, DOCUMENT_ACCEPT } from '../uploads/file-check.ts';
import { uploadFile } from '../uploads/upload-file.ts';
import { useChapterInvalidation } from './use-chapter-invalidation.ts';

interface UploadChaptersButtonProps {
  bookId: number;
  label?: string;
  variant?: ButtonProps['variant'];
}

/** Adds chapters from a document: POST /api/books/{id}/upload-chapters, file field 'document'. */
export function UploadChaptersButton({ bookId, label = messages.bookDetail.uploadChapters, variant = 'outline' }: UploadChaptersButtonProps) {
  const notify = useNotify();
  const invalidate = useChapterInvalidation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = checkDocument(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setUploading(true);
    const result = await uploadFile(`/api/books/${bookId}/upload-chapters`, 'document', file);
    setUploading(false);
    if (!result.ok) {
      notify.error(messages.toasts.error.upload(result.message));
      return;
    }
    notify.success(messages.toasts.success.upload(result.message));
    await invalidate(bookId);
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        data-testid="chapters-document-input"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button variant={variant} size="sm" onClick={() => inputRef.current?.click()} disabled={uploading}>
        <FileUp /> {uploading ? 'Uploading...' : label}
      </Button>
    </>
  );
}
