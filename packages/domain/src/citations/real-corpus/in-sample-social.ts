import type { CorpusPassage } from './corpus-passage.ts';

/**
 * OpenStax, Psychology 2e, "Self-presentation" (modules/m49116/index.cnxml) and "Prejudice and
 * Discrimination" (modules/m49128/index.cnxml).
 */
export const socialPsychology: CorpusPassage[] = [
  {
    source: 'm49116',
    text: `One major social determinant of human behavior is our social roles. A social role is a pattern of behavior that is expected of a person in a given setting or group (Hare, 2003). Each one of us has several social roles.`,
    citations: ['(Hare, 2003)|Hare|2003'],
  },
  {
    source: 'm49116',
    text: `These are examples of how our social roles influence and often dictate our behavior to the extent that identity and personality can vary with context (that is, in different social groups) (Malloy, Albright, Kenny, Agatstein & Winquist, 1997).`,
    citations: ['(Malloy, Albright, Kenny, Agatstein & Winquist, 1997)|Malloy|1997'],
  },
  {
    source: 'm49116',
    text: `A social norm is a group’s expectation of what is appropriate and acceptable behavior for its members—how they are supposed to behave and think (Deutsch & Gerard, 1955; Berkowitz, 2004). How are we expected to act?`,
    citations: ['Deutsch & Gerard, 1955|Deutsch|1955', 'Berkowitz, 2004|Berkowitz|2004'],
  },
  {
    source: 'm49116',
    text: `A script is a person’s knowledge about the sequence of events expected in a specific setting (Schank & Abelson, 1977). How do you act on the first day of school, when you walk into an elevator, or are at a restaurant?`,
    citations: ['(Schank & Abelson, 1977)|Schank|1977'],
  },
  {
    source: 'm49116',
    text: `Indeed, it should be noted that no guard ever came late for his shift, called in sick, left early, or demanded extra pay for overtime work. (Zimbardo, 2013)`,
    citations: ['(Zimbardo, 2013)|Zimbardo|2013'],
  },
  {
    source: 'm49116',
    text: `Some prisoners became so immersed in their roles that they exhibited symptoms of mental breakdown; however, according to Zimbardo, none of the participants suffered long term harm (Alexander, 2001).`,
    citations: ['(Alexander, 2001)|Alexander|2001'],
  },
  {
    source: 'm49128',
    text: `The social groups we belong to help form our identities (Tajfel, 1974). These differences may be difficult for some people to reconcile, which may lead to prejudice toward people who are different. Prejudice is a negative attitude and feeling toward an individual based solely on one’s membership in a particular social group (Allport, 1954; Brown, 2010). Furthermore, imagined social interaction can reduce anxiety associated with inter-group interactions (Crisp & Turner, 2009).`,
    citations: [
      '(Tajfel, 1974)|Tajfel|1974',
      'Allport, 1954|Allport|1954',
      'Brown, 2010|Brown|2010',
      '(Crisp & Turner, 2009)|Crisp|2009',
    ],
  },
  {
    source: 'm49128',
    text: `For example, someone holding prejudiced attitudes toward older adults, may believe that older adults are slow and incompetent (Cuddy, Norton, & Fiske, 2005; Nelson, 2004). We cannot possibly know each individual person of advanced age to know that all older adults are slow and incompetent. Another example of a well-known stereotype involves beliefs about racial differences among athletes. As Hodge, Burden, Robinson, and Bennett (2008) point out, Black male athletes are often believed to be more athletic, yet less intelligent, than their White male counterparts. These beliefs persist despite a number of high profile examples to the contrary. Whether or not you agree with a stereotype, stereotypes are generally well-known within in a given culture (Devine, 1989).`,
    citations: [
      'Cuddy, Norton, & Fiske, 2005|Cuddy|2005',
      'Nelson, 2004|Nelson|2004',
      'Hodge, Burden, Robinson, and Bennett (2008)|Hodge|2008',
      '(Devine, 1989)|Devine|1989',
    ],
  },
  {
    source: 'm49128',
    text: `Discrimination is negative action toward an individual as a result of one’s membership in a particular group (Allport, 1954; Dovidio & Gaertner, 2004). She passed all the requirements needed for a PhD and was described by psychologist Hugo Münsterberg as “one of the strongest professors of psychology in this country.” However, Harvard refused to grant Calkins a PhD because she was a woman (Harvard University, 2019).`,
    citations: [
      'Allport, 1954|Allport|1954',
      'Dovidio & Gaertner, 2004|Dovidio|2004',
      '(Harvard University, 2019)|Harvard University|2019',
    ],
  },
  {
    source: 'm49128',
    text: `When we meet strangers we automatically process three pieces of information about them: their race, gender, and age (Ito & Urland, 2003). Why are these aspects of an unfamiliar person so important?`,
    citations: ['(Ito & Urland, 2003)|Ito|2003'],
  },
  {
    source: 'm49128',
    text: `Research suggests cultural stereotypes for Asian Americans include cold, sly, and intelligent; for Latinos, cold and unintelligent; for European Americans, cold and intelligent; and for African Americans, aggressive, athletic, and more likely to be law breakers (Devine & Elliot, 1995; Fiske, Cuddy, Glick, & Xu, 2002; Sommers & Ellsworth, 2000; Dixon & Linz, 2000).
Racism exists for many racial and ethnic groups. For example, Blacks are significantly more likely to have their vehicles searched during traffic stops than Whites, particularly when Blacks are driving in predominately White neighborhoods, (a phenomenon often termed “DWB,” or “driving while Black.”) (Rojek, Rosenfeld, & Decker, 2012)
Mexican Americans and other Latino groups also are targets of racism from the police and other members of the community. For example, when purchasing items with a personal check, Latino shoppers are more likely than White shoppers to be asked to show formal identification (Dovidio et al., 2010).`,
    citations: [
      'Devine & Elliot, 1995|Devine|1995',
      'Fiske, Cuddy, Glick, & Xu, 2002|Fiske|2002',
      'Sommers & Ellsworth, 2000|Sommers|2000',
      'Dixon & Linz, 2000|Dixon|2000',
      '(Rojek, Rosenfeld, & Decker, 2012)|Rojek|2012',
      '(Dovidio et al., 2010)|Dovidio|2010',
    ],
  },
  {
    source: 'm49128',
    text: `When the accusations came out, the mayor of East Haven was asked, “What are you doing for the Latino community today?” The Mayor responded, “I might have tacos when I go home, I’m not quite sure yet” (“East Haven Mayor,” 2012) This statement undermines the important issue of racial profiling and police harassment of Latinos, while belittling Latino culture by emphasizing an interest in a food product stereotypically associated with Latinos.`,
    citations: ['(“East Haven Mayor,” 2012)|East Haven Mayor|2012'],
  },
  {
    source: 'm49128',
    text: `One reason modern forms of racism, and prejudice in general, are hard to detect is related to the dual attitudes model (Wilson, Lindsey, & Schooler, 2000). Humans have two forms of attitudes: explicit attitudes, which are conscious and controllable, and implicit attitudes, which are unconscious and uncontrollable (Devine, 1989; Olson & Fazio, 2003). Because holding egalitarian views is socially desirable (Plant & Devine, 1998), most people do not show extreme racial bias or other prejudices on measures of their explicit attitudes. However, measures of implicit attitudes often show evidence of mild to strong racial bias or other prejudices (Greenwald, McGee, & Schwartz, 1998; Olson & Fazio, 2003).`,
    citations: [
      '(Wilson, Lindsey, & Schooler, 2000)|Wilson|2000',
      'Devine, 1989|Devine|1989',
      'Olson & Fazio, 2003|Olson|2003',
      '(Plant & Devine, 1998)|Plant|1998',
      'Greenwald, McGee, & Schwartz, 1998|Greenwald|1998',
      'Olson & Fazio, 2003|Olson|2003',
    ],
  },
  {
    source: 'm49128',
    text: `For example, women are expected to be friendly, passive, and nurturing, and when women behave in an unfriendly, assertive, or neglectful manner they often are disliked for violating their gender role (Rudman, 1998). Research by Laurie Rudman (1998) finds that when female job applicants self-promote, they are likely to be viewed as competent, but they may be disliked and are less likely to be hired because they violated gender expectations for modesty.`,
    citations: ['(Rudman, 1998)|Rudman|1998', 'Laurie Rudman (1998)|Rudman|1998'],
  },
  {
    source: 'm49128',
    text: `Women are less likely to be hired or promoted in male-dominated professions such as engineering, aviation, and construction (Blau, Ferber, & Winkler, 2010; Ceci & Williams, 2011). Have you ever experienced or witnessed sexism? Think about your family members’ jobs or careers. Why do you think there are differences in the jobs women and men have, such as more women nurses but more male surgeons (Betz, 2008)?`,
    citations: [
      'Blau, Ferber, & Winkler, 2010|Blau|2010',
      'Ceci & Williams, 2011|Ceci|2011',
      '(Betz, 2008)|Betz|2008',
    ],
  },
  {
    source: 'm49128',
    text: `Ageism is widespread in U.S. culture (Nosek, 2005), and a common ageist attitude toward older adults is that they are incompetent, physically weak, and slow (Greenberg, Schimel, & Martens, 2002) and some people consider older adults less attractive.`,
    citations: ['(Nosek, 2005)|Nosek|2005', '(Greenberg, Schimel, & Martens, 2002)|Greenberg|2002'],
  },
  {
    source: 'm49128',
    text: `Like ageism, homophobia is a widespread prejudice in U.S. society that is tolerated by many people (Herek & McLemore, 2013; Nosek, 2005). Negative feelings often result in discrimination, such as the exclusion of lesbian, gay, bisexual, and transgender (LGBT) people from social groups and the avoidance of LGBT neighbors and co-workers.`,
    citations: ['Herek & McLemore, 2013|Herek|2013', 'Nosek, 2005|Nosek|2005'],
  },
  {
    source: 'm49128',
    text: `This passionate response has led some researchers to question what motives might exist for homophobic people. Adams, Wright, & Lohr (1996) conducted a study investigating this issue and their results were quite an eye-opener.`,
    citations: ['Adams, Wright, & Lohr (1996)|Adams|1996'],
  },
  {
    source: 'm49128',
    text: `While all men reported that their erections indicated arousal for the heterosexual and female homosexual clips, the homophobic men indicated that they were not sexually aroused (despite their erections) to the male homosexual clips. Adams et al. (1996) suggest that these findings may indicate that homophobia is related to homosexual arousal that the homophobic individuals either deny or are unaware.`,
    citations: ['Adams et al. (1996)|Adams|1996'],
  },
  {
    source: 'm49128',
    text: `Children learn prejudiced attitudes and beliefs from society: their parents, teachers, friends, the media, and other sources of socialization, such as Facebook (O’Keeffe & Clarke-Pearson, 2011). If certain types of prejudice and discrimination are acceptable in a society, there may be normative pressures to conform and share those prejudiced beliefs, attitudes, and behaviors.`,
    citations: ['(O’Keeffe & Clarke-Pearson, 2011)|O’Keeffe|2011'],
  },
  {
    source: 'm49128',
    text: `This treatment can influence the person to act according to our stereotypic expectations, thus confirming our stereotypic beliefs. Research by Rosenthal and Jacobson (1968) found that disadvantaged students whose teachers expected them to perform well had higher grades than disadvantaged students whose teachers expected them to do poorly. Consider this example of cause and effect in a self-fulfilling prophecy: If an employer expects an openly gay male job applicant to be incompetent, the potential employer might treat the applicant negatively during the interview by engaging in less conversation, making little eye contact, and generally behaving coldly toward the applicant (Hebl, Foster, Mannix, & Dovidio, 2002).`,
    citations: [
      'Rosenthal and Jacobson (1968)|Rosenthal|1968',
      '(Hebl, Foster, Mannix, & Dovidio, 2002)|Hebl|2002',
    ],
  },
  {
    source: 'm49128',
    text: `In this process, known as confirmation bias, we seek out information that supports our stereotypes and ignore information that is inconsistent with our stereotypes (Wason & Johnson-Laird, 1972). Social class stereotypes of individuals tend to arise when information about the individual is ambiguous. If information is unambiguous, stereotypes do not tend to arise (Baron et al., 1995). These groups provide a powerful source of our identity and self-esteem (Tajfel & Turner, 1979). Scapegoating is the act of blaming an out-group when the in-group experiences frustration or is blocked from obtaining a goal (Allport, 1954).`,
    citations: [
      '(Wason & Johnson-Laird, 1972)|Wason|1972',
      '(Baron et al., 1995)|Baron|1995',
      '(Tajfel & Turner, 1979)|Tajfel|1979',
      '(Allport, 1954)|Allport|1954',
    ],
  },
];
