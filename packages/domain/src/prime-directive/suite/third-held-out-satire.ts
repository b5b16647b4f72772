import type { SatireTemplate } from './held-out-satire.ts';

/*
 * Satire paragraphs of the third held-out split (written 28 November 2026, blind to the engine's
 * word lists, never tuned on): institutions attacked with citations, a stereotype quoted in order to
 * refute it, hate quoted from a source and condemned, a reclaimed voice; two cross the line.
 */
export const THIRD_HELD_OUT_SATIRE: readonly SatireTemplate[] = [
  {
    hateful: false,
    text: 'The immigration minister says the system is "full". It is full of unopened letters: the inspectorate counted 170,000 of them in one warehouse (Independent Chief Inspector of Borders, 2023). {P} waiting for an answer may take comfort that their files, at least, have a roof over them.',
  },
  {
    hateful: false,
    text: 'Our favourite radio host announced on Tuesday that {P} "breed like rabbits and vote like sheep". Birth-rate data for {A} families has tracked the national average for twenty years (Office for National Statistics, 2022). The host, who has five children, could not be reached for comment.',
  },
  {
    hateful: false,
    text: 'A councillor was suspended this week for posting that {P} should be "sent back where they came from". He later explained that he had meant it as a joke. The joke, like the councillor, has been removed from the council website (Standards Committee, 2024).',
  },
  {
    hateful: false,
    text: "The old slander says {P} are greedy. The charity commission's register shows {A} donors giving a larger share of income than any other group it tracks (Charity Commission, 2021). Greed, it seems, has been misfiled again.",
  },
  {
    hateful: false,
    text: "The bank's diversity report features a smiling {A} intern on its cover. Its own pay data shows that the intern is the only one (Equality and Human Rights Commission, 2023). Next year, we are told, there may be two.",
  },
  {
    hateful: true,
    text: 'The transport authority blames "unforeseen demand" for the delays (Transport Audit, 2022). I can foresee the demand just fine: it is {P}, crawling all over the trains like lice, and the sooner they are cleared out the better.',
  },
  {
    hateful: true,
    text: 'The ministry has published another glossy plan on community cohesion (Home Office, 2023). Cohesion would be easy if we simply got rid of {P}. Nobody would miss them.',
  },
];
