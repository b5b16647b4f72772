import type { CorpusPassage } from './corpus-passage.ts';

/**
 * OpenStax, Psychology 2e, "Schizophrenia" (modules/m49205/index.cnxml, from character 16,000)
 * and "Mood Disorders" (modules/m49237/index.cnxml).
 */
export const moodDisorders: CorpusPassage[] = [
  {
    source: 'm49205',
    text: `A classic investigation of over 45,000 Swedish conscripts who were followed up after 15 years found that those individuals who had reported using marijuana at least once by the time of conscription were more than 2 times as likely to develop schizophrenia during the ensuing 15 years than were those who reported never using marijuana; those who had indicated using marijuana 50 or more times were 6 times as likely to develop schizophrenia (Andréasson, Allbeck, Engström, & Rydberg, 1987). More recently, a review of 35 longitudinal studies found a substantially increased risk of schizophrenia and other psychotic disorders in people who had used marijuana, with the greatest risk in the most frequent users (Moore et al., 2007). Other work has found that marijuana use is associated with an onset of psychotic disorders at an earlier age (Large, Sharma, Compton, Slade, & Nielssen, 2011). Overall, the available evidence seems to indicate that marijuana use plays a causal role in the development of schizophrenia, although it is important to point out that marijuana use is not an essential or sufficient risk factor as not all people with schizophrenia have used marijuana and the majority of marijuana users do not develop schizophrenia (Casadio, Fernandes, Murray, & Di Forti, 2011). One plausible interpretation of the data is that early marijuana use may disrupt normal brain development during important early maturation periods in adolescence (Trezza, Cuomo, & Vanderschuren, 2008). Thus, early marijuana use may set the stage for the development of schizophrenia and other psychotic disorders, especially among individuals with an established vulnerability (Casadio et al., 2011).`,
    citations: [
      '(Andréasson, Allbeck, Engström, & Rydberg, 1987)|Andréasson|1987',
      '(Moore et al., 2007)|Moore|2007',
      '(Large, Sharma, Compton, Slade, & Nielssen, 2011)|Large|2011',
      '(Casadio, Fernandes, Murray, & Di Forti, 2011)|Casadio|2011',
      '(Trezza, Cuomo, & Vanderschuren, 2008)|Trezza|2008',
      '(Casadio et al., 2011)|Casadio|2011',
    ],
  },
  {
    source: 'm49205',
    text: `A number of factors have been identified that predict a greater likelihood that prodromal individuals will develop a psychotic disorder: genetic risk (a family history of psychosis), recent deterioration in functioning, high levels of unusual thought content, high levels of suspicion or paranoia, poor social functioning, and a history of substance abuse (Fusar-Poli et al., 2013).`,
    citations: ['(Fusar-Poli et al., 2013)|Fusar-Poli|2013'],
  },
  {
    source: 'm49237',
    text: `Mood disorders are characterized by severe disturbances in mood and emotions—most often depression, but also mania and elation (Rothschild, 1999). All of us experience fluctuations in our moods and emotional states, and often these fluctuations are caused by events in our lives.`,
    citations: ['(Rothschild, 1999)|Rothschild|1999'],
  },
  {
    source: 'm49237',
    text: `According to the DSM-5, the defining symptoms of major depressive disorder include “depressed mood most of the day, nearly every day” (feeling sad, empty, hopeless, or appearing tearful to others), and loss of interest and pleasure in usual activities (APA, 2013). In addition to feeling overwhelmingly sad most of each day, people with depression will no longer show interest or enjoyment in activities that previously were gratifying, such as hobbies, sports, sex, social events, time spent with family, and so on. Friends and family members may notice that the person has completely abandoned previously enjoyed hobbies; for example, an avid tennis player who develops major depressive disorder no longer plays tennis (Rothschild, 1999). To receive a diagnosis of major depressive disorder, one must experience a total of five symptoms for at least a two-week period; these symptoms must cause significant distress or impair normal functioning, and they must not be caused by substances or a medical condition. At least one of the two symptoms mentioned above must be present, plus any combination of the following symptoms (APA, 2013):`,
    citations: [
      '(APA, 2013)|APA|2013',
      '(Rothschild, 1999)|Rothschild|1999',
      '(APA, 2013)|APA|2013',
    ],
  },
  {
    source: 'm49237',
    text: `Approximately 50%–60% of people who experience an episode of major depressive disorder will have a second episode at some point in the future; those who have had two episodes have a 70% chance of having a third episode, and those who have had three episodes have a 90% chance of having a fourth episode (Rothschild, 1999). Although the episodes can last for months, a majority a people diagnosed with this condition (around 70%) recover within a year. However, a substantial number do not recover; around 12% show serious signs of impairment associated with major depressive disorder after 5 years (Boland & Keller, 2009). In the long-term, many who do recover will still show minor symptoms that fluctuate in their severity (Judd, 2012).`,
    citations: [
      '(Rothschild, 1999)|Rothschild|1999',
      '(Boland & Keller, 2009)|Boland|2009',
      '(Judd, 2012)|Judd|2012',
    ],
  },
  {
    source: 'm49237',
    text: `The majority of those with major depressive disorder report having faced some kind of discrimination, and many report that having received such treatment has stopped them from initiating close relationships, applying for jobs for which they are qualified, and applying for education or training (Lasalvia et al., 2013). Major depressive disorder also takes a toll on health. Depression is a risk factor for the development of heart disease in healthy patients, as well as adverse cardiovascular outcomes in patients with preexisting heart disease (Whooley, 2006).`,
    citations: ['(Lasalvia et al., 2013)|Lasalvia|2013', '(Whooley, 2006)|Whooley|2006'],
  },
  {
    source: 'm49237',
    text: `Major depressive disorder is often referred to as the common cold of psychiatric disorders. Around 6.6% of the U.S. population experiences major depressive disorder each year; 16.9% will experience the disorder during their lifetime (Kessler & Wang, 2009). It is more common among women than among men, affecting approximately 20% of women and 13% of men at some point in their life (National Comorbidity Survey, 2007). The greater risk among women is not accounted for by a tendency to report symptoms or to seek help more readily, suggesting that gender differences in the rates of major depressive disorder may reflect biological and gender-related environmental experiences (Kessler, 2003). Lifetime rates of major depressive disorder tend to be highest in North and South America, Europe, and Australia; they are considerably lower in Asian countries (Hasin, Fenton, & Weissman, 2011). The rates of major depressive disorder are higher among younger age cohorts than among older cohorts, perhaps because people in younger age cohorts are more willing to admit depression (Kessler & Wang, 2009). A number of risk factors are associated with major depressive disorder: unemployment (including homemakers); earning less than $20,000 per year; living in urban areas; or being separated, divorced, or widowed (Hasin et al., 2011). Comorbid disorders include anxiety disorders and substance abuse disorders (Kessler & Wang, 2009).`,
    citations: [
      '(Kessler & Wang, 2009)|Kessler|2009',
      '(National Comorbidity Survey, 2007)|National Comorbidity Survey|2007',
      '(Kessler, 2003)|Kessler|2003',
      '(Hasin, Fenton, & Weissman, 2011)|Hasin|2011',
      '(Kessler & Wang, 2009)|Kessler|2009',
      '(Hasin et al., 2011)|Hasin|2011',
      '(Kessler & Wang, 2009)|Kessler|2009',
    ],
  },
  {
    source: 'm49237',
    text: `Another subtype, peripartum onset (commonly referred to as postpartum depression), applies to women who experience major depression during pregnancy or in the four weeks following the birth of their child (APA, 2013). In a horrific illustration, a woman named Andrea Yates, who suffered from extreme peripartum-onset depression (as well as other mental illnesses), drowned her five children in a bathtub (Roche, 2002). Most women with peripartum-onset depression do not physically harm their children, but most do have difficulty being adequate caregivers (Fields, 2010). A surprisingly high number of women experience symptoms of peripartum-onset depression. A study of 10,000 women who had recently given birth found that 14% screened positive for peripartum-onset depression, and that nearly 20% reported having thoughts of wanting to harm themselves (Wisner et al., 2013). However, episodes of full-blown major depressive disorder can occur during persistent depressive disorder (APA, 2013).`,
    citations: [
      '(APA, 2013)|APA|2013',
      '(Roche, 2002)|Roche|2002',
      '(Fields, 2010)|Fields|2010',
      '(Wisner et al., 2013)|Wisner|2013',
      '(APA, 2013)|APA|2013',
    ],
  },
  {
    source: 'm49237',
    text: `To be diagnosed with bipolar disorder, a person must have experienced a manic episode at least once in his life; although major depressive episodes are common in bipolar disorder, they are not required for a diagnosis (APA, 2013). According to the DSM-5, a manic episode is characterized as a “distinct period of abnormally and persistently elevated, expansive, or irritable mood and abnormally and persistently increased activity or energy lasting at least one week,” that lasts most of the time each day (APA, 2013, p. 124). Patients may also recklessly engage in pleasurable activities that could have harmful consequences, including spending sprees, reckless driving, making foolish investments, excessive gambling, or engaging in sexual encounters with strangers (APA, 2013). During a manic episode, individuals usually feel as though they are not ill and do not need treatment. However, the reckless behaviors that often accompany these episodes—which can be antisocial, illegal, or physically threatening to others—may require involuntary hospitalization (APA, 2013).`,
    citations: [
      '(APA, 2013)|APA|2013',
      '(APA, 2013, p. 124)|APA|2013',
      '(APA, 2013)|APA|2013',
      '(APA, 2013)|APA|2013',
    ],
  },
  {
    source: 'm49237',
    text: `In the United States, 1 out of every 167 people meets the criteria for bipolar disorder each year, and 1 out of 100 meet the criteria within their lifetime (Merikangas et al., 2011). The rates are higher in men than in women, and about half of those with this disorder report onset before the age of 25 (Merikangas et al., 2011). Around 90% of those with bipolar disorder have a comorbid disorder, most often an anxiety disorder or a substance abuse problem. Unfortunately, close to half of the people suffering from bipolar disorder do not receive treatment (Merikangas & Tohen, 2011). Suicide rates are extremely high among those with bipolar disorder: around 36% of individuals with this disorder attempt suicide at least once in their lifetime (Novick, Swartz, & Frank, 2010), and between 15%–19% complete suicide (Newman, 2004).`,
    citations: [
      '(Merikangas et al., 2011)|Merikangas|2011',
      '(Merikangas et al., 2011)|Merikangas|2011',
      '(Merikangas & Tohen, 2011)|Merikangas|2011',
      '(Novick, Swartz, & Frank, 2010)|Novick|2010',
      '(Newman, 2004)|Newman|2004',
    ],
  },
  {
    source: 'm49237',
    text: `Relatives of those with major depressive disorder have double the risk of developing major depressive disorder, whereas relatives of patients with bipolar disorder have over nine times the risk (Merikangas et al., 2011). The rate of concordance for major depressive disorder is higher among identical twins than fraternal twins (50% vs. 38%, respectively), as is that of bipolar disorder (67% vs. 16%, respectively), suggesting that genetic factors play a stronger role in bipolar disorder than in major depressive disorder (Merikangas et al. 2011). People with mood disorders often have imbalances in certain neurotransmitters, particularly norepinephrine and serotonin (Thase, 2009).`,
    citations: [
      '(Merikangas et al., 2011)|Merikangas|2011',
      '(Merikangas et al. 2011)|Merikangas|2011',
      '(Thase, 2009)|Thase|2009',
    ],
  },
  {
    source: 'm49237',
    text: `Depression is linked to abnormal activity in several regions of the brain (Fitzgerald, Laird, Maller, & Daskalakis, 2008) including those important in assessing the emotional significance of stimuli and experiencing emotions (amygdala), and in regulating and controlling emotions (like the prefrontal cortex, or PFC) (LeMoult, Castonguay, Joormann, & McAleavey, 2013). Depressed individuals show elevated amygdala activity (Drevets, Bogers, & Raichle, 2002), especially when presented with negative emotional stimuli, such as photos of sad faces (Surguladze et al., 2005). Interestingly, heightened amygdala activation to negative emotional stimuli among depressed persons occurs even when stimuli are presented outside of conscious awareness (Victor, Furey, Fromm, Öhman, & Drevets, 2010), and it persists even after the negative emotional stimuli are no longer present (Siegle, Thompson, Carter, Steinhauer, & Thase, 2007). Additionally, depressed individuals exhibit less activation in the prefrontal, particularly on the left side (Davidson, Pizzagalli, & Nitschke, 2009). Because the PFC can dampen amygdala activation, thereby enabling one to suppress negative emotions (Phan et al., 2005), decreased activation in certain regions of the PFC may inhibit its ability to override negative emotions that might then lead to more negative mood states (Davidson et al., 2009).`,
    citations: [
      '(Fitzgerald, Laird, Maller, & Daskalakis, 2008)|Fitzgerald|2008',
      '(LeMoult, Castonguay, Joormann, & McAleavey, 2013)|LeMoult|2013',
      '(Drevets, Bogers, & Raichle, 2002)|Drevets|2002',
      '(Surguladze et al., 2005)|Surguladze|2005',
      '(Victor, Furey, Fromm, Öhman, & Drevets, 2010)|Victor|2010',
      '(Siegle, Thompson, Carter, Steinhauer, & Thase, 2007)|Siegle|2007',
      '(Davidson, Pizzagalli, & Nitschke, 2009)|Davidson|2009',
      '(Phan et al., 2005)|Phan|2005',
      '(Davidson et al., 2009)|Davidson|2009',
    ],
  },
  {
    source: 'm49237',
    text: `Since the 1950s, researchers have noted that depressed individuals have abnormal levels of cortisol, a stress hormone released into the blood by the neuroendocrine system during times of stress (Mackin & Young, 2004). When cortisol is released, the body initiates a fight-or-flight response in reaction to a threat or danger. Many people with depression show elevated cortisol levels (Holsboer & Ising, 2010), especially those reporting a history of early life trauma such as the loss of a parent or abuse during childhood (Baes, Tofoli, Martins, & Juruena, 2012). Such findings raise the question of whether high cortisol levels are a cause or a consequence of depression. High levels of cortisol are a risk factor for future depression (Halligan, Herbert, Goodyer, & Murray, 2007), and cortisol activates activity in the amygdala while deactivating activity in the PFC (McEwen, 2005)—both brain disturbances are connected to depression. Thus, high cortisol levels may have a causal effect on depression, as well as on its brain function abnormalities (van Praag, 2005). Also, because stress results in increased cortisol release (Michaud, Matheson, Kelly, Anisman, 2008), it is equally reasonable to assume that stress may precipitate depression.`,
    citations: [
      '(Mackin & Young, 2004)|Mackin|2004',
      '(Holsboer & Ising, 2010)|Holsboer|2010',
      '(Baes, Tofoli, Martins, & Juruena, 2012)|Baes|2012',
      '(Halligan, Herbert, Goodyer, & Murray, 2007)|Halligan|2007',
      '(McEwen, 2005)|McEwen|2005',
      '(van Praag, 2005)|van Praag|2005',
      '(Michaud, Matheson, Kelly, Anisman, 2008)|Michaud|2008',
    ],
  },
  {
    source: 'm49237',
    text: `Indeed, it has long been believed that stressful life events can trigger depression, and research has consistently supported this conclusion (Mazure, 1998). Stressful life events include significant losses, such as death of a loved one, divorce or separation, and serious health and money problems; life events such as these often precede the onset of depressive episodes (Brown & Harris, 1989). In particular, exit events—instances in which an important person departs (e.g., a death, divorce or separation, or a family member leaving home)—often occur prior to an episode (Paykel, 2003). Exit events are especially likely to trigger depression if these happenings occur in a way that humiliates or devalues the individual. For example, people who experience the breakup of a relationship initiated by the other person develop major depressive disorder at a rate more than 2 times that of people who experience the death of a loved one (Kendler, Hettema, Butera, Gardner, & Prescott, 2003). Likewise, individuals who are exposed to traumatic stress during childhood—such as separation from a parent, family turmoil, and maltreatment (physical or sexual abuse)—are at a heightened risk of developing depression at any point in their lives (Kessler, 1997). A recent review of 16 studies involving over 23,000 subjects concluded that those who experience childhood maltreatment are more than 2 times as likely to develop recurring and persistent depression (Nanni, Uher, & Danese, 2012).`,
    citations: [
      '(Mazure, 1998)|Mazure|1998',
      '(Brown & Harris, 1989)|Brown|1989',
      '(Paykel, 2003)|Paykel|2003',
      '(Kendler, Hettema, Butera, Gardner, & Prescott, 2003)|Kendler|2003',
      '(Kessler, 1997)|Kessler|1997',
      '(Nanni, Uher, & Danese, 2012)|Nanni|2012',
    ],
  },
  {
    source: 'm49237',
    text: `If so, what might such predispositions be? A study by Caspi and others (2003) suggests that an alteration in a specific gene that regulates serotonin (the 5-HTTLPR gene) might be one culprit. Numerous studies have replicated these findings, including studies of people who experienced maltreatment during childhood (Goodman & Brand, 2009). In a recent investigation conducted in the United Kingdom (Brown & Harris, 2013), researchers found that childhood maltreatment before age 9 elevated the risk of chronic adult depression (a depression episode lasting for at least 12 months) among those individuals having one (LS) or two (SS) short versions of the 5-HTTLPR gene.`,
    citations: [
      'Caspi and others (2003)|Caspi|2003',
      '(Goodman & Brand, 2009)|Goodman|2009',
      '(Brown & Harris, 2013)|Brown|2013',
    ],
  },
  {
    source: 'm49237',
    text: `Cognitive theories of depression take the view that depression is triggered by negative thoughts, interpretations, self-evaluations, and expectations (Joormann, 2009). These diathesis-stress models propose that depression is triggered by a “cognitive vulnerability” (negative and maladaptive thinking) and by precipitating stressful life events (Gotlib & Joormann, 2010). Perhaps the most well-known cognitive theory of depression was developed in the 1960s by psychiatrist Aaron Beck, based on clinical observations and supported by research (Beck, 2008). Beck theorized that depression-prone people possess depressive schemas, or mental predispositions to think about most things in a negative way (Beck, 1976). Beck believed that this dysfunctional style of thinking is maintained by cognitive biases, or errors in how we process information about ourselves, which lead us to focus on negative aspects of experiences, interpret things negatively, and block positive memories (Beck, 2008). Longitudinal studies have supported Beck’s theory, in showing that a preexisting tendency to engage in this negative, self-defeating style of thinking—when combined with life stress—over time predicts the onset of depression (Dozois & Beck, 2008). Cognitive therapies for depression, aimed at changing a depressed person’s negative thinking, were developed as an expansion of this theory (Beck, 1976).`,
    citations: [
      '(Joormann, 2009)|Joormann|2009',
      '(Gotlib & Joormann, 2010)|Gotlib|2010',
      '(Beck, 2008)|Beck|2008',
      '(Beck, 1976)|Beck|1976',
      '(Beck, 2008)|Beck|2008',
      '(Dozois & Beck, 2008)|Dozois|2008',
      '(Beck, 1976)|Beck|1976',
    ],
  },
  {
    source: 'm49237',
    text: `Another cognitive theory of depression, hopelessness theory, postulates that a particular style of negative thinking leads to a sense of hopelessness, which then leads to depression (Abramson, Metalsky, & Alloy, 1989). Hopelessness theory predicts that people who exhibit this cognitive style in response to undesirable life events will view such events as having negative implications for their future and self-worth, thereby increasing the likelihood of hopelessness—the primary cause of depression (Abramson et al., 1989). Over the ensuing six months, those with scores reflecting high cognitive vulnerability were 7 times more likely to develop depression compared to those with lower scores (Kleim, Gonzalo, & Ehlers, 2011).`,
    citations: [
      '(Abramson, Metalsky, & Alloy, 1989)|Abramson|1989',
      '(Abramson et al., 1989)|Abramson|1989',
      '(Kleim, Gonzalo, & Ehlers, 2011)|Kleim|2011',
    ],
  },
  {
    source: 'm49237',
    text: `This theory, which focuses on rumination in the development of depression, was first described in the late 1980s to explain the higher rates of depression in women than in men (Nolen-Hoeksema, 1987). Rumination is the repetitive and passive focus on the fact that one is depressed and dwelling on depressed symptoms, rather that distracting one’s self from the symptoms or attempting to address them in an active, problem-solving manner (Nolen-Hoeksema, 1991). When people ruminate, they have thoughts such as “Why am I so unmotivated? I just can’t get going. I’m never going to get my work done feeling this way” (Nolen-Hoeksema & Hilt, 2009, p. 393). Women are more likely than men to ruminate when they are sad or depressed (Butler & Nolen-Hoeksema, 1994), and the tendency to ruminate is associated with increases in depression symptoms (Nolen-Hoeksema, Larson, & Grayson, 1999).`,
    citations: [
      '(Nolen-Hoeksema, 1987)|Nolen-Hoeksema|1987',
      '(Nolen-Hoeksema, 1991)|Nolen-Hoeksema|1991',
      '(Nolen-Hoeksema & Hilt, 2009, p. 393)|Nolen-Hoeksema|2009',
      '(Butler & Nolen-Hoeksema, 1994)|Butler|1994',
      '(Nolen-Hoeksema, Larson, & Grayson, 1999)|Nolen-Hoeksema|1999',
    ],
  },
];
