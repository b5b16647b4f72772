import type { CitationRepairReply, RepairChange } from '@receipts/domain';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button, Dialog } from '../../components/ui/index.ts';
import { repairTexts as t } from './repair-texts.ts';
import type { RepairSkip } from './use-citation-repair.ts';

/** One checkbox per change: a whole entry to add, or one field of an entry to change. */
const keyOf = (workKey: string, field?: string) => `${workKey}\u0000${field ?? ''}`;

function choicesOf(changes: readonly RepairChange[]): string[] {
  return changes.flatMap((change) =>
    change.kind === 'add'
      ? [keyOf(change.workKey)]
      : change.differences.map((d) => keyOf(change.workKey, d.field)),
  );
}

function skipOf(changes: readonly RepairChange[], kept: ReadonlySet<string>): RepairSkip {
  return changes.flatMap((change) =>
    change.kind === 'add'
      ? kept.has(keyOf(change.workKey))
        ? []
        : [{ workKey: change.workKey }]
      : change.differences
          .filter((d) => !kept.has(keyOf(change.workKey, d.field)))
          .map((d) => ({ workKey: change.workKey, field: d.field })),
  );
}

const valueStyle = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere' });

/** The diff of a repair before it is applied: field, entry value → record value, each to keep or not. */
export function RepairPreviewDialog({
  preview,
  onApply,
  onSkip,
}: {
  preview: CitationRepairReply;
  onApply: (skip: RepairSkip) => void;
  onSkip: () => void;
}) {
  const [kept, setKept] = useState(() => new Set(choicesOf(preview.changes)));
  const toggle = (key: string) =>
    setKept((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onSkip()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: '3xl' })} data-testid="repair-preview">
          <Dialog.Title>{t.previewTitle}</Dialog.Title>
          <Dialog.Description>{t.previewDescription}</Dialog.Description>
          <ul
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '3',
              mt: '4',
              maxH: '60vh',
              overflowY: 'auto',
            })}
          >
            {preview.changes.map((change) => (
              <li
                key={change.workKey}
                className={css({
                  borderWidth: '1px',
                  borderColor: 'border.subtle',
                  borderRadius: 'lg',
                  p: '3',
                })}
              >
                <p className={css({ fontWeight: 'medium' })}>{change.citedAs}</p>
                {change.kind === 'add' ? (
                  <label className={css({ display: 'flex', gap: '2', mt: '1', fontSize: 'sm' })}>
                    <input
                      type="checkbox"
                      checked={kept.has(keyOf(change.workKey))}
                      onChange={() => toggle(keyOf(change.workKey))}
                    />
                    <span>
                      {t.add}: <span className={valueStyle}>{change.reference}</span>
                    </span>
                  </label>
                ) : (
                  change.differences.map((difference) => {
                    const key = keyOf(change.workKey, difference.field);
                    return (
                      <label
                        key={key}
                        className={css({
                          display: 'flex',
                          gap: '2',
                          mt: '1',
                          fontSize: 'sm',
                          alignItems: 'baseline',
                        })}
                      >
                        <input
                          type="checkbox"
                          checked={kept.has(key)}
                          onChange={() => toggle(key)}
                        />
                        <span>
                          {t.field[difference.field]}:{' '}
                          <del className={valueStyle}>{difference.entry ?? t.none}</del> →{' '}
                          <ins className={valueStyle}>{difference.record ?? t.none}</ins>
                        </span>
                      </label>
                    );
                  })
                )}
              </li>
            ))}
          </ul>
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '4' })}>
            <Button variant="outline" onClick={onSkip}>
              {t.skip}
            </Button>
            <Button variant="outline" onClick={() => onApply(skipOf(preview.changes, kept))}>
              {t.apply}
            </Button>
            <Button variant="accent" onClick={() => onApply([])}>
              {t.applyAll}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
