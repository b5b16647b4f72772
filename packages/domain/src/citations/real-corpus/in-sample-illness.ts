import type { CorpusPassage } from './corpus-passage.ts';

/** OpenStax, Psychology 2e, "Stress and Illness" (modules/m49151/index.cnxml). */
export const stressAndIllness: CorpusPassage[] = [
  {
    source: 'm49151',
    text: `In this section, we will discuss stress and illness. As stress researcher Robert Sapolsky (1998) describes,`,
    citations: ['Robert Sapolsky (1998)|Sapolsky|1998'],
  },
  {
    source: 'm49151',
    text: `Also, someone exposed to high levels of the stress hormone cortisol might become vulnerable to infection or disease because of weakened immune system functioning (McEwen, 1998).`,
    citations: ['(McEwen, 1998)|McEwen|1998'],
  },
  {
    source: 'm49151',
    text: `Types of Psychophysiological Disorders (adapted from Everly & Lating, 2002)`,
    citations: ['(adapted from Everly & Lating, 2002)|Everly|2002'],
  },
  {
    source: 'm49151',
    text: `In addition to stress itself, emotional upset and certain stressful personality traits have been proposed as potential contributors to ill health. Franz Alexander (1950), an early-20th-century psychoanalyst and physician, once postulated that various diseases are caused by specific unconscious conflicts. For example, he linked hypertension to repressed anger, asthma to separation anxiety, and ulcers to an unconscious desire to “remain in the dependent infantile situation—to be loved and cared for” (Alexander, 1950, p. 102). Although hypertension does appear to be linked to anger (as you will learn below), Alexander’s assertions have not been supported by research. Years later, Friedman and Booth-Kewley (1987), after statistically reviewing 101 studies examining the link between personality and illness, proposed the existence of disease-prone personality characteristics, including depression, anger/hostility, and anxiety. Indeed, a study of over 61,000 Norwegians identified depression as a risk factor for all major disease-related causes of death (Mykletun et al., 2007). In addition, neuroticism—a personality trait that reflects how anxious, moody, and sad one is—has been identified as a risk factor for chronic health problems and mortality (Ploubidis & Grundy, 2009).`,
    citations: [
      'Franz Alexander (1950)|Alexander|1950',
      '(Alexander, 1950, p. 102)|Alexander|1950',
      'Friedman and Booth-Kewley (1987)|Friedman|1987',
      '(Mykletun et al., 2007)|Mykletun|2007',
      '(Ploubidis & Grundy, 2009)|Ploubidis|2009',
    ],
  },
  {
    source: 'm49151',
    text: `When the immune system is working as it should, it keeps us healthy and disease free by eliminating bacteria, viruses, and other foreign substances that have entered the body (Everly & Lating, 2002).`,
    citations: ['(Everly & Lating, 2002)|Everly|2002'],
  },
  {
    source: 'm49151',
    text: `Grave’s disease, an autoimmune disease that affects the thyroid gland, can result in fatigue, weight gain, and muscle aches (National Institute of Arthritis and Musculoskeletal and Skin Diseases [NIAMS], 2012). For example, acquired immune deficiency syndrome (AIDS) is a serious and lethal disease that is caused by human immunodeficiency virus (HIV), which greatly weakens the immune system by infecting and destroying antibody-producing cells, thus rendering a person vulnerable to any of a number of opportunistic infections (Powell, 1996).`,
    citations: [
      '(National Institute of Arthritis and Musculoskeletal and Skin Diseases [NIAMS], 2012)|National Institute of Arthritis and Musculoskeletal and Skin Diseases|2012',
      '(Powell, 1996)|Powell|1996',
    ],
  },
  {
    source: 'm49151',
    text: `The question of whether stress and negative emotional states can influence immune function has captivated researchers for over three decades, and discoveries made over that time have dramatically changed the face of health psychology (Kiecolt-Glaser, 2009). Psychoneuroimmunology is the field that studies how psychological factors such as stress influence the immune system and immune functioning. The term psychoneuroimmunology was first coined in 1981, when it appeared as the title of a book that reviewed available evidence for associations between the brain, endocrine system, and immune system (Zacharie, 2009).`,
    citations: ['(Kiecolt-Glaser, 2009)|Kiecolt-Glaser|2009', '(Zacharie, 2009)|Zacharie|2009'],
  },
  {
    source: 'm49151',
    text: `Some of the most compelling evidence for a connection between the brain and the immune system comes from studies in which researchers demonstrated that immune responses in animals could be classically conditioned (Everly & Lating, 2002). For example, Ader and Cohen (1975) paired flavored water (the conditioned stimulus) with the presentation of an immunosuppressive drug (the unconditioned stimulus), causing sickness (an unconditioned response). Many subsequent studies over the years have further demonstrated that immune responses can be classically conditioned in both animals and humans (Ader & Cohen, 2001).`,
    citations: [
      '(Everly & Lating, 2002)|Everly|2002',
      'Ader and Cohen (1975)|Ader|1975',
      '(Ader & Cohen, 2001)|Ader|2001',
    ],
  },
  {
    source: 'm49151',
    text: `It has been repeatedly demonstrated that many kinds of stressors are associated with poor or weakened immune functioning (Glaser & Kiecolt-Glaser, 2005; Kiecolt-Glaser, McGuire, Robles, & Glaser, 2002; Segerstrom & Miller, 2004). For example, the sympathetic nervous system innervates immune organs such as the thymus, bone marrow, spleen, and even lymph nodes (Maier, Watkins, & Fleshner, 1994). One way they do this is by inhibiting the production of lymphocytes, white blood cells that circulate in the body’s fluids that are important in the immune response (Everly & Lating, 2002).`,
    citations: [
      'Glaser & Kiecolt-Glaser, 2005|Glaser|2005',
      'Kiecolt-Glaser, McGuire, Robles, & Glaser, 2002|Kiecolt-Glaser|2002',
      'Segerstrom & Miller, 2004|Segerstrom|2004',
      '(Maier, Watkins, & Fleshner, 1994)|Maier|1994',
      '(Everly & Lating, 2002)|Everly|2002',
    ],
  },
  {
    source: 'm49151',
    text: `In one memorable experiment using this method, researchers interviewed 276 healthy volunteers about recent stressful experiences (Cohen et al., 1998). Following the interview, these participants were given nasal drops containing the cold virus (in case you are wondering why anybody would ever want to participate in a study in which they are subjected to such treatment, the participants were paid $800 for their trouble).`,
    citations: ['(Cohen et al., 1998)|Cohen|1998'],
  },
  {
    source: 'm49151',
    text: `This graph shows the percentages of participants who developed colds (after receiving the cold virus) after reporting having experienced chronic stressors lasting at least one month, three months, and six months (adapted from Cohen et al., 1998).`,
    citations: ['(adapted from Cohen et al., 1998)|Cohen|1998'],
  },
  {
    source: 'm49151',
    text: `Compared to controls, those who were caring for a spouse with Alzheimer’s disease (and thus were under chronic stress) showed poorer antibody response following the vaccination (Kiecolt-Glaser, Glaser, Gravenstein, Malarkey, & Sheridan, 1996). Other studies have demonstrated that stress slows down wound healing by impairing immune responses important to wound repair (Glaser & Kiecolt-Glaser, 2005). In one study, for example, skin blisters were induced on the forearm. Subjects who reported higher levels of stress produced lower levels of immune proteins necessary for wound healing (Glaser et al., 1999).`,
    citations: [
      '(Kiecolt-Glaser, Glaser, Gravenstein, Malarkey, & Sheridan, 1996)|Kiecolt-Glaser|1996',
      '(Glaser & Kiecolt-Glaser, 2005)|Glaser|2005',
      '(Glaser et al., 1999)|Glaser|1999',
    ],
  },
  {
    source: 'm49151',
    text: `Shortened telomeres can inhibit or block cell division, which includes growth and proliferation of new cells, thereby leading to more rapid aging (Sapolsky, 2004). In the study, researchers compared telomere lengths in the white blood cells in mothers of chronically ill children to those of mothers of healthy children (Epel et al., 2004). Mothers of chronically ill children would be expected to experience more stress than would mothers of healthy children.`,
    citations: ['(Sapolsky, 2004)|Sapolsky|2004', '(Epel et al., 2004)|Epel|2004'],
  },
  {
    source: 'm49151',
    text: `Numerous other studies since have continued to find associations between stress and eroded telomeres (Blackburn & Epel, 2012). Some studies have even demonstrated that stress can begin to erode telomeres in childhood and perhaps even before children are born. For example, childhood exposure to violence (e.g., maternal domestic violence, bullying victimization, and physical maltreatment) was found in one study to accelerate telomere erosion from ages 5 to 10 (Shalev et al., 2013). Another study reported that young adults whose mothers had experienced severe stress during their pregnancy had shorter telomeres than did those whose mothers had stress-free and uneventful pregnancies (Entringer et al., 2011). Further, the corrosive effects of childhood stress on telomeres can extend into young adulthood. In an investigation of over 4,000 U.K. women ages 41–80, adverse experiences during childhood (e.g., physical abuse, being sent away from home, and parent divorce) were associated with shortened telomere length (Surtees et al., 2010), and telomere size decreased as the amount of experienced adversity increased.`,
    citations: [
      '(Blackburn & Epel, 2012)|Blackburn|2012',
      '(Shalev et al., 2013)|Shalev|2013',
      '(Entringer et al., 2011)|Entringer|2011',
      '(Surtees et al., 2010)|Surtees|2010',
    ],
  },
  {
    source: 'm49151',
    text: `Telomeres are shorter in adults who experienced more trauma as children (adapted from Blackburn & Epel, 2012).`,
    citations: ['(adapted from Blackburn & Epel, 2012)|Blackburn|2012'],
  },
  {
    source: 'm49151',
    text: `For the time being, telomeres provide us with yet another reminder that stress, especially during early life, can be just as harmful to our health as smoking or fast food (Blackburn & Epel, 2012).`,
    citations: ['(Blackburn & Epel, 2012)|Blackburn|2012'],
  },
  {
    source: 'm49151',
    text: `For many years, disorders that involve the cardiovascular system—known as cardiovascular disorders—have been a major focal point in the study of psychophysiological disorders because of the cardiovascular system’s centrality in the stress response (Everly & Lating, 2002). Heart disease is one such condition. Each year, heart disease causes approximately one in three deaths in the United States, and it is the leading cause of death in the developed world (Centers for Disease Control and Prevention [CDC], 2011; Shapiro, 2005).`,
    citations: [
      '(Everly & Lating, 2002)|Everly|2002',
      'Centers for Disease Control and Prevention [CDC], 2011|Centers for Disease Control and Prevention|2011',
      'Shapiro, 2005|Shapiro|2005',
    ],
  },
  {
    source: 'm49151',
    text: `The symptoms of heart disease vary somewhat depending on the specific kind of heart disease one has, but they generally involve angina—chest pains or discomfort that occur when the heart does not receive enough blood (Office on Women’s Health, 2009). The pain often feels like the chest is being pressed or squeezed; burning sensations in the chest and shortness of breath are also commonly reported. Such pain and discomfort can spread to the arms, neck, jaws, stomach (as nausea), and back (American Heart Association [AHA], 2012a).`,
    citations: [
      '(Office on Women’s Health, 2009)|Office on Women’s Health|2009',
      '(American Heart Association [AHA], 2012a)|American Heart Association|2012a',
    ],
  },
  {
    source: 'm49151',
    text: `Hypertension is a serious cardiovascular disorder, and it is sometimes called the silent killer because it has no symptoms—one who has high blood pressure may not even be aware of it (AHA, 2012b). Many risk factors contributing to cardiovascular disorders have been identified. These risk factors include social determinants such as aging, income, education, and employment status, as well as behavioral risk factors that include unhealthy diet, tobacco use, physical inactivity, and excessive alcohol consumption; obesity and diabetes are additional risk factors (World Health Organization [WHO], 2013).`,
    citations: [
      '(AHA, 2012b)|AHA|2012b',
      '(World Health Organization [WHO], 2013)|World Health Organization|2013',
    ],
  },
  {
    source: 'm49151',
    text: `Over the past few decades, there has been much greater recognition and awareness of the importance of stress and other psychological factors in cardiovascular health (Nusair, Al-dadah, & Kumar, 2012). Indeed, exposure to stressors of many kinds has also been linked to cardiovascular problems; in the case of hypertension, some of these stressors include job strain (Trudel, Brisson, & Milot, 2010), natural disasters (Saito, Kim, Maekawa, Ikeda, & Yokoyama, 1997), marital conflict (Nealey-Moore, Smith, Uchino, Hawkins, & Olson-Cerny, 2007), and exposure to high traffic noise levels at one’s home (de Kluizenaar, Gansevoort, Miedema, & de Jong, 2007). Perceived discrimination appears to be associated with hypertension among African Americans (Sims et al., 2012). In addition, laboratory-based stress tasks, such as performing mental arithmetic under time pressure, immersing one’s hand into ice water (known as the cold pressor test), mirror tracing, and public speaking have all been shown to elevate blood pressure (Phillips, 2011).`,
    citations: [
      '(Nusair, Al-dadah, & Kumar, 2012)|Nusair|2012',
      '(Trudel, Brisson, & Milot, 2010)|Trudel|2010',
      '(Saito, Kim, Maekawa, Ikeda, & Yokoyama, 1997)|Saito|1997',
      '(Nealey-Moore, Smith, Uchino, Hawkins, & Olson-Cerny, 2007)|Nealey-Moore|2007',
      '(de Kluizenaar, Gansevoort, Miedema, & de Jong, 2007)|de Kluizenaar|2007',
      '(Sims et al., 2012)|Sims|2012',
      '(Phillips, 2011)|Phillips|2011',
    ],
  },
  {
    source: 'm49151',
    text: `It seemed like the cardiology patients were tapping or squeezing the front of the armrests, as well as literally sitting on the edge of their seats (Friedman & Rosenman, 1974). In a sample of Type As and Type Bs, Friedman and Rosenman were startled to discover that heart disease was over seven times more frequent among the Type As than the Type Bs (Friedman & Rosenman, 1959). The major components of the Type A pattern include an aggressive and chronic struggle to achieve more and more in less and less time (Friedman & Rosenman, 1974).`,
    citations: [
      '(Friedman & Rosenman, 1974)|Friedman|1974',
      '(Friedman & Rosenman, 1959)|Friedman|1959',
      '(Friedman & Rosenman, 1974)|Friedman|1974',
    ],
  },
  {
    source: 'm49151',
    text: `By the 1970s, a majority of practicing cardiologists believed that Type A behavior pattern was a significant risk factor for heart disease (Friedman, 1977). Indeed, a number of early longitudinal investigations demonstrated a link between Type A behavior pattern and later development of heart disease (Rosenman et al., 1975; Haynes, Feinleib, & Kannel, 1980). Subsequent research examining the association between Type A and heart disease, however, failed to replicate these earlier findings (Glassman, 2007; Myrtek, 2001).`,
    citations: [
      '(Friedman, 1977)|Friedman|1977',
      'Rosenman et al., 1975|Rosenman|1975',
      'Haynes, Feinleib, & Kannel, 1980|Haynes|1980',
      'Glassman, 2007|Glassman|2007',
      'Myrtek, 2001|Myrtek|2001',
    ],
  },
  {
    source: 'm49151',
    text: `This relationship was initially described in the Haynes et al. (1980) study mentioned above: Suppressed hostility was found to substantially elevate the risk of heart disease for both men and women. Decades later, researchers found that those who earlier had indicated the highest levels of anger were over 6 times more likely than those who indicated less anger to have had a heart attack by age 55, and they were 3.5 times more likely to have experienced heart disease by the same age (Chang, Ford, Meoni, Wang, & Klag, 2002).`,
    citations: [
      'Haynes et al. (1980)|Haynes|1980',
      '(Chang, Ford, Meoni, Wang, & Klag, 2002)|Chang|2002',
    ],
  },
  {
    source: 'm49151',
    text: `After reviewing and statistically summarizing 35 studies from 1983 to 2006, Chida and Steptoe (2009) concluded that the bulk of the evidence suggests that anger and hostility constitute serious long-term risk factors for adverse cardiovascular outcomes among both healthy individuals and those already suffering from heart disease. This strain could then lay the foundation for disease-promoting cardiovascular responses among hostile individuals (Vella, Kamarck, Flory, & Manuck, 2012).`,
    citations: [
      'Chida and Steptoe (2009)|Chida|2009',
      '(Vella, Kamarck, Flory, & Manuck, 2012)|Vella|2012',
    ],
  },
  {
    source: 'm49151',
    text: `According to the transactional model of hostility for predicting social interactions (Vella et al., 2012), the thoughts and feelings of a hostile person promote antagonistic behavior toward others, which in turn reinforces complimentary reactions from others, thereby intensifying ones’ hostile disposition and intensifying the cyclical nature of this relationship.`,
    citations: ['(Vella et al., 2012)|Vella|2012'],
  },
];
