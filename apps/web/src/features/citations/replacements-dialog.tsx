import { messages, type ReplacementSuggestion } from '@receipts/domain';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { BusyIcon } from '../../components/busy-icon.tsx';
import { Button, Dialog } from '../../components/ui/index.ts';

interface ReplacementsDialogProps {
  replacements: readonly ReplacementSuggestion[];
  pending: boolean;
  onReplace: (suggestedApa: string) => void;
  onClose: () => void;
}

/** The alternatives a search found; 'Replace' swaps the citation for the chosen APA text. */
export function ReplacementsDialog({
  replacements,
  pending,
  onReplace,
  onClose,
}: ReplacementsDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: '2xl' })}>
          <Dialog.Title>Replacement Citations</Dialog.Title>
          {replacements.length === 0 ? (
            <Dialog.Description>{messages.emptyStates.replacementCitations}</Dialog.Description>
          ) : (
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
              {replacements.map((suggestion) => (
                <li
                  key={suggestion.suggestedAPA}
                  className={css({
                    borderWidth: '1px',
                    borderColor: 'border.subtle',
                    borderRadius: 'lg',
                    p: '3',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: '1.5',
                  })}
                >
                  <p className={css({ fontWeight: 'medium' })}>{suggestion.title}</p>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {[suggestion.authors, suggestion.year, suggestion.source]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {suggestion.snippet ? (
                    <p className={css({ fontSize: 'sm' })}>{suggestion.snippet}</p>
                  ) : null}
                  <p
                    className={css({
                      fontSize: 'sm',
                      fontFamily: 'mono',
                      bg: 'bg.muted',
                      p: '2',
                      borderRadius: 'md',
                    })}
                  >
                    {suggestion.suggestedAPA}
                  </p>
                  <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                    <Button
                      size="sm"
                      variant="accent"
                      disabled={pending}
                      onClick={() => {
                        setChosen(suggestion.suggestedAPA);
                        onReplace(suggestion.suggestedAPA);
                      }}
                    >
                      <BusyIcon busy={pending && chosen === suggestion.suggestedAPA}>
                        {null}
                      </BusyIcon>
                      Replace
                    </Button>
                    {suggestion.url ? (
                      <a
                        href={suggestion.url}
                        target="_blank"
                        rel="noreferrer noopener"
                        className={css({
                          fontSize: 'sm',
                          color: 'accent.text',
                          display: 'inline-flex',
                          gap: '1',
                          alignItems: 'center',
                        })}
                      >
                        Source <ExternalLink aria-hidden className={css({ w: '3.5', h: '3.5' })} />
                      </a>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '4' })}>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline">{messages.common.cancel}</Button>
            </Dialog.CloseTrigger>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
