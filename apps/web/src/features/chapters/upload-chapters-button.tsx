import { messages } from '@receipts/domain';
import { FileUp } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/index.ts';
import { CancelImportButton } from '../uploads/cancel-import-button.tsx';
import { useDocumentUpload } from '../uploads/use-document-upload.ts';
import { useChapterInvalidation } from './use-chapter-invalidation.ts';

interface UploadChaptersButtonProps {
  bookId: number;
  label?: string;
  variant?: ButtonProps['variant'];
}

/** Adds chapters from a document: POST /api/books/{id}/upload-chapters, file field 'document'. */
export function UploadChaptersButton({
  bookId,
  label = messages.bookDetail.uploadChapters,
  variant = 'outline',
}: UploadChaptersButtonProps) {
  const invalidate = useChapterInvalidation();
  const upload = useDocumentUpload(
    `/api/books/${bookId}/upload-chapters`,
    `chapters:${bookId}`,
    () => invalidate(bookId),
  );
  return (
    <>
      <input {...upload.inputProps} data-testid="chapters-document-input" />
      <Button
        variant={variant}
        size="sm"
        onClick={upload.open}
        disabled={upload.uploading}
        aria-busy={upload.uploading}
      >
        <FileUp /> {upload.label(label)}
      </Button>
      <CancelImportButton cancel={upload.cancel} />
    </>
  );
}
