import { useQuery } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button, card, skeleton } from 'styled-system/recipes';
import { TabSection } from '../../components/tab-section.tsx';
import { Button, TextField } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { bibliographyTexts as text } from './bibliography-texts.ts';
import { EntryRow } from './entry-row.tsx';
import { CancelImportButton } from '../uploads/cancel-import-button.tsx';
import { importJobLabel } from '../uploads/import-jobs.ts';
import { useBibliographyActions } from './use-bibliography-actions.ts';

const EXPORTS = [
  { format: 'bibtex', label: 'BibTeX' },
  { format: 'ris', label: 'RIS' },
  { format: 'csl-json', label: 'CSL-JSON' },
] as const;

const subheading = css({ fontWeight: 'semibold', mt: '2' });

/** The book's bibliography (issue #21): every entry with its verdict and the citations using it. */
export function BibliographyTab({ bookId }: { bookId: number }) {
  const trpc = useTrpc();
  const actions = useBibliographyActions(bookId);
  const [doi, setDoi] = useState('');
  const bibliography = useQuery(trpc.references.list.queryOptions({ id: bookId }));
  const chapters = useQuery(trpc.chapters.summariesByBook.queryOptions({ id: bookId }));
  const titles = new Map((chapters.data ?? []).map((chapter) => [chapter.id, chapter.title]));
  const entries = bibliography.data?.entries ?? [];
  const cited = entries.filter((entry) => entry.citations.length > 0);
  const uncited = entries.filter((entry) => entry.citations.length === 0);
  const unlinked = bibliography.data?.unlinkedCitations ?? [];

  const submitDoi = (event: FormEvent) => {
    event.preventDefault();
    if (doi.trim()) actions.addDoi(doi.trim(), () => setDoi(''));
  };
  const rows = (list: typeof entries) => (
    <ul className={card({ padding: 'none' })}>
      {list.map((entry) => (
        <EntryRow
          key={entry.id}
          entry={entry}
          chapterTitles={titles}
          busy={actions.busy}
          onDelete={actions.remove}
        />
      ))}
    </ul>
  );

  return (
    <TabSection
      id="bibliography"
      heading={text.heading}
      actions={
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}
          aria-label={text.exportLabel}
        >
          {EXPORTS.map(({ format, label }) => (
            <a
              key={format}
              className={button({ variant: 'outline', size: 'sm' })}
              href={`/api/books/${bookId}/references/export?format=${format}`}
              download
            >
              <Download /> {label}
            </a>
          ))}
        </div>
      }
    >
      <div
        className={`${card({ padding: 'md' })} ${css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })}`}
      >
        <label className={button({ variant: 'outline' })}>
          <Upload /> {actions.importJob ? importJobLabel(actions.importJob) : text.importLabel}
          <input
            type="file"
            accept=".bib,.bibtex,.ris,.json,application/x-bibtex,application/json"
            className={css({ srOnly: true })}
            disabled={actions.busy}
            data-testid="bibliography-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void actions.importFile(file);
              event.target.value = '';
            }}
          />
        </label>
        <CancelImportButton cancel={actions.cancelImport} />
        <form
          onSubmit={submitDoi}
          className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}
        >
          <TextField
            label={text.doiLabel}
            id="bibliography-doi"
            value={doi}
            onValueChange={setDoi}
            attributes={{ placeholder: text.doiPlaceholder }}
          />
          <Button type="submit" variant="outline" disabled={actions.busy || doi.trim() === ''}>
            {text.addDoi}
          </Button>
        </form>
      </div>

      {bibliography.isPending ? (
        <div className={`${skeleton()} ${css({ h: '32' })}`} />
      ) : entries.length === 0 ? (
        <div className={css({ py: '10', textAlign: 'center' })}>
          <p className={css({ fontWeight: 'semibold' })}>{text.empty}</p>
          <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })}>{text.emptyHint}</p>
        </div>
      ) : (
        <div
          data-testid="bibliography"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          {cited.length > 0 ? rows(cited) : null}
          {uncited.length > 0 ? (
            <>
              <h3 className={subheading}>{text.uncitedHeading}</h3>
              {rows(uncited)}
            </>
          ) : null}
        </div>
      )}
      {unlinked.length > 0 ? (
        <section data-testid="unlinked-citations">
          <h3 className={subheading}>{text.unlinkedHeading}</h3>
          <ul className={css({ pl: '5', listStyleType: 'disc', fontSize: 'sm' })}>
            {unlinked.map((citation) => (
              <li key={citation.id}>
                {citation.inTextCitation} ({titles.get(citation.chapterId) ?? ''})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </TabSection>
  );
}
