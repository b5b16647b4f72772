import { describe, expect, it } from 'vitest';
import { yearOf } from './apa-values.ts';
import { containersAgree, pagesAgree } from './field-agreement.ts';
import { sameAuthor } from './names.ts';
import { titleAgreement } from './titles.ts';

describe('the field rules of the record matcher', () => {
  it('takes a journal abbreviation for the journal, not another journal', () => {
    const full = ['Journal of Personality and Social Psychology'];
    expect(containersAgree('J. Pers. Soc. Psychol.', full)).toBe(true);
    expect(containersAgree('Journal of personality & social psychology', full)).toBe(true);
    expect(containersAgree('Journal of Personality', full)).toBe(false);
    expect(containersAgree('Journal of Social Psychology', full)).toBe(false);
  });

  it('reads shortened and one-sided page ranges', () => {
    expect(pagesAgree('1097–102', '1097-1102')).toBe(true);
    expect(pagesAgree('254', '254-260')).toBe(true);
    expect(pagesAgree('Article e0033693', 'e0033693')).toBe(true);
    expect(pagesAgree('113–128', '113-118')).toBe(false);
  });

  it('agrees on names across particles, accents, apostrophes and organisations', () => {
    expect(
      sameAuthor({ family: 'van der Berg', given: 'A.' }, { family: 'Berg', given: 'Anna' }),
    ).toBe(true);
    expect(sameAuthor({ family: 'ONeil' }, { family: 'O’Neil', given: 'C.' })).toBe(true);
    expect(sameAuthor({ family: 'Murca' }, { family: 'Murça', given: 'M.' })).toBe(true);
    expect(
      sameAuthor(
        { literal: 'World Health Organization [WHO]' },
        { literal: 'World Health Organization' },
      ),
    ).toBe(true);
    expect(sameAuthor({ family: 'Pager', given: 'D.' }, { family: 'Page', given: 'D.' })).toBe(
      false,
    );
  });

  it('tolerates a left-out subtitle but not a truncated or other title', () => {
    expect(
      titleAgreement(
        'The new Jim Crow',
        'The New Jim Crow: Mass Incarceration in the Age of Colorblindness',
      ),
    ).toBe('agrees');
    expect(
      titleAgreement(
        'Particle entanglement in continuum',
        'Particle entanglement in continuum many-body systems via quantum Monte Carlo',
      ),
    ).toBe('close');
    expect(titleAgreement('Policing the poor', 'Banking the poor')).toBe('differs');
  });

  it('reads the year of a date written with a suffix or as a range', () => {
    expect(yearOf({ raw: '2019a' })).toBe(2019);
    expect(yearOf({ literal: '1961/2004' })).toBe(1961);
    expect(yearOf({ 'date-parts': [['2020', 3]] })).toBe(2020);
    expect(yearOf(undefined)).toBeNull();
  });
});
