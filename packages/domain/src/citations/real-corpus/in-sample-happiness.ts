import type { CorpusPassage } from './corpus-passage.ts';

/** OpenStax, Psychology 2e, "The Pursuit of Happiness" (modules/m49159/index.cnxml). */
export const happiness: CorpusPassage[] = [
  {
    source: 'm49159',
    text: `America’s founders declared that its citizens have an unalienable right to pursue happiness. But what is happiness? When asked to define the term, people emphasize different aspects of this elusive state. Indeed, happiness is somewhat ambiguous and can be defined from different perspectives (Martin, 2012).`,
    citations: ['(Martin, 2012)|Martin|2012'],
  },
  {
    source: 'm49159',
    text: `Some psychologists have suggested that happiness consists of three distinct elements: the pleasant life, the good life, and the meaningful life (Seligman, 2002; Seligman, Steen, Park, & Peterson, 2005). The pleasant life is realized through the attainment of day-to-day pleasures that add fun, joy, and excitement to our lives. In general, the happiest people tend to be those who pursue the full life—they orient their pursuits toward all three elements (Seligman et al., 2005).`,
    citations: [
      'Seligman, 2002|Seligman|2002',
      'Seligman, Steen, Park, & Peterson, 2005|Seligman|2005',
      '(Seligman et al., 2005)|Seligman|2005',
    ],
  },
  {
    source: 'm49159',
    text: `For practical purposes, a precise definition of happiness might incorporate each of these elements: an enduring state of mind consisting of joy, contentment, and other positive emotions, plus the sense that one’s life has meaning and value (Lyubomirsky, 2001). The definition implies that happiness is a long-term state—what is often characterized as subjective well-being—rather than merely a transient positive mood we all experience from time to time.`,
    citations: ['(Lyubomirsky, 2001)|Lyubomirsky|2001'],
  },
  {
    source: 'm49159',
    text: `The study of happiness has grown dramatically in the last three decades (Diener, 2013). One of the most basic questions that happiness investigators routinely examine is this: How happy are people in general? The average person in the world tends to be relatively happy and tends to indicate experiencing more positive feelings than negative feelings (Diener, Ng, Harter, & Arora, 2010). When asked to evaluate their current lives on a scale ranging from 0 to 10 (with 0 representing “worst possible life” and 10 representing “best possible life”), people in more than 150 countries surveyed from 2010–2012 reported an average score of 5.2. People who live in North America, Australia, and New Zealand reported the highest average score at 7.1, whereas those living Sub-Saharan Africa reported the lowest average score at 4.6 (Helliwell, Layard, & Sachs, 2013). Worldwide, the five happiest countries are Denmark, Norway, Switzerland, the Netherlands, and Sweden; the United States is ranked 17th happiest (Helliwell et al., 2013).`,
    citations: [
      '(Diener, 2013)|Diener|2013',
      '(Diener, Ng, Harter, & Arora, 2010)|Diener|2010',
      '(Helliwell, Layard, & Sachs, 2013)|Helliwell|2013',
      '(Helliwell et al., 2013)|Helliwell|2013',
    ],
  },
  {
    source: 'm49159',
    text: `Several years ago, a Gallup survey of more than 1,000 U.S. adults found that 52% reported that they were “very happy.” In addition, more than 8 in 10 indicated that they were “very satisfied” with their lives (Carroll, 2007). However, a recent poll of 2,345 U.S. adults surprisingly revealed that only one-third reported they are “very happy.” The poll also revealed that the happiness levels of certain groups, including minorities, recent college graduates, and the disabled, have trended downward in recent years (Gregoire, 2013).`,
    citations: ['(Carroll, 2007)|Carroll|2007', '(Gregoire, 2013)|Gregoire|2013'],
  },
  {
    source: 'm49159',
    text: `One finding is that age is related to happiness: Life satisfaction usually increases the older people get, but there do not appear to be gender differences in happiness (Diener, Suh, Lucas, & Smith, 1999). Family and other social relationships appear to be key factors correlated with happiness. Studies show that married people report being happier than those who are single, divorced, or widowed (Diener et al., 1999). Happy individuals also report that their marriages are fulfilling (Lyubomirsky, King, & Diener, 2005). In fact, some have suggested that satisfaction with marriage and family life is the strongest predictor of happiness (Myers, 2000). Happy people tend to have more friends, more high-quality social relationships, and stronger social support networks than less happy people (Lyubomirsky et al., 2005). Happy people also have a high frequency of contact with friends (Pinquart & Sörensen, 2000).`,
    citations: [
      '(Diener, Suh, Lucas, & Smith, 1999)|Diener|1999',
      '(Diener et al., 1999)|Diener|1999',
      '(Lyubomirsky, King, & Diener, 2005)|Lyubomirsky|2005',
      '(Myers, 2000)|Myers|2000',
      '(Lyubomirsky et al., 2005)|Lyubomirsky|2005',
      '(Pinquart & Sörensen, 2000)|Pinquart|2000',
    ],
  },
  {
    source: 'm49159',
    text: `While a nation’s per capita gross domestic product (GDP) is associated with happiness levels (Helliwell et al., 2013), changes in GDP (which is a less certain index of household income) bear little relationship to changes in happiness (Diener, Tay, & Oishi, 2013). On the whole, residents of affluent countries tend to be happier than residents of poor countries; within countries, wealthy individuals are happier than poor individuals, but the association is much weaker (Diener & Biswas-Diener, 2002). To the extent that it leads to increases in purchasing power, increases in income are associated with increases in happiness (Diener, Oishi, & Ryan, 2013). However, income within societies appears to correlate with happiness only up to a point. In a study of over 450,000 U.S. residents surveyed by the Gallup Organization, Kahneman and Deaton (2010) found that well-being rises with annual income, but only up to $75,000. As implausible as these findings might seem—after all, higher incomes would enable people to indulge in Hawaiian vacations, prime seats as sporting events, expensive automobiles, and expansive new homes—higher incomes may impair people’s ability to savor and enjoy the small pleasures of life (Kahneman, 2011). Indeed, researchers in one study found that participants exposed to a subliminal reminder of wealth spent less time savoring a chocolate candy bar and exhibited less enjoyment of this experience than did participants who were not reminded of wealth (Quoidbach, Dunn, Petrides, & Mikolajczak, 2010).`,
    citations: [
      '(Helliwell et al., 2013)|Helliwell|2013',
      '(Diener, Tay, & Oishi, 2013)|Diener|2013',
      '(Diener & Biswas-Diener, 2002)|Diener|2002',
      '(Diener, Oishi, & Ryan, 2013)|Diener|2013',
      'Kahneman and Deaton (2010)|Kahneman|2010',
      '(Kahneman, 2011)|Kahneman|2011',
      '(Quoidbach, Dunn, Petrides, & Mikolajczak, 2010)|Quoidbach|2010',
    ],
  },
  {
    source: 'm49159',
    text: `Once they obtain a job, they are also more likely to succeed (Lyubomirsky et al., 2005). While education shows a positive (but weak) correlation with happiness, intelligence is not appreciably related to happiness (Diener et al., 1999). Does religiosity correlate with happiness? In general, the answer is yes (Hackney & Sanders, 2003). Among those who live in nations with difficult living conditions, religiosity is associated with greater well-being; in nations with more favorable living conditions, religious and nonreligious individuals report similar levels of well-being (Diener, Tay, & Myers, 2011).`,
    citations: [
      '(Lyubomirsky et al., 2005)|Lyubomirsky|2005',
      '(Diener et al., 1999)|Diener|1999',
      '(Hackney & Sanders, 2003)|Hackney|2003',
      '(Diener, Tay, & Myers, 2011)|Diener|2011',
    ],
  },
  {
    source: 'm49159',
    text: `To the extent that people possess characteristics that are highly valued by their culture, they tend to be happier (Diener, 2012). For example, self-esteem is a stronger predictor of life satisfaction in individualistic cultures than in collectivistic cultures (Diener, Diener, & Diener, 1995), and extraverted people tend to be happier in extraverted cultures than in introverted cultures (Fulmer et al., 2010). Although people tend to believe that parenthood is central to a meaningful and fulﬁlling life, aggregate findings from a range of countries indicate that people who do not have children are generally happier than those who do (Hansen, 2012). And although one’s perceived level of attractiveness seems to predict happiness, a person’s objective physical attractiveness is only weakly correlated with her happiness (Diener, Wolsic, & Fujita, 1995).`,
    citations: [
      '(Diener, 2012)|Diener|2012',
      '(Diener, Diener, & Diener, 1995)|Diener|1995',
      '(Fulmer et al., 2010)|Fulmer|2010',
      '(Hansen, 2012)|Hansen|2012',
      '(Diener, Wolsic, & Fujita, 1995)|Diener|1995',
    ],
  },
  {
    source: 'm49159',
    text: `People are often poor at affective forecasting: predicting the intensity and duration of their future emotions (Wilson & Gilbert, 2003). In one study, nearly all newlywed spouses predicted their marital satisfaction would remain stable or improve over the following four years; despite this high level of initial optimism, their marital satisfaction actually declined during this period (Lavner, Karner, & Bradbury, 2013).`,
    citations: [
      '(Wilson & Gilbert, 2003)|Wilson|2003',
      '(Lavner, Karner, & Bradbury, 2013)|Lavner|2013',
    ],
  },
  {
    source: 'm49159',
    text: `In much the same way our senses adapt to changes in stimulation (e.g., our eyes adapting to bright light after walking out of the darkness of a movie theater into the bright afternoon sun), we eventually adapt to changing emotional circumstances in our lives (Brickman & Campbell, 1971; Helson, 1964). We feel a burst of pleasure following such things as a marriage proposal, birth of a child, acceptance to law school, an inheritance, and the like; as you might imagine, lottery winners experience a surge of happiness after hitting the jackpot (Lutter, 2007). Indeed, dramatic life events have much less long-lasting impact on happiness than might be expected (Brickman, Coats, & Janoff-Bulman, 1978).`,
    citations: [
      'Brickman & Campbell, 1971|Brickman|1971',
      'Helson, 1964|Helson|1964',
      '(Lutter, 2007)|Lutter|2007',
      '(Brickman, Coats, & Janoff-Bulman, 1978)|Brickman|1978',
    ],
  },
  {
    source: 'm49159',
    text: `Recently, some have raised questions concerning the extent to which important life events can permanently alter people’s happiness set points (Diener, Lucas, & Scollon, 2006). Evidence from a number of investigations suggests that, in some circumstances, happiness levels do not revert to their original positions. For example, although people generally tend to adapt to marriage so that it no longer makes them happier or unhappier than before, they often do not fully adapt to unemployment or severe disabilities (Diener, 2012). In contrast, widows and those who had been laid off experienced sizeable decreases in happiness that appeared to result in long-term changes in life satisfaction (Diener et al., 2006). Further, longitudinal data from the same sample showed that happiness levels changed significantly over time for nearly a quarter of respondents, with 9% showing major changes (Fujita & Diener, 2005).`,
    citations: [
      '(Diener, Lucas, & Scollon, 2006)|Diener|2006',
      '(Diener, 2012)|Diener|2012',
      '(Diener et al., 2006)|Diener|2006',
      '(Fujita & Diener, 2005)|Fujita|2005',
    ],
  },
  {
    source: 'm49159',
    text: `This graphs shows life satisfaction scores several years before and after three significant life events (0 represents the year the event happened) (Diener et al., 2006).`,
    citations: ['(Diener et al., 2006)|Diener|2006'],
  },
  {
    source: 'm49159',
    text: `These changes in happiness may be targeted at individual, organizational, and societal levels (Diener et al., 2006). Researchers in one study found that a series of happiness interventions involving such exercises as writing down three good things that occurred each day led to increases in happiness that lasted over six months (Seligman et al., 2005). Studies show that average national happiness scores (over time and across countries) relate strongly to six key variables: per capita gross domestic product (GDP, which reflects a nation’s economic standard of living), social support, freedom to make important life choices, healthy life expectancy, freedom from perceived corruption in government and business, and generosity (Helliwell et al., 2013). Investigating why people are happy or unhappy might help policymakers develop programs that increase happiness and well-being within a society (Diener et al., 2006).`,
    citations: [
      '(Diener et al., 2006)|Diener|2006',
      '(Seligman et al., 2005)|Seligman|2005',
      '(Helliwell et al., 2013)|Helliwell|2013',
      '(Diener et al., 2006)|Diener|2006',
    ],
  },
  {
    source: 'm49159',
    text: `In deliberately setting out to create a new direction and new orientation for psychology, Seligman helped establish a growing movement and field of research called positive psychology (Compton, 2005). This field looks at people’s strengths and what helps individuals to lead happy, contented lives, and it moves away from focusing on people’s pathology, faults, and problems. According to Seligman and Csikszentmihalyi (2000), positive psychology,`,
    citations: [
      '(Compton, 2005)|Compton|2005',
      'Seligman and Csikszentmihalyi (2000)|Seligman|2000',
    ],
  },
  {
    source: 'm49159',
    text: `Some of the topics studied by positive psychologists include altruism and empathy, creativity, forgiveness and compassion, the importance of positive emotions, enhancement of immune system functioning, savoring the fleeting moments of life, and strengthening virtues as a way to increase authentic happiness (Compton, 2005). In a war-torn world in which conflict, hatred, and distrust are common, such an extended “positive peace psychology” could have important implications for understanding how to overcome oppression and work toward global peace (Cohrs, Christie, White, & Das, 2013).`,
    citations: ['(Compton, 2005)|Compton|2005', '(Cohrs, Christie, White, & Das, 2013)|Cohrs|2013'],
  },
  {
    source: 'm49159',
    text: `According to its website, the Center was founded after Dr. Davidson was challenged by His Holiness, the 14th Dalai Lama, “to apply the rigors of science to study positive qualities of mind” (Center for Investigating Health Minds, 2013).`,
    citations: [
      '(Center for Investigating Health Minds, 2013)|Center for Investigating Health Minds|2013',
    ],
  },
  {
    source: 'm49159',
    text: `Qualities that help promote psychological well-being (e.g., having meaning and purpose in life, a sense of autonomy, positive emotions, and satisfaction with life) are linked with a range of favorable health outcomes (especially improved cardiovascular health) mainly through their relationships with biological functions and health behaviors (such as diet, physical activity, and sleep quality) (Boehm & Kubzansky, 2012). The quality that has received attention is positive affect, which refers to pleasurable engagement with the environment, such as happiness, joy, enthusiasm, alertness, and excitement (Watson, Clark, & Tellegen, 1988). The characteristics of positive affect, as with negative affect (discussed earlier), can be brief, long-lasting, or trait-like (Pressman & Cohen, 2005). Independent of age, gender, and income, positive affect is associated with greater social connectedness, emotional and practical support, adaptive coping efforts, and lower depression; it is also associated with longevity and favorable physiological functioning (Steptoe, O’Donnell, Marmot, & Wardle, 2008).`,
    citations: [
      '(Boehm & Kubzansky, 2012)|Boehm|2012',
      '(Watson, Clark, & Tellegen, 1988)|Watson|1988',
      '(Pressman & Cohen, 2005)|Pressman|2005',
      '(Steptoe, O’Donnell, Marmot, & Wardle, 2008)|Steptoe|2008',
    ],
  },
  {
    source: 'm49159',
    text: `In a 10-year study of Nova Scotians, the rate of heart disease was 22% lower for each one-point increase on the measure of positive affect, from 1 (no positive affect expressed) to 5 (extreme positive affect) (Davidson, Mostofsky, & Whang, 2010). Although positive affect and optimism are related in some ways, they are not the same (Pressman & Cohen, 2005). Whereas positive affect is mostly concerned with positive feeling states, optimism has been regarded as a generalized tendency to expect that good things will happen (Chang, 2001). It has also been conceptualized as a tendency to view life’s stressors and difficulties as temporary and external to oneself (Peterson & Steen, 2002). Numerous studies over the years have consistently shown that optimism is linked to longevity, healthier behaviors, fewer postsurgical complications, better immune functioning among men with prostate cancer, and better treatment adherence (Rasmussen & Wallio, 2008). Further, optimistic people report fewer physical symptoms, less pain, better physical functioning, and are less likely to be rehospitalized following heart surgery (Rasmussen, Scheier, & Greenhouse, 2009).`,
    citations: [
      '(Davidson, Mostofsky, & Whang, 2010)|Davidson|2010',
      '(Pressman & Cohen, 2005)|Pressman|2005',
      '(Chang, 2001)|Chang|2001',
      '(Peterson & Steen, 2002)|Peterson|2002',
      '(Rasmussen & Wallio, 2008)|Rasmussen|2008',
      '(Rasmussen, Scheier, & Greenhouse, 2009)|Rasmussen|2009',
    ],
  },
  {
    source: 'm49159',
    text: `Flow is described as a particular experience that is so engaging and engrossing that it becomes worth doing for its own sake (Csikszentmihalyi, 1997). It is usually related to creative endeavors and leisure activities, but it can also be experienced by workers who like their jobs or students who love studying (Csikszentmihalyi, 1999). They effortlessly maintain their concentration and focus, they feel as though they have complete control of their actions, and time seems to pass more quickly than usual (Csikszentmihalyi, 1997). When asked the question, “Do you ever get involved in something so deeply that nothing else seems to matter, and you lose track of time?” about 20% of Americans and Europeans report having these flow-like experiences regularly (Csikszentmihalyi, 1997). According to Csikszentmihalyi (1999), creating conditions that make flow experiences possible should be a top social and political priority.`,
    citations: [
      '(Csikszentmihalyi, 1997)|Csikszentmihalyi|1997',
      '(Csikszentmihalyi, 1999)|Csikszentmihalyi|1999',
      '(Csikszentmihalyi, 1997)|Csikszentmihalyi|1997',
      '(Csikszentmihalyi, 1997)|Csikszentmihalyi|1997',
      'Csikszentmihalyi (1999)|Csikszentmihalyi|1999',
    ],
  },
];
