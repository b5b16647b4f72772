import type { CorpusPassage } from './corpus-passage.ts';

/** OpenStax, Psychology 2e, "Treatment Modalities" (modules/m49153/index.cnxml). */
export const treatmentModalities: CorpusPassage[] = [
  {
    source: 'm49153',
    text: `One benefit of group therapy is that it can help decrease a client’s shame and isolation about a problem while offering needed support, both from the therapist and other members of the group (American Psychological Association, 2014). A nine-year-old sexual abuse victim, for example, may feel very embarrassed and ashamed.`,
    citations: [
      '(American Psychological Association, 2014)|American Psychological Association|2014',
    ],
  },
  {
    source: 'm49153',
    text: `Clients often accept feedback about their behavior more willingly from other group members than from therapists. Finally, clients can practice social skills in group treatment settings. (McGrath, Cumming, Burchard, Zeoli, & Ellerby, 2009)`,
    citations: ['(McGrath, Cumming, Burchard, Zeoli, & Ellerby, 2009)|McGrath|2009'],
  },
  {
    source: 'm49153',
    text: `Groups might focus on test anxiety, social isolation, self-esteem, bullying, or school failure (Shechtman, 2002). Whether the group is held in school or in a clinician’s office, group therapy has been found to be effective with children facing numerous kinds of challenges (Shechtman, 2002). This can become a complex and emotionally charged process, but it is also an opportunity for personal growth (Page & Berkow, 1994).`,
    citations: [
      '(Shechtman, 2002)|Shechtman|2002',
      '(Shechtman, 2002)|Shechtman|2002',
      '(Page & Berkow, 1994)|Page|1994',
    ],
  },
  {
    source: 'm49153',
    text: `The primary therapeutic orientation used in couples counseling is cognitive-behavioral therapy (Rathus & Sanderson, 1999). Couples meet with a therapist to discuss conflicts and/or aspects of their relationship that they want to change. In fact, psychologists Peter Pearson and Ellyn Bader, who founded the Couples Institute in Palo Alto, California, have compared the experience of the clinician in couples’ therapy to be like “piloting a helicopter in a hurricane” (Weil, 2012, para. 7).`,
    citations: ['(Rathus & Sanderson, 1999)|Rathus|1999', '(Weil, 2012, para. 7)|Weil|2012'],
  },
  {
    source: 'm49153',
    text: `The family is viewed as an organized system, and each individual within the family is a contributing member who creates and maintains processes within the system that shape behavior (Minuchin, 1985). Typically, the therapist would guide what happens in the therapy session and design a detailed approach to resolving each member’s problem (Madanes, 1991).`,
    citations: ['(Minuchin, 1985)|Minuchin|1985', '(Madanes, 1991)|Madanes|1991'],
  },
];
