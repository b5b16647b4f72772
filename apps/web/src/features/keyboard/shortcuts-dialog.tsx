import { css } from 'styled-system/css';
import { DialogCloseButton } from '../../components/dialog-close-button.tsx';
import { Dialog } from '../../components/ui/index.ts';
import { keyLabel } from './key-match.ts';
import { SHORTCUT_GROUPS, SHORTCUTS_TITLE } from './keyboard-texts.ts';

const kbd = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  px: '1.5',
  py: '0.5',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'sm',
  bg: 'bg.subtle',
  whiteSpace: 'nowrap',
});

/** The keyboard shortcuts, listed in a dialog (loaded when first opened: shortcuts-help.tsx). */
export default function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: '2xl', maxH: '85vh', overflowY: 'auto' })}>
          <Dialog.Title>{SHORTCUTS_TITLE}</Dialog.Title>
          <DialogCloseButton />
          {SHORTCUT_GROUPS.map((group) => (
            <section key={group.title} className={css({ mt: '5' })}>
              <h3 className={css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2' })}>
                {group.title}
              </h3>
              <dl
                className={css({
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr) auto',
                  gap: '1.5',
                  fontSize: 'sm',
                })}
              >
                {group.items.map((item) => (
                  <div key={item.label} className={css({ display: 'contents' })}>
                    <dt>{item.label}</dt>
                    <dd className={css({ display: 'flex', gap: '1', justifyContent: 'flex-end' })}>
                      {item.keys.map((key) => (
                        <kbd key={key} className={kbd}>
                          {keyLabel(key)}
                        </kbd>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
