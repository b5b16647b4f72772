import { IMPORT_JOB_ID_HEADER, toastText } from '@receipts/domain';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Button } from '../../components/ui/index.ts';
import { useChapterInvalidation } from '../chapters/use-chapter-invalidation.ts';
import { checkDocument } from '../uploads/file-check.ts';
import { beginImport } from '../uploads/import-jobs.ts';
import { uploadFile } from '../uploads/upload-file.ts';
import { uploadInOrder, type DropItem } from './drop-queue.ts';
import { fileDropTexts as text } from './file-drop-texts.ts';
import { useFileDrop } from './use-file-drop.ts';

const overlay = css({
  position: 'fixed',
  inset: '4',
  zIndex: 'overlay',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'accent.default',
  borderRadius: 'xl',
  bg: 'bg.surface/90',
  pointerEvents: 'none',
  textAlign: 'center',
  p: '6',
});

const phaseColor = {
  failed: css({ color: 'danger.text' }),
  done: css({ color: 'success.text' }),
  pending: css({ color: 'fg.muted' }),
};
const colorOf = (item: DropItem) =>
  item.state.phase === 'failed'
    ? phaseColor.failed
    : item.state.phase === 'done'
      ? phaseColor.done
      : phaseColor.pending;

/**
 * Files dropped on a book's page (its chapter list included) become chapters through the upload
 * route, one file after another in the order dropped, each with its progress and its own message.
 */
export function BookFileDrop({ bookId }: { bookId: number }) {
  const invalidate = useChapterInvalidation();
  const [items, setItems] = useState<DropItem[]>([]);
  const [busy, setBusy] = useState(false);
  const dragging = useFileDrop((files) => {
    if (busy) return;
    setBusy(true);
    void uploadInOrder(files, {
      check: (file) => {
        const problem = checkDocument(file);
        return problem ? toastText(problem) : null;
      },
      upload: async (file, onProgress) => {
        // Named like the button's uploads, so a reload mid-import is followed by the chapters tab.
        const named = beginImport(`chapters:${bookId}`);
        try {
          return await uploadFile(
            `/api/books/${bookId}/upload-chapters`,
            'document',
            file,
            onProgress,
            {
              [IMPORT_JOB_ID_HEADER]: named.jobId,
            },
          );
        } finally {
          named.done();
        }
      },
      onChange: setItems,
      onAdded: () => invalidate(bookId),
    }).finally(() => setBusy(false));
  });

  return (
    <>
      {dragging ? (
        <div className={overlay} data-testid="file-drop-zone">
          <FileUp aria-hidden className={css({ w: '8', h: '8', color: 'accent.default' })} />
          <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{text.overlay}</p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text.overlayHint}</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <section
          aria-label={text.listLabel}
          data-testid="dropped-files"
          className={`${card()} ${css({ display: 'flex', flexDirection: 'column', gap: '2' })}`}
        >
          <div
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: '2',
            })}
          >
            <p role="status" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              {text.summary(items)}
            </p>
            {!busy ? (
              <Button variant="ghost" size="sm" onClick={() => setItems([])}>
                {text.dismiss}
              </Button>
            ) : null}
          </div>
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {items.map((item) => (
              <li
                key={item.key}
                data-testid="dropped-file"
                data-phase={item.state.phase}
                className={css({ fontSize: 'sm', display: 'flex', gap: '2', flexWrap: 'wrap' })}
              >
                <span className={css({ fontWeight: 'medium' })}>{item.name}</span>
                <span className={colorOf(item)}>{text.state(item)}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
