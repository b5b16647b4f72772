import { describe, expect, it } from 'vitest';
import { isReferenceHeading } from '../citations/reference-entry.ts';
import { mergeReferences, referenceKey } from './reference-list.ts';

describe('reference list headings', () => {
  it.each(['References', 'WORKS CITED', 'Bibliography:', ' reference list '])('%s opens one', (t) =>
    expect(isReferenceHeading(t)).toBe(true),
  );
  it.each(['Referencing the boss', 'Notes', 'The Bibliography of Power'])('%s does not', (t) =>
    expect(isReferenceHeading(t)).toBe(false),
  );
});

describe('mergeReferences', () => {
  const graeber =
    'Graeber, D. (2018). Bullshit jobs: A theory. Simon & Schuster. https://example.org/bj';

  it('keys on authors, year and title, ignoring case, accents, punctuation and the rest', () => {
    expect(referenceKey(graeber)).toBe(
      referenceKey('GRAEBER, D.  (2018).  Bullshit Jobs — a theory! Simon and Schuster.'),
    );
    expect(referenceKey('Müller, A. (2020). Títle.')).toBe(
      referenceKey('Muller, A. (2020). Title.'),
    );
    expect(referenceKey(graeber)).not.toBe(referenceKey(graeber.replace('2018', '2019')));
  });

  it('merges duplicates, keeps the fuller spelling, and sorts alphabetically', () => {
    const merged = mergeReferences([
      'Zuboff, S. (2019). The age of surveillance capitalism. PublicAffairs.',
      'Graeber, D. (2018). Bullshit jobs: A theory.',
      graeber,
      '  ',
      'ahmed, S. (2012). On being included. Duke University Press.',
    ]);
    expect(merged).toEqual([
      'ahmed, S. (2012). On being included. Duke University Press.',
      graeber,
      'Zuboff, S. (2019). The age of surveillance capitalism. PublicAffairs.',
    ]);
  });

  it('keeps entries it cannot parse, merged on their whole text', () => {
    expect(mergeReferences(['Some pamphlet, undated', 'some  pamphlet undated'])).toHaveLength(1);
  });
});
