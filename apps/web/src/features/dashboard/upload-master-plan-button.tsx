import { useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { Button } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { CancelImportButton } from '../uploads/cancel-import-button.tsx';
import { useDocumentUpload } from '../uploads/use-document-upload.ts';

/** Upload a master-plan document; the server turns it into a book project (POST /api/upload/book). */
export function UploadMasterPlanButton() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const upload = useDocumentUpload('/api/upload/book', 'plan', () =>
    queryClient.invalidateQueries(trpc.books.pathFilter()),
  );
  return (
    <>
      <input {...upload.inputProps} data-testid="master-plan-input" />
      <Button
        variant="outline"
        onClick={upload.open}
        disabled={upload.uploading}
        aria-busy={upload.uploading}
        data-testid="master-plan-button"
      >
        <FileUp /> {upload.label('Upload Master Plan')}
      </Button>
      <CancelImportButton cancel={upload.cancel} />
    </>
  );
}
