import { compileSearch, DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '@receipts/domain';
import type { ChapterDoc, DocMatch } from '@receipts/editor/browser';
import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { IconButton } from '../../components/icon-button.tsx';
import { Button } from '../../components/ui/index.ts';
import type { ChapterEditorView } from '../editor/chapter-editor-view.ts';
import { findTexts as t } from './find-texts.ts';
import { SearchOptionsFields } from './search-options-fields.tsx';

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  px: { base: '4', md: '6' },
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.subtle',
});
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const field = css({ flex: '1 1 14rem', minW: '0' });

interface Found {
  doc: ChapterDoc;
  matches: DocMatch[];
  current: number;
}

/**
 * The chapter's find and replace (Ctrl/Cmd+F): matches highlighted in the text, next/previous,
 * the count, case / whole word / regular expression, replace one or all as one undoable edit. A
 * match across a footnote or a line break is left alone (said so); one that would change an
 * in-text citation's author or year is replaced only after the writer confirms.
 */
export function FindPanel({ editor, onClose }: { editor: ChapterEditorView; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [options, setOptions] = useState<SearchOptions>(DEFAULT_SEARCH_OPTIONS);
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ matches: DocMatch[]; citations: string[] } | null>(null);
  const findInput = useRef<HTMLInputElement>(null);

  const regexp = (() => {
    if (query === '') return null;
    const compiled = compileSearch(query, options);
    return compiled.ok ? compiled.regexp : compiled.message;
  })();

  const runSearch = (current = -1): Found | null => {
    if (typeof regexp !== 'object' || regexp === null) {
      editor.search(null);
      setFound(null);
      return null;
    }
    const matches = editor.search(regexp);
    const next = { doc: editor.view.state.doc, matches, current: -1 };
    if (current >= 0 && matches.length > 0) {
      next.current = Math.min(current, matches.length - 1);
      editor.showMatch(matches, next.current);
    }
    setFound(next);
    return next;
  };

  useEffect(() => {
    setError(typeof regexp === 'string' ? regexp : null);
    setNote(null);
    setAsking(null);
    // Search again, a moment after the query or an option changes.
    const timer = setTimeout(() => runSearch(), 150);
    return () => clearTimeout(timer);
  }, [query, options.caseSensitive, options.wholeWord, options.regex]);

  useEffect(() => {
    findInput.current?.focus();
    findInput.current?.select();
    return () => {
      editor.search(null);
    };
  }, [editor]);

  /** The matches of the text as it is now (the writer may have typed since the last search). */
  const fresh = (): Found | null =>
    found && found.doc === editor.view.state.doc ? found : runSearch(found?.current ?? -1);

  const step = (by: 1 | -1) => {
    const now = fresh();
    if (!now || now.matches.length === 0) return;
    const count = now.matches.length;
    const current =
      now.current < 0 ? (by === 1 ? 0 : count - 1) : (now.current + by + count) % count;
    editor.showMatch(now.matches, current);
    setFound({ ...now, current });
  };

  const replace = (matches: DocMatch[], confirmed: boolean, keepAt: number) => {
    const blocked = matches.filter((match) => match.blocked !== null);
    const allowed = matches.filter((match) => match.blocked === null);
    const citations = allowed.flatMap((match) => (match.citation ? [match.citation] : []));
    if (citations.length > 0 && !confirmed) {
      setAsking({ matches, citations });
      return;
    }
    setAsking(null);
    const count = editor.replaceMatches(allowed, replacement, options.regex);
    setNote(
      [t.replaced(count), blocked.length ? t.blockedSome(blocked.length) : ''].join(' ').trim(),
    );
    runSearch(keepAt);
  };

  const replaceCurrent = () => {
    const now = fresh();
    if (!now || now.matches.length === 0) return;
    if (now.current < 0) return step(1);
    replace([now.matches[now.current]!], false, now.current);
  };

  const onFindKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      step(event.shiftKey ? -1 : 1);
    }
  };
  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const total = found?.matches.length ?? 0;
  return (
    <div className={panel} role="search" aria-label={t.panelLabel} onKeyDown={onPanelKey}>
      <div className={row}>
        <input
          ref={findInput}
          aria-label={t.find}
          placeholder={t.find}
          className={`${input()} ${field}`}
          value={query}
          aria-invalid={error !== null}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onFindKey}
        />
        <span
          role="status"
          data-testid="find-count"
          className={css({ fontSize: 'sm', color: 'fg.muted', minW: '6rem' })}
        >
          {query && !error ? t.count(found?.current ?? -1, total) : ''}
        </span>
        <IconButton label={t.previous} onClick={() => step(-1)} disabled={total === 0}>
          <ChevronUp />
        </IconButton>
        <IconButton label={t.next} onClick={() => step(1)} disabled={total === 0}>
          <ChevronDown />
        </IconButton>
        <IconButton label={t.close} onClick={onClose}>
          <X />
        </IconButton>
      </div>
      <div className={row}>
        <input
          aria-label={t.replaceWith}
          placeholder={t.replaceWith}
          className={`${input()} ${field}`}
          value={replacement}
          onChange={(event) => setReplacement(event.target.value)}
        />
        <Button size="sm" variant="outline" onClick={replaceCurrent} disabled={total === 0}>
          {t.replace}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            const now = fresh();
            if (now) replace(now.matches, false, 0);
          }}
          disabled={total === 0}
        >
          {t.replaceAll}
        </Button>
      </div>
      <SearchOptionsFields value={options} onChange={setOptions} idPrefix="find" />
      {error && (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
          {error}
        </p>
      )}
      {asking && (
        <div
          role="alert"
          className={css({ fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '2' })}
        >
          <p>{t.citationAsk(asking.citations)}</p>
          <div className={row}>
            <Button
              size="sm"
              variant="accent"
              onClick={() => replace(asking.matches, true, found?.current ?? 0)}
            >
              {t.citationConfirm}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
              {t.cancel}
            </Button>
          </div>
        </div>
      )}
      {note && (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {note}
        </p>
      )}
    </div>
  );
}
