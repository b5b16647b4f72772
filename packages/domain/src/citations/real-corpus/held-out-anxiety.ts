import type { CorpusPassage } from './corpus-passage.ts';

/** OpenStax, Psychology 2e, "Anxiety Disorders" (modules/m49247/index.cnxml). */
export const anxietyDisorders: CorpusPassage[] = [
  {
    source: 'm49247',
    text: `Fear involves an instantaneous reaction to an imminent threat, whereas anxiety involves apprehension, avoidance, and cautiousness regarding a potential threat, danger, or other negative event (Craske, 1999).`,
    citations: ['(Craske, 1999)|Craske|1999'],
  },
  {
    source: 'm49247',
    text: `Anxiety disorders are characterized by excessive and persistent fear and anxiety, and by related disturbances in behavior (APA, 2013). Although anxiety is universally experienced, anxiety disorders cause considerable distress. As a group, anxiety disorders are common: approximately 25%–30% of the U.S. population meets the criteria for at least one anxiety disorder during their lifetime (Kessler et al., 2005). Also, these disorders appear to be much more common in women than they are in men; within a 12-month period, around 23% of women and 14% of men will experience at least one anxiety disorder (National Comorbidity Survey, 2007). Anxiety disorders are the most frequently occurring class of mental disorders and are often comorbid with each other and with other mental disorders (Kessler, Ruscio, Shear, & Wittchen, 2009).`,
    citations: [
      '(APA, 2013)|APA|2013',
      '(Kessler et al., 2005)|Kessler|2005',
      '(National Comorbidity Survey, 2007)|National Comorbidity Survey|2007',
      '(Kessler, Ruscio, Shear, & Wittchen, 2009)|Kessler|2009',
    ],
  },
  {
    source: 'm49247',
    text: `A person diagnosed with a specific phobia (formerly known as simple phobia) experiences excessive, distressing, and persistent fear or anxiety about a specific object or situation (such as animals, enclosed spaces, elevators, or flying) (APA, 2013).`,
    citations: ['(APA, 2013)|APA|2013'],
  },
  {
    source: 'm49247',
    text: `Specific phobias are common; in the United States, around 12.5% of the population will meet the criteria for a specific phobia at some point in their lifetime (Kessler et al., 2005). One type of phobia, agoraphobia, is listed in the DSM-5 as a separate anxiety disorder. Agoraphobia, which literally means “fear of the marketplace,” is characterized by intense fear, anxiety, and avoidance of situations in which it might be difficult to escape or receive help if one experiences symptoms of a panic attack (a state of extreme anxiety that we will discuss shortly). These situations include public transportation, open spaces (parking lots), enclosed spaces (stores), crowds, or being outside the home alone (APA, 2013). About 1.4% of Americans experience agoraphobia during their lifetime (Kessler et al., 2005).`,
    citations: [
      '(Kessler et al., 2005)|Kessler|2005',
      '(APA, 2013)|APA|2013',
      '(Kessler et al., 2005)|Kessler|2005',
    ],
  },
  {
    source: 'm49247',
    text: `Many theories suggest that phobias develop through learning. Rachman (1977) proposed that phobias can be acquired through three major learning pathways. The first pathway is through classical conditioning. As you may recall, classical conditioning is a form of learning in which a previously neutral stimulus is paired with an unconditioned stimulus (UCS) that reflexively elicits an unconditioned response (UCR), eliciting the same response through its association with the unconditioned stimulus. The response is called a conditioned response (CR).`,
    citations: ['Rachman (1977)|Rachman|1977'],
  },
  {
    source: 'm49247',
    text: `This phenomenon has been observed in both humans and nonhuman primates (Olsson & Phelps, 2007). A study of laboratory-reared monkeys readily acquired a fear of snakes after observing wild-reared monkeys react fearfully to snakes (Mineka & Cook, 1993).`,
    citations: ['(Olsson & Phelps, 2007)|Olsson|2007', '(Mineka & Cook, 1993)|Mineka|1993'],
  },
  {
    source: 'm49247',
    text: `Interestingly, people are more likely to develop phobias of things that do not represent much actual danger to themselves, such as animals and heights, and are less likely to develop phobias toward things that present legitimate danger in contemporary society, such as motorcycles and weapons (Öhman & Mineka, 2001). Why might this be so? One theory suggests that the human brain is evolutionarily predisposed to more readily associate certain objects or situations with fear (Seligman, 1971). This theory argues that throughout our evolutionary history, our ancestors associated certain stimuli (e.g., snakes, spiders, heights, and thunder) with potential danger. As time progressed, the mind has become adapted to more readily develop fears of these things than of others. Experimental evidence has consistently demonstrated that conditioned fears develop more readily to fear-relevant stimuli (images of snakes and spiders) than to fear-irrelevant stimuli (images of flowers and berries) (Öhman & Mineka, 2001). Such prepared learning has also been shown to occur in monkeys. In one study (Cook & Mineka, 1989), monkeys watched videotapes of model monkeys reacting fearfully to either fear-relevant stimuli (toy snakes or a toy crocodile) or fear-irrelevant stimuli (flowers or a toy rabbit).`,
    citations: [
      '(Öhman & Mineka, 2001)|Öhman|2001',
      '(Seligman, 1971)|Seligman|1971',
      '(Öhman & Mineka, 2001)|Öhman|2001',
      '(Cook & Mineka, 1989)|Cook|1989',
    ],
  },
  {
    source: 'm49247',
    text: `Social anxiety disorder (formerly called social phobia) is characterized by extreme and persistent fear or anxiety and avoidance of social situations in which the person could potentially be evaluated negatively by others (APA, 2013). As with specific phobias, social anxiety disorder is common in the United States; a little over 12% of all Americans experience social anxiety disorder during their lifetime (Kessler et al., 2005).`,
    citations: ['(APA, 2013)|APA|2013', '(Kessler et al., 2005)|Kessler|2005'],
  },
  {
    source: 'm49247',
    text: `Adults with this disorder are more likely to experience lower educational attainment and lower earnings (Katzelnick et al., 2001), perform more poorly at work and are more likely to be unemployed (Moitra, Beard, Weisberg, & Keller, 2011), and report greater dissatisfaction with their family lives, friends, leisure activities, and income (Stein & Kean, 2000).`,
    citations: [
      '(Katzelnick et al., 2001)|Katzelnick|2001',
      '(Moitra, Beard, Weisberg, & Keller, 2011)|Moitra|2011',
      '(Stein & Kean, 2000)|Stein|2000',
    ],
  },
  {
    source: 'm49247',
    text: `Safety behaviors include avoiding eye contact, rehearsing sentences before speaking, talking only briefly, and not talking about oneself (Alden & Bieling, 1998). Other examples of safety behaviors include the following (Marker, 2013):`,
    citations: ['(Alden & Bieling, 1998)|Alden|1998', '(Marker, 2013)|Marker|2013'],
  },
  {
    source: 'm49247',
    text: `Although these behaviors are intended to prevent the person with social anxiety disorder from doing something awkward that might draw criticism, these actions usually exacerbate the problem because they do not allow the individual to disconfirm his negative beliefs, often eliciting rejection and other negative reactions from others (Alden & Bieling, 1998). People with social anxiety disorder may resort to self-medication, such as drinking alcohol, as a means to avert the anxiety symptoms they experience in social situations (Battista & Kocovski, 2010). The use of alcohol when faced with such situations may become negatively reinforcing: encouraging individuals with social anxiety disorder to turn to the substance whenever they experience anxiety symptoms. The tendency to use alcohol as a coping mechanism for social anxiety, however, can come with a hefty price tag: a number of large scale studies have reported a high rate of comorbidity between social anxiety disorder and alcohol use disorder (Morris, Stewart, & Ham, 2005).`,
    citations: [
      '(Alden & Bieling, 1998)|Alden|1998',
      '(Battista & Kocovski, 2010)|Battista|2010',
      '(Morris, Stewart, & Ham, 2005)|Morris|2005',
    ],
  },
  {
    source: 'm49247',
    text: `For example, a child who is subjected to early unpleasant social experiences (e.g., bullying at school) may develop negative social images of herself that become activated later in anxiety-provoking situations (Hackmann, Clark, & McManus, 2000). Indeed, one study reported that 92% of a sample of adults with social anxiety disorder reported a history of severe teasing in childhood, compared to only 35% of a sample of adults with panic disorder (McCabe, Antony, Summerfeldt, Liss, & Swinson, 2003).`,
    citations: [
      '(Hackmann, Clark, & McManus, 2000)|Hackmann|2000',
      '(McCabe, Antony, Summerfeldt, Liss, & Swinson, 2003)|McCabe|2003',
    ],
  },
  {
    source: 'm49247',
    text: `One of the most well-established risk factors for developing social anxiety disorder is behavioral inhibition (Clauss & Blackford, 2012). Behavioral inhibition is thought to be an inherited trait, and it is characterized by a consistent tendency to show fear and restraint when presented with unfamiliar people or situations (Kagan, Reznick, & Snidman, 1988). Behavioral inhibition is displayed very early in life; behaviorally inhibited toddlers and children respond with great caution and restraint in unfamiliar situations, and they are often timid, fearful, and shy around unfamiliar people (Fox, Henderson, Marshall, Nichols, & Ghera, 2005). A recent statistical review of studies demonstrated that behavioral inhibition was associated with more than a sevenfold increase in the risk of development of social anxiety disorder, demonstrating that behavioral inhibition is a major risk factor for the disorder (Clauss & Blackford, 2012).`,
    citations: [
      '(Clauss & Blackford, 2012)|Clauss|2012',
      '(Kagan, Reznick, & Snidman, 1988)|Kagan|1988',
      '(Fox, Henderson, Marshall, Nichols, & Ghera, 2005)|Fox|2005',
      '(Clauss & Blackford, 2012)|Clauss|2012',
    ],
  },
  {
    source: 'm49247',
    text: `People with panic disorder experience recurrent (more than one) and unexpected panic attacks, along with at least one month of persistent concern about additional panic attacks, worry over the consequences of the attacks, or self-defeating changes in behavior related to the attacks (e.g., avoidance of exercise or unfamiliar situations) (APA, 2013). As is the case with other anxiety disorders, the panic attacks cannot result from the physiological effects of drugs and other substances, a medical condition, or another mental disorder. A panic attack is defined as a period of extreme fear or discomfort that develops abruptly and reaches a peak within 10 minutes. Its symptoms include accelerated heart rate, sweating, trembling, choking sensations, hot flashes or chills, dizziness or lightheadedness, fears of losing control or going crazy, and fears of dying (APA, 2013).`,
    citations: ['(APA, 2013)|APA|2013', '(APA, 2013)|APA|2013'],
  },
  {
    source: 'm49247',
    text: `Panic attacks can occasionally precipitate trips to the emergency room because several symptoms of panic attacks are, in fact, similar to those associated with heart problems (e.g., palpitations, racing pulse, and a pounding sensation in the chest) (Root, 2000). Unsurprisingly, those with panic disorder fear future attacks and may become preoccupied with modifying their behavior in an effort to avoid future panic attacks. For this reason, panic disorder is often characterized as fear of fear (Goldstein & Chambless, 1978). Panic attacks themselves are not mental disorders. Indeed, around 23% of Americans experience isolated panic attacks in their lives without meeting the criteria for panic disorder (Kessler et al., 2006), indicating that panic attacks are fairly common. Panic disorder is, of course, much less common, afflicting 4.7% of Americans during their lifetime (Kessler et al., 2005). Many people with panic disorder develop agoraphobia, which is marked by fear and avoidance of situations in which escape might be difficult or help might not be available if one were to develop symptoms of a panic attack. People with panic disorder often experience a comorbid disorder, such as other anxiety disorders or major depressive disorder (APA, 2013).`,
    citations: [
      '(Root, 2000)|Root|2000',
      '(Goldstein & Chambless, 1978)|Goldstein|1978',
      '(Kessler et al., 2006)|Kessler|2006',
      '(Kessler et al., 2005)|Kessler|2005',
      '(APA, 2013)|APA|2013',
    ],
  },
  {
    source: 'm49247',
    text: `Researchers are not entirely sure what causes panic disorder. Children are at a higher risk of developing panic disorder if their parents have the disorder (Biederman et al., 2001), and family and twins studies indicate that the heritability of panic disorder is around 43% (Hettema, Neale, & Kendler, 2001). The exact genes and gene functions involved in this disorder, however, are not well-understood (APA, 2013). Activation of the locus coeruleus is associated with anxiety and fear, and research with nonhuman primates has shown that stimulating the locus coeruleus either electrically or through drugs produces panic-like symptoms (Charney et al., 1990). Such findings have led to the theory that panic disorder may be caused by abnormal norepinephrine activity in the locus coeruleus (Bremner, Krystal, Southwick, & Charney, 1996).`,
    citations: [
      '(Biederman et al., 2001)|Biederman|2001',
      '(Hettema, Neale, & Kendler, 2001)|Hettema|2001',
      '(APA, 2013)|APA|2013',
      '(Charney et al., 1990)|Charney|1990',
      '(Bremner, Krystal, Southwick, & Charney, 1996)|Bremner|1996',
    ],
  },
  {
    source: 'm49247',
    text: `Conditioning theories of panic disorder propose that panic attacks are classical conditioning responses to subtle bodily sensations resembling those normally occurring when one is anxious or frightened (Bouton, Mineka, & Barlow, 2001). The finding that panic disorder is nearly three times as frequent among people with asthma as it is among people without asthma (Weiser, 2007) supports the possibility that panic disorder has the potential to develop through classical conditioning. Cognitive factors may play an integral part in panic disorder. Generally, cognitive theories (Clark, 1996) argue that those with panic disorder are prone to interpret ordinary bodily sensations catastrophically, and these fearful interpretations set the stage for panic attacks. Support of this contention rests with findings that people with more severe catastrophic thoughts about sensations have more frequent and severe panic attacks, and among those with panic disorder, reducing catastrophic cognitions about their sensations is as effective as medication in reducing panic attacks (Good & Hinton, 2009).`,
    citations: [
      '(Bouton, Mineka, & Barlow, 2001)|Bouton|2001',
      '(Weiser, 2007)|Weiser|2007',
      '(Clark, 1996)|Clark|1996',
      '(Good & Hinton, 2009)|Good|2009',
    ],
  },
  {
    source: 'm49247',
    text: `For example, an individual may worry about her health and finances, the health of family members, the safety of her children, or minor matters (e.g., being late for an appointment) without having any legitimate reason for doing so (APA, 2013). About 5.7% of the U.S. population will develop symptoms of generalized anxiety disorder during their lifetime (Kessler et al., 2005), and females are 2 times as likely as males to experience the disorder (APA, 2013). Generalized anxiety disorder is highly comorbid with mood disorders and other anxiety disorders (Noyes, 2001), and it tends to be chronic. Also, generalized anxiety disorder appears to increase the risk for heart attacks and strokes, especially in people with preexisting heart conditions (Martens et al., 2010). Although there have been few investigations aimed at determining the heritability of generalized anxiety disorder, a summary of available family and twin studies suggests that genetic factors play a modest role in the disorder (Hettema et al., 2001). Cognitive theories of generalized anxiety disorder suggest that worry represents a mental strategy to avoid more powerful negative emotions (Aikins & Craske, 2001), perhaps stemming from earlier unpleasant or traumatic experiences. Indeed, one longitudinal study found that childhood maltreatment was strongly related to the development of this disorder during adulthood (Moffitt et al., 2007); worrying might distract people from remembering painful childhood experiences.`,
    citations: [
      '(APA, 2013)|APA|2013',
      '(Kessler et al., 2005)|Kessler|2005',
      '(APA, 2013)|APA|2013',
      '(Noyes, 2001)|Noyes|2001',
      '(Martens et al., 2010)|Martens|2010',
      '(Hettema et al., 2001)|Hettema|2001',
      '(Aikins & Craske, 2001)|Aikins|2001',
      '(Moffitt et al., 2007)|Moffitt|2007',
    ],
  },
];
