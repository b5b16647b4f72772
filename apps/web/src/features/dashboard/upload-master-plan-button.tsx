import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@receipts/domain';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { checkDocument, DOCUMENT_ACCEPT } from '../uploads/file-check.ts';
import { uploadFile } from '../uploads/upload-file.ts';

/** Upload a master-plan document; the server turns it into a book project (POST /api/upload/book). */
export function UploadMasterPlanButton() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
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
    const result = await uploadFile('/api/upload/book', 'document', file);
    setUploading(false);
    if (!result.ok) {
      notify.error(messages.toasts.error.upload(result.message));
      return;
    }
    notify.success(messages.toasts.success.upload(result.message));
    await queryClient.invalidateQueries(trpc.books.pathFilter());
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        data-testid="master-plan-input"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={uploading}>
        <FileUp /> {uploading ? 'Uploading...' : 'Upload Master Plan'}
      </Button>
    </>
  );
}
