import type { CorpusPassage } from './corpus-passage.ts';

/** OpenStax, Psychology 2e, "Stressors" (modules/m49145/index.cnxml, its first 16,000 characters). */
export const stressors: CorpusPassage[] = [
  {
    source: 'm49145',
    text: `Acute stressors involve brief focal events that sometimes continue to be experienced as overwhelming well after the event has ended, such as falling on an icy sidewalk and breaking your leg (Cohen, Janicki-Deverts, & Miller, 2007). Whether chronic or acute, potential stressors come in many shapes and sizes.`,
    citations: ['(Cohen, Janicki-Deverts, & Miller, 2007)|Cohen|2007'],
  },
  {
    source: 'm49145',
    text: `Men, non-Whites, and individuals in lower socioeconomic status (SES) groups report experiencing a greater number of traumatic events than do women, Whites, and individuals in higher SES groups (Hatch & Dohrenwend, 2007). Some individuals who are exposed to stressors of extreme magnitude develop post-traumatic stress disorder (PTSD): a chronic stress reaction characterized by experiences and behaviors that may include intrusive and painful memories of the stressor event, jumpiness, persistent negative emotional states, detachment from others, angry outbursts, and avoidance of reminders of the event (American Psychiatric Association [APA], 2013).`,
    citations: [
      '(Hatch & Dohrenwend, 2007)|Hatch|2007',
      '(American Psychiatric Association [APA], 2013)|American Psychiatric Association|2013',
    ],
  },
  {
    source: 'm49145',
    text: `They developed the Social Readjustment Rating Scale (SRRS), consisting of 43 life events that require varying degrees of personal readjustment (Holmes & Rahe, 1967). Many life events that most people would consider pleasant (e.g., holidays, retirement, marriage) are among those listed on the SRRS; these are examples of eustress. In developing their scale, Holmes and Rahe asked 394 participants to provide a numerical estimate for each of the 43 items; each estimate corresponded to how much readjustment participants felt each event would require. These estimates resulted in mean value scores for each event—often called life change units (LCUs) (Rahe, McKeen, & Arthur, 1967). The numerical scores ranged from 11 to 100, representing the perceived magnitude of life change each event entails. Conversely, change in residence (20 LCUs), change in eating habits (15 LCUs), and vacation (13 LCUs) ranked low on the scale. Agreement on the amount of adjustment required by the various life events on the SRRS is highly consistent, even cross-culturally (Holmes & Masuda, 1974).`,
    citations: [
      '(Holmes & Rahe, 1967)|Holmes|1967',
      '(Rahe, McKeen, & Arthur, 1967)|Rahe|1967',
      '(Holmes & Masuda, 1974)|Holmes|1974',
    ],
  },
  {
    source: 'm49145',
    text: `Some Stressors on the Social Readjustment Rating Scale (Holmes & Rahe, 1967)`,
    citations: ['(Holmes & Rahe, 1967)|Holmes|1967'],
  },
  {
    source: 'm49145',
    text: `Extensive research has demonstrated that accumulating a high number of life change units within a brief period of time (one or two years) is related to a wide range of physical illnesses (even accidents and athletic injuries) and mental health problems (Monat & Lazarus, 1991; Scully, Tosi, & Banning, 2000). In an early demonstration, researchers obtained LCU scores for U.S. and Norwegian Navy personnel who were about to embark on a six-month voyage. A later examination of medical records revealed positive (but small) correlations between LCU scores prior to the voyage and subsequent illness symptoms during the ensuing six-month journey (Rahe, 1974). In addition, people tend to experience more physical symptoms, such as backache, upset stomach, diarrhea, and acne, on specific days in which self-reported LCU values are considerably higher than normal, such as the day of a family member’s wedding (Holmes & Holmes, 1970).`,
    citations: [
      'Monat & Lazarus, 1991|Monat|1991',
      'Scully, Tosi, & Banning, 2000|Scully|2000',
      '(Rahe, 1974)|Rahe|1974',
      '(Holmes & Holmes, 1970)|Holmes|1970',
    ],
  },
  {
    source: 'm49145',
    text: `The Social Readjustment Rating Scale (SRRS) provides researchers a simple, easy-to-administer way of assessing the amount of stress in people’s lives, and it has been used in hundreds of studies (Thoits, 2010). Despite its widespread use, the scale has been subject to criticism. First, many of the items on the SRRS are vague; for example, death of a close friend could involve the death of a long-absent childhood friend that requires little social readjustment (Dohrenwend, 2006). In addition, some have challenged its assumption that undesirable life events are no more stressful than desirable ones (Derogatis & Coons, 1993). However, most of the available evidence suggests that, at least as far as mental health is concerned, undesirable or negative events are more strongly associated with poor outcomes (such as depression) than are desirable, positive events (Hatch & Dohrenwend, 2007). The SRRS remains one of the most well-known instruments in the study of stress, and it is a useful tool for identifying potential stress-related health outcomes (Scully et al., 2000).`,
    citations: [
      '(Thoits, 2010)|Thoits|2010',
      '(Dohrenwend, 2006)|Dohrenwend|2006',
      '(Derogatis & Coons, 1993)|Derogatis|1993',
      '(Hatch & Dohrenwend, 2007)|Hatch|2007',
      '(Scully et al., 2000)|Scully|2000',
    ],
  },
  {
    source: 'm49145',
    text: `Daily hassles—the minor irritations and annoyances that are part of our everyday lives (e.g., rush hour traffic, lost keys, obnoxious coworkers, inclement weather, arguments with friends or family)—can build on one another and leave us just as stressed as life change events (Kanner, Coyne, Schaefer, & Lazarus, 1981). In a well-known study of San Francisco residents, the frequency of daily hassles was found to be more strongly associated with physical health problems than were life change events (DeLongis, Coyne, Dakof, Folkman, & Lazarus, 1982). In addition, daily minor hassles, especially interpersonal conflicts, often lead to negative and distressed mood states (Bolger, DeLongis, Kessler, & Schilling, 1989). In one investigation, undergraduates who, over a 10-week period, reported greater Facebook-induced stress (e.g., guilt or discomfort over rejecting friend requests and anger or sadness over being unfriended by another) experienced increased rates of upper respiratory infections, especially if they had larger social networks (Campisi et al., 2012).`,
    citations: [
      '(Kanner, Coyne, Schaefer, & Lazarus, 1981)|Kanner|1981',
      '(DeLongis, Coyne, Dakof, Folkman, & Lazarus, 1982)|DeLongis|1982',
      '(Bolger, DeLongis, Kessler, & Schilling, 1989)|Bolger|1989',
      '(Campisi et al., 2012)|Campisi|2012',
    ],
  },
  {
    source: 'm49145',
    text: `Equally likely, most would agree that jobs containing various unpleasant elements, such as those requiring exposure to loud noise (heavy equipment operator), constant harassment and threats of physical violence (prison guard), perpetual frustration (bus driver in a major city), or those mandating that an employee work alternating day and night shifts (hotel desk clerk), are much more demanding—and thus, more stressful—than those that do not contain such elements. The table lists several occupations and some of the specific stressors associated with those occupations (Sulsky & Smith, 2005).`,
    citations: ['(Sulsky & Smith, 2005)|Sulsky|2005'],
  },
  {
    source: 'm49145',
    text: `Both of these factors contribute to job strain, a work situation that combines excessive job demands and workload with little discretion in decision making or job control (Karasek & Theorell, 1990). Such jobs are often low-status and include those of factory workers, postal clerks, supermarket cashiers, taxi drivers, and short-order cooks. Job strain can have adverse consequences on both physical and mental health; it has been shown to be associated with increased risk of hypertension (Schnall & Landsbergis, 1994), heart attacks (Theorell et al., 1998), recurrence of heart disease after a first heart attack (Aboa-Éboulé et al., 2007), significant weight loss or gain (Kivimäki et al., 2006), and major depressive disorder (Stansfeld, Shipley, Head, & Fuhrer, 2012). A longitudinal study of over 10,000 British civil servants reported that workers under 50 years old who earlier had reported high job strain were 68% more likely to later develop heart disease than were those workers under 50 years old who reported little job strain (Chandola et al., 2008).`,
    citations: [
      '(Karasek & Theorell, 1990)|Karasek|1990',
      '(Schnall & Landsbergis, 1994)|Schnall|1994',
      '(Theorell et al., 1998)|Theorell|1998',
      '(Aboa-Éboulé et al., 2007)|Aboa-Éboulé|2007',
      '(Kivimäki et al., 2006)|Kivimäki|2006',
      '(Stansfeld, Shipley, Head, & Fuhrer, 2012)|Stansfeld|2012',
      '(Chandola et al., 2008)|Chandola|2008',
    ],
  },
  {
    source: 'm49145',
    text: `Some people who are exposed to chronically stressful work conditions can experience job burnout, which is a general sense of emotional exhaustion and cynicism in relation to one’s job (Maslach & Jackson, 1981). Job burnout occurs frequently among those in human service jobs (e.g., social workers, teachers, therapists, and police officers).`,
    citations: ['(Maslach & Jackson, 1981)|Maslach|1981'],
  },
  {
    source: 'm49145',
    text: `Job strain appears to be one of the greatest risk factors leading to job burnout, which is most commonly observed in workers who are older (ages 55–64), unmarried, and whose jobs involve manual labor. Heavy alcohol consumption, physical inactivity, being overweight, and having a physical or lifetime mental disorder are also associated with job burnout (Ahola, et al., 2006). In addition, depression often co-occurs with job burnout. One large-scale study of over 3,000 Finnish employees reported that half of the participants with severe job burnout had some form of depressive disorder (Ahola et al., 2005). Job burnout is often precipitated by feelings of having invested considerable energy, effort, and time into one’s work while receiving little in return (e.g., little respect or support from others or low pay) (Tatris, Peeters, Le Blanc, Schreurs, & Schaufeli, 2001).`,
    citations: [
      '(Ahola, et al., 2006)|Ahola|2006',
      '(Ahola et al., 2005)|Ahola|2005',
      '(Tatris, Peeters, Le Blanc, Schreurs, & Schaufeli, 2001)|Tatris|2001',
    ],
  },
  {
    source: 'm49145',
    text: `A longitudinal investigation of over 9,000 British civil servants found that those who at one point had reported the highest levels of negative interactions in their closest relationship were 34% more likely to experience serious heart problems (fatal or nonfatal heart attacks) over a 13–15 year period, compared to those who experienced the lowest levels of negative interaction (De Vogli, Chandola & Marmot, 2007).`,
    citations: ['(De Vogli, Chandola & Marmot, 2007)|De Vogli|2007'],
  },
];
