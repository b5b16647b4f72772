import { useQueryClient } from '@tanstack/react-query';
import { COVER_RECOMMENDED_RATIO, messages } from '@receipts/domain';
import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Button, Dialog } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { checkCover, COVER_ACCEPT } from '../uploads/file-check.ts';
import { uploadFile } from '../uploads/upload-file.ts';
import { IDLE, uploadLabel, type UploadProgress } from '../uploads/upload-progress.ts';

/** Upload/Change Cover: pick an image, see it, then send it (POST /api/books/{id}/cover, field 'cover'). */
export function CoverUpload({ bookId, hasCover }: { bookId: number; hasCover: boolean }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress>(IDLE);
  const uploading = progress.phase !== 'idle';

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onPick = (picked: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!picked) return;
    const problem = checkCover(picked);
    if (problem) notify.error(problem);
    else setFile(picked);
  };

  const close = () => {
    setFile(null);
    setPreview(null);
  };

  const upload = async () => {
    if (!file) return;
    const result = await uploadFile(`/api/books/${bookId}/cover`, 'cover', file, setProgress);
    if (!result.ok) {
      notify.error(messages.toasts.error.upload(result.message));
      return;
    }
    notify.success(messages.toasts.success.coverUploaded);
    close();
    await queryClient.invalidateQueries(trpc.books.pathFilter());
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={COVER_ACCEPT}
        hidden
        data-testid="cover-input"
        onChange={(event) => onPick(event.target.files?.[0])}
      />
      <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
        <ImageUp /> {hasCover ? 'Change Cover' : 'Upload Cover'}
      </Button>
      <Dialog.Root open={file !== null} onOpenChange={(details) => !details.open && close()}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: 'sm' })}>
            <Dialog.Title>Cover Preview</Dialog.Title>
            <Dialog.Description>
              Recommended aspect ratio {COVER_RECOMMENDED_RATIO.width}:
              {COVER_RECOMMENDED_RATIO.height} (for example 400x600).
            </Dialog.Description>
            {preview ? (
              <img
                src={preview}
                alt="Cover preview"
                className={css({
                  mt: '4',
                  w: '100%',
                  aspectRatio: '2 / 3',
                  objectFit: 'cover',
                  borderRadius: 'lg',
                  bg: 'bg.muted',
                })}
              />
            ) : null}
            <div
              className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '5' })}
            >
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{messages.common.cancel}</Button>
              </Dialog.CloseTrigger>
              <Button variant="accent" disabled={uploading} onClick={() => void upload()}>
                {uploadLabel(progress, 'Upload Cover')}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </>
  );
}
