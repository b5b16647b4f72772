import { describe, expect, it } from 'vitest';
import { checkPrimeDirective, judgeSentence, splitSentences } from './check-prime-directive.ts';
import { LABELLED_SENTENCES } from './labelled-sentences.ts';

describe('the Prime Directive on the labelled sentences', () => {
  const verdicts = LABELLED_SENTENCES.map((sentence) => ({
    ...sentence,
    flagged: judgeSentence(sentence.text) !== null,
  }));
  const truePositives = verdicts.filter((v) => v.flagged && v.targetsGroup).length;
  const flagged = verdicts.filter((v) => v.flagged).length;
  const targeting = verdicts.filter((v) => v.targetsGroup).length;
  const precision = truePositives / flagged;
  const recall = truePositives / targeting;

  it('has at least 60 sentences, both verdicts and every kind', () => {
    expect(verdicts.length).toBeGreaterThanOrEqual(60);
    expect(new Set(verdicts.map((v) => v.kind)).size).toBe(5);
  });

  it('finds groups targeted with precision and recall of at least 0.9', () => {
    const misses = verdicts.filter((v) => v.flagged !== v.targetsGroup);
    console.info(
      `Prime Directive: precision ${precision.toFixed(3)} (${truePositives}/${flagged}), recall ${recall.toFixed(3)} (${truePositives}/${targeting}) on ${verdicts.length} sentences`,
    );
    for (const miss of misses)
      console.info(`  ${miss.targetsGroup ? 'missed' : 'false alarm'}: ${miss.text}`);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('never flags the quoted satire or the cited system critique of the set', () => {
    const wrong = verdicts.filter(
      (v) => v.flagged && (v.kind === 'quoted-satire' || v.kind === 'system-critique'),
    );
    expect(wrong.map((v) => v.text)).toEqual([]);
  });
});

describe('checkPrimeDirective', () => {
  it('quotes each targeting passage with the rule it breaks', () => {
    const verdict = checkPrimeDirective(
      'The ministry cut the budget (Smith, 2020). Muslims are terrorists.\n\nCalm closing paragraph.',
    );
    expect(verdict.violates).toBe(true);
    expect(verdict.findings).toEqual([
      {
        passage: 'Muslims are terrorists.',
        rule: 'negative-generalisation',
        label: 'a demeaning generalisation about a whole group',
      },
    ]);
  });

  it('lets a chapter of cited institutional critique pass', () => {
    const verdict = checkPrimeDirective(
      'The Israeli government demolished 900 homes (OCHA, 2023). The Saudi regime jailed activists (HRW, 2022).',
    );
    expect(verdict).toEqual({ violates: false, findings: [] });
  });

  it('treats an institution named with a group adjective as a system', () => {
    expect(judgeSentence('The Chinese government is corrupt.')).toBeNull();
    expect(judgeSentence('The Chinese are corrupt.')?.id).toBe('negative-generalisation');
  });

  it('keeps first-person speech as the author’s own claim', () => {
    expect(judgeSentence('I say Muslims are terrorists.')).not.toBeNull();
    expect(judgeSentence('The pundit says Muslims are terrorists.')).toBeNull();
  });

  it('exempts in-group generalisations but never calls for harm', () => {
    expect(judgeSentence('We Mexicans are lazy on Sundays.')).toBeNull();
    expect(judgeSentence('As a Muslim, I say we should deport all the Jews.')?.id).toBe(
      'call-for-harm',
    );
  });

  it('splits sentences after closing quotes and before capitals', () => {
    expect(splitSentences('He said "no." Then left. 2020 was odd! Yes')).toEqual([
      'He said "no."',
      'Then left.',
      '2020 was odd!',
      'Yes',
    ]);
  });
});
