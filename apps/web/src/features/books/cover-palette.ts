import type { BOOK_GENRES } from '@receipts/domain';

export type CoverTone = 'oxblood' | 'ink' | 'moss' | 'ochre' | 'plum' | 'slate' | 'paper';

const GENRE_TONES: Record<(typeof BOOK_GENRES)[number], CoverTone> = {
  Antiracism: 'oxblood',
  'Anti-Genocide & Colonialism': 'slate',
  'Black Culture': 'ochre',
  'Latinx Culture': 'moss',
  'Mainstream Critique': 'ink',
  'Equal Opportunity Offend': 'plum',
};

/** The colour of a typographic cover: one per genre, a neutral one without (or another) genre. */
export function coverTone(genre: string | null | undefined): CoverTone {
  return (genre && GENRE_TONES[genre as keyof typeof GENRE_TONES]) || 'paper';
}
