import type { ChapterBlock } from '../eeat/score-eeat.ts';

/**
 * Fixture chapters for the E-E-A-T engines: well-sourced, unsourced, group-targeting, systemic
 * critique, and satire quoting its target. Built in code; `chapterHtml` writes them as chapter HTML.
 */

const h = (text: string, level = 2): ChapterBlock => ({ kind: 'heading', level, text });
const p = (text: string): ChapterBlock => ({ kind: 'paragraph', text });
const li = (text: string): ChapterBlock => ({ kind: 'list-item', text });

export const WELL_SOURCED: ChapterBlock[] = [
  h('The Housing Ledger', 1),
  h('How the map was drawn'),
  p(
    'In 1935 the Home Owners’ Loan Corporation graded neighbourhoods for lending risk, and its surveyors coloured Black neighbourhoods red (Nelson et al., 2023). The maps were policy, not prophecy: the Federal Housing Administration wrote the same grades into its underwriting manual (Federal Housing Administration, 1938). Of course, the agency insisted the grades measured only “risk”, a word doing heroic work. Research suggests the graded areas still show lower home values decades later (Aaronson et al., 2021).',
  ),
  p(
    'This policy did not stay on paper. Lenders followed the federal grades, and mortgage data show that approval rates in redlined tracts stayed lower for a generation (Rothstein, 2017; Fishback et al., 2022). Meanwhile, the same agency insured suburban subdivisions on the condition that their deeds excluded Black buyers (Jackson, 1985). The program was, apparently, colour-blind. The evidence indicates otherwise: roughly 98 percent of FHA loans between 1934 and 1962 went to white families (U.S. Commission on Civil Rights, 1973).',
  ),
  h('What the ledger shows'),
  p(
    'These gaps compounded. Home equity is the largest asset of most American households, so a loan denied in 1940 became wealth denied in 2020 (Oliver & Shapiro, 2006). The Federal Reserve’s survey estimates the median white household holds about eight times the wealth of the median Black household (Board of Governors of the Federal Reserve System, 2020). Who could have predicted that a government program rationing wealth by neighbourhood would ration wealth by neighbourhood? Economists did, at the time (Myrdal, 1944).',
  ),
  p(
    'However, the system was not only federal. City zoning codes, the institutions that decide where apartments may stand, kept the map in place after 1968 (Trounstine, 2018). Courts upheld these laws as neutral (Village of Arlington Heights v. Metropolitan Housing Development Corp., 1977), and the market priced the result. Our method: we reviewed the original HOLC area descriptions held by the National Archives (National Archives, 1940) and the digitised maps of the Mapping Inequality project (Nelson et al., 2023). Disclosure: the author has no interest in any lender named here.',
  ),
  h('References'),
  li(
    'Aaronson, D., Hartley, D., & Mazumder, B. (2021). The effects of the 1930s HOLC redlining maps. American Economic Journal: Economic Policy, 13(4), 355–392. https://doi.org/10.1257/pol.20190414',
  ),
  li(
    'Fishback, P., Rose, J., Snowden, K., & Storrs, T. (2022). New evidence on redlining by federal housing programs. https://doi.org/10.3386/w29244',
  ),
  li('Jackson, K. T. (1985). Crabgrass frontier. Oxford University Press.'),
  li('Oliver, M., & Shapiro, T. (2006). Black wealth, white wealth (2nd ed.). Routledge.'),
  li('Rothstein, R. (2017). The color of law. Liveright.'),
  li(
    'Trounstine, J. (2018). Segregation by design. Cambridge University Press. https://doi.org/10.1017/9781108555722',
  ),
];

export const UNSOURCED: ChapterBlock[] = [
  h('Vibes', 1),
  p(
    'Everyone knows the housing market is rigged. It has always been this way and it always will be. People in charge do what they want and nobody stops them.',
  ),
  p(
    'Rents are too high. Wages are too low. Something has to change and it is obvious what. The people who run things should be ashamed of themselves.',
  ),
];

export const GROUP_TARGETING: ChapterBlock[] = [
  h('A chapter that breaks the Prime Directive', 1),
  p(
    'The housing agency graded neighbourhoods by race (Nelson et al., 2023). Mexicans are lazy and that is why their neighbourhoods are poor.',
  ),
  p('We should deport all the Mexicans and be done with it.'),
];

export const SYSTEMIC_CRITIQUE: ChapterBlock[] = [
  h('The Settlement Budget', 1),
  p(
    'The Israeli government has expanded settlements in the West Bank in violation of international law, according to the UN Security Council (UN Security Council, 2016). The policy is funded through ministry budgets that are hard to trace (Peace Now, 2023).',
  ),
  p(
    'This system has a cost for Palestinians who cannot build on their own land: the civil administration approved under two percent of their permit requests (Bimkom, 2022). The courts have largely upheld the demolitions (B’Tselem, 2021), and the occupation’s legal structure makes appeals slow (Kretzmer, 2002).',
  ),
];

export const SATIRE_QUOTING_TARGET: ChapterBlock[] = [
  h('A Modest Border', 1),
  p(
    'The senator assured voters that “Mexicans are rapists and criminals,” a claim his own department’s data refute (Light & Miller, 2018). Brilliant. Surely a man with a whole department of statisticians would have read them?',
  ),
  p(
    'Meanwhile, the same week, his campaign hired seasonal workers through a visa program he wants abolished (Department of Labor, 2019). The policy, apparently, is that the border should be closed to everyone except the people picking his grapes.',
  ),
];

export const FIXTURE_CHAPTERS = {
  wellSourced: WELL_SOURCED,
  unsourced: UNSOURCED,
  groupTargeting: GROUP_TARGETING,
  systemicCritique: SYSTEMIC_CRITIQUE,
  satireQuotingTarget: SATIRE_QUOTING_TARGET,
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The blocks as chapter HTML (consecutive list items in one bullet list). */
export function chapterHtml(blocks: readonly ChapterBlock[]): string {
  let html = '';
  let inList = false;
  for (const block of blocks) {
    if (block.kind === 'list-item' && !inList) html += '<ul>';
    if (block.kind !== 'list-item' && inList) html += '</ul>';
    inList = block.kind === 'list-item';
    const text = escapeHtml(block.text);
    if (block.kind === 'heading') html += `<h${block.level ?? 2}>${text}</h${block.level ?? 2}>`;
    else if (block.kind === 'list-item') html += `<li><p>${text}</p></li>`;
    else html += `<p>${text}</p>`;
  }
  return inList ? `${html}</ul>` : html;
}
