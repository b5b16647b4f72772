import { describe, expect, it } from 'vitest';
import { checkRewrite } from './rewrite-guard.ts';

const chapter =
  'Redlining denied Black families mortgages (Rothstein, 2017). The grades were policy, not prophecy, and the agency wrote them into its manual (Federal Housing Administration, 1938). Lenders followed the grades for a generation.';

describe('checkRewrite', () => {
  it('accepts typographic changes and repaired citation punctuation', () => {
    const after = chapter
      .replace('policy, not', 'policy \u2014 not')
      .replace('(Rothstein, 2017)', '(Rothstein, 2017)');
    expect(
      checkRewrite(chapter.replace('(Rothstein, 2017)', '(Rothstein 2017)'), after),
    ).toMatchObject({ ok: true });
  });

  it('refuses a rewrite that drops a citation', () => {
    const result = checkRewrite(chapter, chapter.replace(' (Rothstein, 2017)', ''));
    expect(result).toMatchObject({
      ok: false,
      reason: 'it dropped or changed the citation (Rothstein, 2017)',
    });
  });

  it('refuses a rewrite that changes a citation’s year', () => {
    const result = checkRewrite(chapter, chapter.replace('Rothstein, 2017', 'Rothstein, 2018'));
    expect(result.ok).toBe(false);
  });

  it('refuses an invented citation', () => {
    const result = checkRewrite(chapter, `${chapter} Banks agreed (Smith, 2020).`, 1);
    expect(result).toMatchObject({
      ok: false,
      reason: 'it added a citation the chapter does not have (Smith, 2020)',
    });
  });

  it('refuses rewriting more than a small share of the words', () => {
    const result = checkRewrite(
      chapter,
      chapter.replace(
        'Lenders followed the grades for a generation.',
        'Banks obeyed those ratings for decades afterwards.',
      ),
    );
    expect(result).toMatchObject({ ok: false });
    expect(result.ok === false && result.reason).toMatch(
      /^it rewrote \d+% of the words \(at most 5% may change\)$/,
    );
  });
});
