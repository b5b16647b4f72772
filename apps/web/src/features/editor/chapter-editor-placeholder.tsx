import { Link } from '@tanstack/react-router';
import { messages } from '@receipts/domain';
import { ArrowLeft } from 'lucide-react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';

/** Placeholder until the chapter editor (its own engineer, features/editor/**) lands. */
export function ChapterEditorPlaceholder({ bookId, chapterId }: { bookId: string; chapterId: string }) {
  return (
    <section>
      <Link to="/book/$id" params={{ id: bookId }} className={button({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft /> {messages.common.back}
      </Link>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'semibold', mt: '4' })}>Chapter {chapterId}</h1>
      <p className={css({ mt: '2', color: 'fg.muted' })}>The chapter editor is being built.</p>
    </section>
  );
}
