import type { Book } from '@receipts/domain';
import { css, cx } from 'styled-system/css';
import { coverTone, type CoverTone } from './cover-palette.ts';

// Deep grounds with cream type (and the reverse for the neutral one), all above 7:1 contrast.
const TONES: Record<CoverTone, string> = {
  oxblood: css({ bg: '#6e2219', color: '#f6efe6' }),
  ink: css({ bg: '#1f3550', color: '#eef2f7' }),
  moss: css({ bg: '#2f4a2b', color: '#f0f3e8' }),
  ochre: css({ bg: '#6b4a12', color: '#fbf3e1' }),
  plum: css({ bg: '#4a2545', color: '#f7ecf4' }),
  slate: css({ bg: '#2c2f33', color: '#f1f1ee' }),
  paper: css({
    bg: { base: '#ebe7dd', _dark: '#2a2721' },
    color: { base: '#2a2721', _dark: '#ebe7dd' },
  }),
};

// The outer box is the size container; the cover inside sizes its type in cqw of it.
const container = css({ containerType: 'inline-size', w: '100%', h: '100%' });
const frame = css({
  position: 'relative',
  w: '100%',
  h: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: '2',
  p: '9cqw',
  textAlign: 'left',
  overflow: 'hidden',
  // A hairline inset border, as on a cloth binding.
  _before: {
    content: '""',
    position: 'absolute',
    inset: '4cqw',
    border: '1px solid currentColor',
    opacity: 0.28,
    pointerEvents: 'none',
  },
});
const series = css({
  fontSize: 'max(0.625rem, 6.5cqw)',
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  opacity: 0.85,
  lineClamp: '2',
});
const title = css({
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: 'max(0.9rem, 13cqw)',
  lineHeight: '1.08',
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
  lineClamp: '5',
});
const rule = css({ w: '22cqw', h: '2px', bg: 'currentColor', opacity: 0.6 });
const footer = css({ fontSize: 'max(0.625rem, 6cqw)', opacity: 0.85, lineClamp: '1' });

type CoveredBook = Pick<Book, 'title' | 'genre' | 'seriesName' | 'seriesNumber' | 'authorName'>;

/** A cover set in type for a book without an image: title, series and author, coloured by genre. */
export function TypographicCover({ book, className }: { book: CoveredBook; className?: string }) {
  const { title: bookTitle, genre, seriesName, seriesNumber, authorName } = book;
  const tone = coverTone(genre);
  const seriesLine =
    seriesName && seriesNumber !== null ? `${seriesName} · ${seriesNumber}` : (genre ?? ''); // a series is named only with its number, as the series badge does
  return (
    <div aria-hidden className={cx(container, className)}>
      <div data-testid="typographic-cover" data-tone={tone} className={cx(frame, TONES[tone])}>
        <span className={series}>{seriesLine}</span>
        <span className={css({ display: 'flex', flexDirection: 'column', gap: '3cqw' })}>
          <span className={title}>{bookTitle}</span>
          <span className={rule} />
        </span>
        <span className={footer}>{authorName ?? ''}</span>
      </div>
    </div>
  );
}
