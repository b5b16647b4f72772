import { css } from 'styled-system/css';
import { Button, Dialog } from '../../components/ui/index.ts';
import { editorTexts } from './editor-texts.ts';

const t = editorTexts.conflict;

/** The 409 choice. It cannot be dismissed without choosing: closing it would leave saving stopped. */
export function ConflictDialog({
  open,
  busy,
  onKeepMine,
  onLoadTheirs,
}: {
  open: boolean;
  busy: boolean;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}) {
  return (
    <Dialog.Root
      open={open}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      role="alertdialog"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>{t.title}</Dialog.Title>
          <Dialog.Description>{t.description}</Dialog.Description>
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
              gap: '3',
              mt: '5',
            })}
          >
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <Button variant="accent" disabled={busy} onClick={onKeepMine}>
                {t.keepMine}
              </Button>
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t.keepMineHint}</p>
            </div>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <Button variant="outline" disabled={busy} onClick={onLoadTheirs}>
                {t.loadTheirs}
              </Button>
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t.loadTheirsHint}</p>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
