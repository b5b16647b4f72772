import type { CorpusPassage } from './corpus-passage.ts';

/** OpenStax, Psychology 2e, "Mood Disorders" (modules/m49237/index.cnxml, from character 32,000). */
export const suicide: CorpusPassage[] = [
  {
    source: 'm49237',
    text: `Suicide, defined by the CDC as “death caused by self-directed injurious behavior with any intent to die as the result of the behavior” (CDC, 2013a), in a sense represents an outcome of several things going wrong all at the same time Crosby, Ortega, & Melanson, 2011). Not only must the person be biologically or psychologically vulnerable, but he must also have the means to perform the suicidal act, and he must lack the necessary protective factors (e.g., social support from friends and family, religion, coping skills, and problem-solving skills) that provide comfort and enable one to cope during times of crisis or great psychological pain (Berman, 2009).`,
    citations: [
      '(CDC, 2013a)|CDC|2013a',
      'Crosby, Ortega, & Melanson, 2011)|Crosby|2011',
      '(Berman, 2009)|Berman|2009',
    ],
  },
  {
    source: 'm49237',
    text: `Around 90% of those who complete suicides have a diagnosis of at least one mental disorder, with mood disorders being the most frequent (Fleischman, Bertolote, Belfer, & Beautrais, 2005). In fact, the association between major depressive disorder and suicide is so strong that one of the criteria for the disorder is thoughts of suicide, as discussed above (APA, 2013).`,
    citations: [
      '(Fleischman, Bertolote, Belfer, & Beautrais, 2005)|Fleischman|2005',
      '(APA, 2013)|APA|2013',
    ],
  },
  {
    source: 'm49237',
    text: `Suicide was the 10th leading cause of death for all ages in 2010 (Centers for Disease Control and Prevention [CDC], 2012).
There were 38,364 suicides in 2010 in the United States—an average of 105 each day (CDC, 2012).
Suicide among males is 4 times higher than among females and accounts for 79% of all suicides; firearms are the most commonly used method of suicide for males, whereas poisoning is the most commonly used method for females (CDC, 2012).
From 1991 to 2003, suicide rates were consistently higher among those 65 years and older. Since 2001, however, suicide rates among those ages 25–64 have risen consistently, and, since 2006, suicide rates have been greater for those ages 65 and older (CDC, 2013b). This increase in suicide rates among middle-aged Americans has prompted concern in some quarters that baby boomers (individuals born between 1946–1964) who face economic worry and easy access to prescription medication may be particularly vulnerable to suicide (Parker-Pope, 2013).
The highest rates of suicide within the United States are among American Indians/Alaskan natives and Non-Hispanic Whites (CDC, 2013b).
Suicide rates vary across the United States, with the highest rates consistently found in the mountain states of the west (Alaska, Montana, Nevada, Wyoming, Colorado, and Idaho) (Berman, 2009).`,
    citations: [
      '(Centers for Disease Control and Prevention [CDC], 2012)|Centers for Disease Control and Prevention|2012',
      '(CDC, 2012)|CDC|2012',
      '(CDC, 2012)|CDC|2012',
      '(CDC, 2013b)|CDC|2013b',
      '(Parker-Pope, 2013)|Parker-Pope|2013',
      '(CDC, 2013b)|CDC|2013b',
      '(Berman, 2009)|Berman|2009',
    ],
  },
  {
    source: 'm49237',
    text: `Contrary to popular belief, suicide rates peak during the springtime (April and May), not during the holiday season or winter. In fact, suicide rates are generally lowest during the winter months (Postolache et al., 2010).`,
    citations: ['(Postolache et al., 2010)|Postolache|2010'],
  },
  {
    source: 'm49237',
    text: `Suicidal risk is especially high among people with substance abuse problems. Individuals with alcohol dependence are at 10 times greater risk for suicide than the general population (Wilcox, Conner, & Caine, 2004). The risk of suicidal behavior is especially high among those who have made a prior suicide attempt. Among those who attempt suicide, 16% make another attempt within a year and over 21% make another attempt within four years (Owens, Horrocks, & House, 2002). Suicidal individuals may be at high risk for terminating their life if they have a lethal means in which to act, such as a firearm in the home (Brent & Bridge, 2003). Withdrawal from social relationships, feeling as though one is a burden to others, and engaging in reckless and risk-taking behaviors may be precursors to suicidal behavior (Berman, 2009). A sense of entrapment or feeling unable to escape one’s miserable feelings or external circumstances (e.g., an abusive relationship with no perceived way out) predicts suicidal behavior (O’Connor, Smyth, Ferguson, Ryan, & Williams, 2013). Tragically, reports of suicides among adolescents following instances of cyberbullying have emerged in recent years. In one widely-publicized case a few years ago, Phoebe Prince, a 15-year-old Massachusetts high school student, committed suicide following incessant harassment and taunting from her classmates via texting and Facebook (McCabe, 2010).`,
    citations: [
      '(Wilcox, Conner, & Caine, 2004)|Wilcox|2004',
      '(Owens, Horrocks, & House, 2002)|Owens|2002',
      '(Brent & Bridge, 2003)|Brent|2003',
      '(Berman, 2009)|Berman|2009',
      '(O’Connor, Smyth, Ferguson, Ryan, & Williams, 2013)|O’Connor|2013',
      '(McCabe, 2010)|McCabe|2010',
    ],
  },
  {
    source: 'm49237',
    text: `Suicides can have a contagious effect on people. For example, another’s suicide, especially that of a family member, heightens one’s risk of suicide (Agerbo, Nordentoft, & Mortensen, 2002). Additionally, widely-publicized suicides tend to trigger copycat suicides in some individuals. One study examining suicide statistics in the United States from 1947–1967 found that the rates of suicide skyrocketed for the first month after a suicide story was printed on the front page of the New York Times (Phillips, 1974). Austrian researchers found a significant increase in the number of suicides by firearms in the three weeks following extensive reports in Austria’s largest newspaper of a celebrity suicide by gun (Etzersdorfer, Voracek, & Sonneck, 2004). A review of 42 studies concluded that media coverage of celebrity suicides is more than 14 times more likely to trigger copycat suicides than is coverage of non-celebrity suicides (Stack, 2000). Research suggests that a trend appears to be emerging whereby people use online social media to leave suicide notes, although it is not clear to what extent suicide notes on such media might induce copycat suicides (Ruder, Hatch, Ampanozi, Thali, & Fischer, 2011). Nevertheless, it is reasonable to conjecture that suicide notes left by individuals on social media may influence the decisions of other vulnerable people who encounter them (Luxton, June, & Fairall, 2012).`,
    citations: [
      '(Agerbo, Nordentoft, & Mortensen, 2002)|Agerbo|2002',
      '(Phillips, 1974)|Phillips|1974',
      '(Etzersdorfer, Voracek, & Sonneck, 2004)|Etzersdorfer|2004',
      '(Stack, 2000)|Stack|2000',
      '(Ruder, Hatch, Ampanozi, Thali, & Fischer, 2011)|Ruder|2011',
      '(Luxton, June, & Fairall, 2012)|Luxton|2012',
    ],
  },
  {
    source: 'm49237',
    text: `Contemporary neurological research shows that disturbances in the functioning of serotonin are linked to suicidal behavior (Pompili et al., 2010). Low levels of serotonin predict future suicide attempts and suicide completions, and low levels have been observed post-mortem among suicide victims (Mann, 2003). Serotonin dysfunction, as noted earlier, is also known to play an important role in depression; low levels of serotonin have also been linked to aggression and impulsivity (Stanley et al., 2000). A classic study conducted during the 1970s found that patients with major depressive disorder who had very low levels of serotonin attempted suicide more frequently and more violently than did patients with higher levels (Asberg, Thorén, Träskman, Bertilsson, & Ringberger, 1976; Mann, 2003).`,
    citations: [
      '(Pompili et al., 2010)|Pompili|2010',
      '(Mann, 2003)|Mann|2003',
      '(Stanley et al., 2000)|Stanley|2000',
      'Asberg, Thorén, Träskman, Bertilsson, & Ringberger, 1976|Asberg|1976',
      'Mann, 2003|Mann|2003',
    ],
  },
];
