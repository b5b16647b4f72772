import type { CorpusPassage } from './corpus-passage.ts';

/** OpenStax, Psychology 2e, "Regulation of Stress" (modules/m49157/index.cnxml). */
export const regulationOfStress: CorpusPassage[] = [
  {
    source: 'm49157',
    text: `Lazarus and Folkman (1984) distinguished two fundamental kinds of coping: problem-focused coping and emotion-focused coping. In problem-focused coping, one attempts to manage or alter the problem that is causing one to experience stress (i.e., the stressor). Problem-focused coping strategies are similar to strategies used in everyday problem-solving: they typically involve identifying the problem, considering possible solutions, weighing the costs and benefits of these solutions, and then selecting an alternative (Lazarus & Folkman, 1984).`,
    citations: [
      'Lazarus and Folkman (1984)|Lazarus|1984',
      '(Lazarus & Folkman, 1984)|Lazarus|1984',
    ],
  },
  {
    source: 'm49157',
    text: `In some cases, emotion-focused coping strategies involve reappraisal, whereby the stressor is construed differently (and somewhat self-deceptively) without changing its objective level of threat (Lazarus & Folkman, 1984). For example, a person sentenced to federal prison who thinks, “This will give me a great chance to network with others,” is using reappraisal.`,
    citations: ['(Lazarus & Folkman, 1984)|Lazarus|1984'],
  },
  {
    source: 'm49157',
    text: `While many stressors elicit both kinds of coping strategies, problem-focused coping is more likely to occur when encountering stressors we perceive as controllable, while emotion-focused coping is more likely to predominate when faced with stressors that we believe we are powerless to change (Folkman &  Lazarus, 1980). Clearly, emotion-focused coping is more effective in dealing with uncontrollable stressors.`,
    citations: ['(Folkman &  Lazarus, 1980)|Folkman|1980'],
  },
  {
    source: 'm49157',
    text: `The desire and ability to predict events, make decisions, and affect outcomes—that is, to enact control in our lives—is a basic tenet of human behavior (Everly & Lating, 2002). Albert Bandura (1997) stated that “the intensity and chronicity of human stress is governed largely by perceived control over the demands of one’s life” (p. 262). As cogently described in his statement, our reaction to potential stressors depends to a large extent on how much control we feel we have over such things. Perceived control is our beliefs about our personal capacity to exert influence over and shape outcomes, and it has major implications for our health and happiness (Infurna & Gerstorf, 2014). Extensive research has demonstrated that perceptions of personal control are associated with a variety of favorable outcomes, such as better physical and mental health and greater psychological well-being (Diehl & Hay, 2010). Greater personal control is also associated with lower reactivity to stressors in daily life. For example, researchers in one investigation found that higher levels of perceived control at one point in time were later associated with lower emotional and physical reactivity to interpersonal stressors (Neupert, Almeida, & Charles, 2007). Further, a daily diary study with 34 older widows found that their stress and anxiety levels were significantly reduced on days during which the widows felt greater perceived control (Ong, Bergeman, & Bisconti, 2005).`,
    citations: [
      '(Everly & Lating, 2002)|Everly|2002',
      'Albert Bandura (1997)|Bandura|1997',
      '(Infurna & Gerstorf, 2014)|Infurna|2014',
      '(Diehl & Hay, 2010)|Diehl|2010',
      '(Neupert, Almeida, & Charles, 2007)|Neupert|2007',
      '(Ong, Bergeman, & Bisconti, 2005)|Ong|2005',
    ],
  },
  {
    source: 'm49157',
    text: `In one of the better illustrations of this concept, psychologist Martin Seligman conducted a series of classic experiments in the 1960s (Seligman & Maier, 1967) in which dogs were placed in a chamber where they received electric shocks from which they could not escape. As a result, they give up trying to control or change the situation and some may become depressed and show lack of initiative in future situations in which they can control the outcomes (Seligman, Maier, & Geer, 1968). Seligman and colleagues later reformulated the original learned helplessness model of depression (Abramson, Seligman, & Teasdale, 1978).`,
    citations: [
      '(Seligman & Maier, 1967)|Seligman|1967',
      '(Seligman, Maier, & Geer, 1968)|Seligman|1968',
      '(Abramson, Seligman, & Teasdale, 1978)|Abramson|1978',
    ],
  },
  {
    source: 'm49157',
    text: `Indeed, research has demonstrated that people who have a tendency to make internal, global, and stable attributions for bad outcomes tend to develop symptoms of depression when faced with negative life experiences (Peterson & Seligman, 1984).`,
    citations: ['(Peterson & Seligman, 1984)|Peterson|1984'],
  },
  {
    source: 'm49157',
    text: `People who report higher levels of perceived control view their health as controllable, thereby making it more likely that they will better manage their health and engage in behaviors conducive to good health (Bandura, 2004). Not surprisingly, greater perceived control has been linked to lower risk of physical health problems, including declines in physical functioning (Infurna, Gerstorf, Ram, Schupp, & Wagner, 2011), heart attacks (Rosengren et al., 2004), and both cardiovascular disease incidence (Stürmer, Hasselbach, & Amelang, 2006) and mortality from cardiac disease (Surtees et al., 2010). In addition, longitudinal studies of British civil servants have found that those in low-status jobs (e.g., clerical and office support staff) in which the degree of control over the job is minimal are considerably more likely to develop heart disease than those with high-status jobs or considerable control over their jobs (Marmot, Bosma, Hemingway, & Stansfeld, 1997).`,
    citations: [
      '(Bandura, 2004)|Bandura|2004',
      '(Infurna, Gerstorf, Ram, Schupp, & Wagner, 2011)|Infurna|2011',
      '(Rosengren et al., 2004)|Rosengren|2004',
      '(Stürmer, Hasselbach, & Amelang, 2006)|Stürmer|2006',
      '(Surtees et al., 2010)|Surtees|2010',
      '(Marmot, Bosma, Hemingway, & Stansfeld, 1997)|Marmot|1997',
    ],
  },
  {
    source: 'm49157',
    text: `The link between perceived control and health may provide an explanation for the frequently observed relationship between social class and health outcomes (Kraus, Piff, Mendoza-Denton, Rheinschmidt, & Keltner, 2012). In general, research has found that more affluent individuals experience better health mainly because they tend to believe that they can personally control and manage their reactions to life’s stressors (Johnson & Krueger, 2006). For example, those of higher social class tend to believe that their votes have greater sway on election outcomes than do those of lower social class, which may explain higher rates of voting in more affluent communities (Krosnick, 1990). Other research has found that a sense of perceived control can protect less affluent individuals from poorer health, depression, and reduced life-satisfaction—all of which tend to accompany lower social standing (Lachman & Weaver, 1998).`,
    citations: [
      '(Kraus, Piff, Mendoza-Denton, Rheinschmidt, & Keltner, 2012)|Kraus|2012',
      '(Johnson & Krueger, 2006)|Johnson|2006',
      '(Krosnick, 1990)|Krosnick|1990',
      '(Lachman & Weaver, 1998)|Lachman|1998',
    ],
  },
  {
    source: 'm49157',
    text: `The need to form and maintain strong, stable relationships with others is a powerful, pervasive, and fundamental human motive (Baumeister & Leary, 1995). Social support can be thought of as the soothing impact of friends, family, and acquaintances (Baron & Kerr, 2003). For example, elephants seem to be able to sense when other elephants are stressed and will often comfort them with physical contact—such as a trunk touch—or an empathetic vocal response (Krumboltz, 2014). Scientific interest in the importance of social support first emerged in the 1970s when health researchers developed an interest in the health consequences of being socially integrated (Stroebe & Stroebe, 1996). These trends persisted even after controlling for a variety of health-related variables, such as smoking, alcohol consumption, self-reported health at the beginning of the study, and physical activity (Berkman & Syme, 1979). Since the time of that study, social support has emerged as one of the well-documented psychosocial factors affecting health outcomes (Uchino, 2009).`,
    citations: [
      '(Baumeister & Leary, 1995)|Baumeister|1995',
      '(Baron & Kerr, 2003)|Baron|2003',
      '(Krumboltz, 2014)|Krumboltz|2014',
      '(Stroebe & Stroebe, 1996)|Stroebe|1996',
      '(Berkman & Syme, 1979)|Berkman|1979',
      '(Uchino, 2009)|Uchino|2009',
    ],
  },
  {
    source: 'm49157',
    text: `A statistical review of 148 studies conducted between 1982 and 2007 involving over 300,000 participants concluded that individuals with stronger social relationships have a 50% greater likelihood of survival compared to those with weak or insufficient social relationships (Holt-Lunstad, Smith, & Layton, 2010).`,
    citations: ['(Holt-Lunstad, Smith, & Layton, 2010)|Holt-Lunstad|2010'],
  },
  {
    source: 'm49157',
    text: `A number of large-scale studies have found that individuals with low levels of social support are at greater risk of mortality, especially from cardiovascular disorders (Brummett et al., 2001). Further, higher levels of social supported have been linked to better survival rates following breast cancer (Falagas et al., 2007) and infectious diseases, especially HIV infection (Lee & Rotheram-Borus, 2001). Results showed that increased sociability was linearly associated with a decreased probability of developing a cold (Cohen, Doyle, Turner, Alper, & Skoner, 2003). In a study of college freshmen, those with few face-to-face friends on campus but who communicated electronically with distant friends were less distressed that those who did not (Raney & Troop-Gordon, 2012).`,
    citations: [
      '(Brummett et al., 2001)|Brummett|2001',
      '(Falagas et al., 2007)|Falagas|2007',
      '(Lee & Rotheram-Borus, 2001)|Lee|2001',
      '(Cohen, Doyle, Turner, Alper, & Skoner, 2003)|Cohen|2003',
      '(Raney & Troop-Gordon, 2012)|Raney|2012',
    ],
  },
  {
    source: 'm49157',
    text: `Social support appears to work by boosting the immune system, especially among people who are experiencing stress (Uchino, Vaughn, Carlisle, & Birmingham, 2012). In a pioneering study, spouses of cancer patients who reported high levels of social support showed indications of better immune functioning on two out of three immune functioning measures, compared to spouses who were below the median on reported social support (Baron, Cutrona, Hicklin, Russell, & Lubaroff, 1990). Studies of other populations have produced similar results, including those of spousal caregivers of dementia sufferers, medical students, elderly adults, and cancer patients (Cohen & Herbert, 1996; Kiecolt-Glaser, McGuire, Robles, & Glaser, 2002).`,
    citations: [
      '(Uchino, Vaughn, Carlisle, & Birmingham, 2012)|Uchino|2012',
      '(Baron, Cutrona, Hicklin, Russell, & Lubaroff, 1990)|Baron|1990',
      'Cohen & Herbert, 1996|Cohen|1996',
      'Kiecolt-Glaser, McGuire, Robles, & Glaser, 2002|Kiecolt-Glaser|2002',
    ],
  },
  {
    source: 'm49157',
    text: `In addition, social support has been shown to reduce blood pressure for people performing stressful tasks, such as giving a speech or performing mental arithmetic (Lepore, 1998). Those tested with a friend present generally exhibit lower blood pressure than those tested alone or with a stranger (Fontana, Diegnan, Villeneuve, & Lepore, 1999). In one study, 112 female participants who performed stressful mental arithmetic exhibited lower blood pressure when they received support from a friend rather than a stranger, but only if the friend was a male (Phillips, Gallagher, & Carroll, 2009). However, it is also important to consider the possibility that social support may lead to better health behaviors, such as a healthy diet, exercising, smoking cessation, and cooperation with medical regimens (Uchino, 2009).`,
    citations: [
      '(Lepore, 1998)|Lepore|1998',
      '(Fontana, Diegnan, Villeneuve, & Lepore, 1999)|Fontana|1999',
      '(Phillips, Gallagher, & Carroll, 2009)|Phillips|2009',
      '(Uchino, 2009)|Uchino|2009',
    ],
  },
  {
    source: 'm49157',
    text: `In their literature review, Brondolo, Brady, Pencille, Beatty, and Contrada (2009) describe how racial prejudice and discrimination serve as unique, significant stressors for those who are the targets of such attitudes and behavior. Given the complex and pervasive nature of racism as a stressor, Brondolo et al. (2009) point out the importance of coping with this specific stressor. As discussed by Brondolo et al. (2009), there has been very little research on the effectiveness of either approach; the results are quite mixed with some showing anger expression and others showing anger suppression as the healthier option.`,
    citations: [
      'Brondolo, Brady, Pencille, Beatty, and Contrada (2009)|Brondolo|2009',
      'Brondolo et al. (2009)|Brondolo|2009',
      'Brondolo et al. (2009)|Brondolo|2009',
    ],
  },
  {
    source: 'm49157',
    text: `A common technique people use to combat stress is exercise (Salmon, 2001). It is well-established that exercise, both of long (aerobic) and short (anaerobic) duration, is beneficial for both physical and mental health (Everly & Lating, 2002). There is considerable evidence that physically fit individuals are more resistant to the adverse effects of stress and recover more quickly from stress than less physically fit individuals (Cotton, 1990). In a study of more than 500 Swiss police officers and emergency service personnel, increased physical fitness was associated with reduced stress, and regular exercise was reported to protect against stress-related health problems (Gerber, Kellman, Hartman, & Pühse, 2010).`,
    citations: [
      '(Salmon, 2001)|Salmon|2001',
      '(Everly & Lating, 2002)|Everly|2002',
      '(Cotton, 1990)|Cotton|1990',
      '(Gerber, Kellman, Hartman, & Pühse, 2010)|Gerber|2010',
    ],
  },
  {
    source: 'm49157',
    text: `One study found rats that exercised for six weeks showed a decrease in hypothalamic-pituitary-adrenal responsiveness to mild stressors (Campeau et al., 2010). In high-stress humans, exercise has been shown to prevent telomere shortening, which may explain the common observation of a youthful appearance among those who exercise regularly (Puterman et al., 2010). Further, exercise in later adulthood appears to minimize the detrimental effects of stress on the hippocampus and memory (Head, Singh, & Bugg, 2012). Among cancer survivors, exercise has been shown to reduce anxiety (Speck, Courneya, Masse, Duval, & Schmitz, 2010) and depressive symptoms (Craft, VanIterson, Helenowski, Rademaker, & Courneya, 2012).`,
    citations: [
      '(Campeau et al., 2010)|Campeau|2010',
      '(Puterman et al., 2010)|Puterman|2010',
      '(Head, Singh, & Bugg, 2012)|Head|2012',
      '(Speck, Courneya, Masse, Duval, & Schmitz, 2010)|Speck|2010',
      '(Craft, VanIterson, Helenowski, Rademaker, & Courneya, 2012)|Craft|2012',
    ],
  },
  {
    source: 'm49157',
    text: `In the 1970s, Herbert Benson, a cardiologist, developed a stress reduction method called the relaxation response technique (Greenberg, 2006). The relaxation response technique combines relaxation with transcendental meditation, and consists of four components (Stein, 2001): The relaxation response approach is conceptualized as a general approach to stress reduction that reduces sympathetic arousal, and it has been used effectively to treat people with high blood pressure (Benson & Proctor, 1994). The main assumption of this approach is that providing somebody biofeedback will enable the individual to develop strategies that help gain some level of voluntary control over what are normally involuntary bodily processes (Schwartz & Schwartz, 1995). A number of different bodily measures have been used in biofeedback research, including facial muscle movement, brain activity, and skin temperature, and it has been applied successfully with individuals experiencing tension headaches, high blood pressure, asthma, and phobias (Stein, 2001).`,
    citations: [
      '(Greenberg, 2006)|Greenberg|2006',
      '(Stein, 2001)|Stein|2001',
      '(Benson & Proctor, 1994)|Benson|1994',
      '(Schwartz & Schwartz, 1995)|Schwartz|1995',
      '(Stein, 2001)|Stein|2001',
    ],
  },
];
