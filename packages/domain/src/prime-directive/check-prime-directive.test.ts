import { describe, expect, it } from 'vitest';
import { checkPrimeDirective, judgeSentence, splitSentences } from './check-prime-directive.ts';
import { LABELLED_SENTENCES } from './labelled-sentences.ts';

const flags = (text: string) => checkPrimeDirective(text).violates;

describe('the Prime Directive on the labelled sentences', () => {
  const verdicts = LABELLED_SENTENCES.map((sentence) => ({
    ...sentence,
    flagged: judgeSentence(sentence.text) !== null,
  }));
  const truePositives = verdicts.filter((v) => v.flagged && v.targetsGroup).length;
  const flagged = verdicts.filter((v) => v.flagged).length;
  const targeting = verdicts.filter((v) => v.targetsGroup).length;

  it('finds groups targeted with precision and recall of at least 0.9', () => {
    for (const miss of verdicts.filter((v) => v.flagged !== v.targetsGroup))
      console.info(`  ${miss.targetsGroup ? 'missed' : 'false alarm'}: ${miss.text}`);
    expect(truePositives / flagged).toBeGreaterThanOrEqual(0.9);
    expect(truePositives / targeting).toBeGreaterThanOrEqual(0.9);
  });

  it('never flags the quoted satire or the cited system critique of the set', () => {
    const wrong = verdicts.filter(
      (v) => v.flagged && (v.kind === 'quoted-satire' || v.kind === 'system-critique'),
    );
    expect(wrong.map((v) => v.text)).toEqual([]);
  });
});

describe('a finding', () => {
  it('names the category, the group and the passage, with a sentence the writer can act on', () => {
    const verdict = checkPrimeDirective(
      'The ministry cut the budget (Smith, 2020). Muslims are terrorists.\n\nCalm closing paragraph.',
    );
    expect(verdict.findings).toEqual([
      {
        passage: 'Muslims are terrorists.',
        category: 'negative-attribute',
        group: 'Muslims',
        explanation: expect.stringMatching(
          /^A demeaning generalisation aimed at Muslims as a group: .*cite the evidence/,
        ),
      },
    ]);
  });

  it('quotes the sentence that named the group when a pronoun carried it', () => {
    const { findings } = checkPrimeDirective('I met some Somalis at the market. They are vermin.');
    expect(findings).toEqual([
      expect.objectContaining({
        passage: 'I met some Somalis at the market. … They are vermin.',
        category: 'dehumanisation',
        group: 'Somalis',
      }),
    ]);
  });

  it('carries a group through “they” for two sentences, not further', () => {
    expect(flags('Roma live on my street. It rained. They are vermin.')).toBe(true);
    expect(flags('Roma live on my street. It rained. The bus was late. They are vermin.')).toBe(
      false,
    );
  });
});

describe('systems and voices', () => {
  it('treats an institution named with a group adjective as a system', () => {
    expect(judgeSentence('The Chinese government is corrupt.')).toBeNull();
    expect(judgeSentence('The Chinese are corrupt.')?.category).toBe('negative-attribute');
  });

  it('keeps first-person speech as the writer’s own claim, reported speech as a mention', () => {
    expect(judgeSentence('I say Muslims are terrorists.')).not.toBeNull();
    expect(judgeSentence('I think Muslims are terrorists.')).not.toBeNull();
    expect(judgeSentence('The pundit says Muslims are terrorists.')).toBeNull();
    expect(judgeSentence('I would never say that Muslims are terrorists.')).toBeNull();
  });

  it('exempts generalisations and reclaimed slurs in the group’s own voice, never threats', () => {
    expect(judgeSentence('We Mexicans are lazy on Sundays.')).toBeNull();
    expect(judgeSentence('As a Black man, I call my friends niggas.')).toBeNull();
    expect(judgeSentence('As a Muslim, I say we should deport all the Jews.')?.category).toBe(
      'threat-normative',
    );
  });

  it('reads a homeland after “go back to” as the people told to leave, and only there', () => {
    expect(judgeSentence('Go back to Africa.')).toEqual({
      category: 'implicit-derogation',
      group: 'Africans',
    });
    expect(flags('She flew back to Africa to see her mother. Africa is vast.')).toBe(false);
  });

  it('passes abuse of people who are not a protected group', () => {
    expect(flags('Bankers are parasites. I hate politicians. Landlords should be shot.')).toBe(
      false,
    );
  });
});

describe('constructions of the third round (from the second held-out split, now in-sample)', () => {
  it.each([
    ['hatred by comparison', 'There is nobody I loathe more than Somalis.'],
    ['an attribute raised by “too”', 'Poles are far too lazy to hold a job.'],
    ['the group as the benchmark of a vice', 'Is there anyone more dishonest than Albanians?'],
    ['the speaker’s judgement of the group', 'I consider Kurds utterly worthless.'],
    ['a place’s decline dated from the group', 'This street was quiet until the Somalis came.'],
    ['belongings guarded from the group', 'Hold on to your purse around Albanians.'],
  ])('reads %s', (_kind, text) => {
    expect(flags(text)).toBe(true);
  });

  it.each([
    ['a comparison that clears the group', 'Somalis are no more violent than anyone else.'],
    ['a judgement negated', 'I do not find Kurds lazy at all.'],
    ['a decline dated from something else', 'The street was quiet until the factory opened.'],
    ['a compliment by comparison', 'Nobody I know is more generous than Poles.'],
  ])('passes %s', (_kind, text) => {
    expect(flags(text)).toBe(false);
  });
});

describe('reading through disguise', () => {
  it.each([
    ['homoglyphs', 'I hate Мuslіms.'],
    ['invisible characters', 'I hate Mus\u200blims.'],
    ['leetspeak', 'I h8 mu5l1m5.'],
    ['repeated letters', 'I hate Muuuuslims.'],
    ['a dropped letter', 'I hate Muslms.'],
    ['swapped letters', 'I hate Mulsims.'],
    ['spaced-out letters', 'I hate m u s l i m s.'],
    ['a space added', 'I hate Mus lims.'],
    ['spaces removed', 'Ihate Muslims.'],
    ['censored letters', 'F*ck all Muslims.'],
  ])('reads %s', (_kind, text) => {
    expect(flags(text)).toBe(true);
  });

  it('reads words that are also names of object properties as words', () => {
    expect(flags('The constructor of the toString hasOwnProperty they __proto__ them.')).toBe(
      false,
    );
  });

  it('does not take markup or run-together identifiers for slurs', () => {
    expect(
      flags('Check out [**unjs/h3**](https://example.org) and set apiKey. Extend like a boss.'),
    ).toBe(false);
  });

  it('leaves ordinary words one letter from a group name alone', () => {
    expect(flags('Our backs are disgusting after the hike.')).toBe(false);
    expect(flags('Muslims are therapists in this clinic.')).toBe(false);
  });
});

describe('use or mention', () => {
  it('passes hate quoted and condemned, flags hate quoted and endorsed', () => {
    expect(flags('He posted “kill all Jews” and was rightly banned.')).toBe(false);
    expect(flags('He posted “kill all Jews”, and I agree.')).toBe(true);
  });

  it('passes a negated generalisation and a question answered no', () => {
    expect(flags('No Sikh deserves to die.')).toBe(false);
    expect(flags('Are Mexicans lazy? No. They work the longest hours in the OECD.')).toBe(false);
    expect(flags('Why are Mexicans so lazy?')).toBe(true);
  });

  it('passes a stereotype stated in order to refute it with a cited study', () => {
    const paragraph =
      'Everyone knows that immigrants are criminals. In fact, the Home Office’s own figures show lower offending among them (Home Office, 2021).';
    expect(flags(paragraph)).toBe(false);
    expect(flags('Everyone knows that immigrants are criminals.')).toBe(true);
  });

  it('never excuses dehumanisation with a citation that follows', () => {
    expect(flags('Refugees are vermin. The data shows otherwise (UNHCR, 2022).')).toBe(true);
  });
});

describe('bounded work', () => {
  it('reads 256 KB built to make a careless reader quadratic in a few seconds at most', () => {
    const KB = 1024;
    const texts = [
      '"Muslims are vermin" he said, '.repeat((256 * KB) / 30),
      'm u s l i m s a r e '.repeat((256 * KB) / 20),
      'muslims'.repeat((256 * KB) / 7),
      '(Muslims are vermin '.repeat((256 * KB) / 20),
    ];
    for (const text of texts) {
      // The patterns a text opens are compiled on first use: that one-off cost is not reading.
      checkPrimeDirective(text.slice(0, 1024));
      // CPU time, not wall time: on a shared machine waiting for a core is not the reader's work.
      const started = process.cpuUsage();
      checkPrimeDirective(text);
      // Linear reading takes well under a second here; a quadratic one takes minutes.
      const { user, system } = process.cpuUsage(started);
      expect((user + system) / 1000).toBeLessThan(5_000);
    }
    // A wall-clock limit of a minute: on a loaded machine the wait for a core is most of the time.
  }, 60_000);
});

describe('splitSentences', () => {
  it('splits after closing quotes, keeps abbreviations', () => {
    expect(splitSentences('He said "no." Then left, e.g. at noon. 2020 was odd! Yes')).toEqual([
      'He said "no."',
      'Then left, e.g. at noon.',
      '2020 was odd!',
      'Yes',
    ]);
  });
});
