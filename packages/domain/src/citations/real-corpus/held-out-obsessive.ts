import type { CorpusPassage } from './corpus-passage.ts';

/** OpenStax, Psychology 2e, "Obsessive-Compulsive and Related Disorders" (modules/m49238/index.cnxml). */
export const obsessiveCompulsive: CorpusPassage[] = [
  {
    source: 'm49238',
    text: `Rather, obsessions are characterized as persistent, unintentional, and unwanted thoughts and urges that are highly intrusive, unpleasant, and distressing (APA, 2013). Common obsessions include concerns about germs and contamination, doubts (“Did I turn the water off?”), order and symmetry (“I need all the spoons in the tray to be arranged a certain way”), and urges that are aggressive or lustful. Usually, the person knows that such thoughts and urges are irrational and thus tries to suppress or ignore them, but has an extremely difficult time doing so. These obsessive symptoms sometimes overlap, such that someone might have both contamination and aggressive obsessions (Abramowitz & Siqueland, 2013).`,
    citations: ['(APA, 2013)|APA|2013', '(Abramowitz & Siqueland, 2013)|Abramowitz|2013'],
  },
  {
    source: 'm49238',
    text: `Compulsions are repetitive and ritualistic acts that are typically carried out primarily as a means to minimize the distress that obsessions trigger or to reduce the likelihood of a feared event (APA, 2013). Compulsions often include such behaviors as repeated and extensive hand washing, cleaning, checking (e.g., that a door is locked), and ordering (e.g., lining up all the pencils in a particular way), and they also include such mental acts as counting, praying, or reciting something to oneself. Approximately 2.3% of the U.S. population will experience OCD in their lifetime (Ruscio, Stein, Chiu, & Kessler, 2010) and, if left untreated, OCD tends to be a chronic condition creating lifelong interpersonal and psychological problems (Norberg, Calamari, Cohen, & Riemann, 2008).`,
    citations: [
      '(APA, 2013)|APA|2013',
      '(Ruscio, Stein, Chiu, & Kessler, 2010)|Ruscio|2010',
      '(Norberg, Calamari, Cohen, & Riemann, 2008)|Norberg|2008',
    ],
  },
  {
    source: 'm49238',
    text: `An individual with body dysmorphic disorder is preoccupied with a perceived flaw in her physical appearance that is either nonexistent or barely noticeable to other people (APA, 2013). The preoccupation with imagined physical flaws drives the person to engage in repetitive and ritualistic behavioral and mental acts, such as constantly looking in the mirror, trying to hide the offending body part, comparisons with others, and, in some extreme cases, cosmetic surgery (Phillips, 2005). An estimated 2.4% of the adults in the United States meet the criteria for body dysmorphic disorder, with slightly higher rates in women than in men (APA, 2013).`,
    citations: ['(APA, 2013)|APA|2013', '(Phillips, 2005)|Phillips|2005', '(APA, 2013)|APA|2013'],
  },
  {
    source: 'm49238',
    text: `Although hoarding was traditionally considered to be a symptom of OCD, considerable evidence suggests that hoarding represents an entirely different disorder (Mataix-Cols et al., 2010). People who suffer from this disorder have great difficulty parting with items because they believe the items might be of some later use, or because they form a sentimental attachment to the items (APA, 2013). Importantly, a diagnosis of hoarding disorder is made only if the hoarding is not caused by another medical condition and if the hoarding is not a symptom of another disorder (e.g., schizophrenia) (APA, 2013).`,
    citations: [
      '(Mataix-Cols et al., 2010)|Mataix-Cols|2010',
      '(APA, 2013)|APA|2013',
      '(APA, 2013)|APA|2013',
    ],
  },
  {
    source: 'm49238',
    text: `The results of family and twin studies suggest that OCD has a moderate genetic component. The disorder is five times more frequent in the first-degree relatives of people with OCD than in people without the disorder (Nestadt et al., 2000). Additionally, the concordance rate of OCD among identical twins is around 57%; however, the concordance rate for fraternal twins is 22% (Bolton, Rijsdijk, O’Connor, Perrin, & Eley, 2007). Studies have implicated about two dozen potential genes that may be involved in OCD; these genes regulate the function of three neurotransmitters: serotonin, dopamine, and glutamate (Pauls, 2010).`,
    citations: [
      '(Nestadt et al., 2000)|Nestadt|2000',
      '(Bolton, Rijsdijk, O’Connor, Perrin, & Eley, 2007)|Bolton|2007',
      '(Pauls, 2010)|Pauls|2010',
    ],
  },
  {
    source: 'm49238',
    text: `A brain region that is believed to play a critical role in OCD is the orbitofrontal cortex (Kopell & Greenberg, 2008), an area of the frontal lobe involved in learning and decision-making (Rushworth, Noonan, Boorman, Walton, & Behrens, 2011). In people with OCD, the orbitofrontal cortex becomes especially hyperactive when they are provoked with tasks in which, for example, they are asked to look at a photo of a toilet or of pictures hanging crookedly on a wall (Simon, Kaufmann, Müsch, Kischkel, & Kathmann, 2010). The orbitofrontal cortex is part of a series of brain regions that, collectively, is called the OCD circuit; this circuit consists of several interconnected regions that influence the perceived emotional value of stimuli and the selection of both behavioral and cognitive responses (Graybiel & Rauch, 2000). As with the orbitofrontal cortex, other regions of the OCD circuit show heightened activity during symptom provocation (Rotge et al., 2008), which suggests that abnormalities in these regions may produce the symptoms of OCD (Saxena, Bota, & Brody, 2001). Consistent with this explanation, people with OCD show a substantially higher degree of connectivity of the orbitofrontal cortex and other regions of the OCD circuit than do those without OCD (Beucke et al., 2013).`,
    citations: [
      '(Kopell & Greenberg, 2008)|Kopell|2008',
      '(Rushworth, Noonan, Boorman, Walton, & Behrens, 2011)|Rushworth|2011',
      '(Simon, Kaufmann, Müsch, Kischkel, & Kathmann, 2010)|Simon|2010',
      '(Graybiel & Rauch, 2000)|Graybiel|2000',
      '(Rotge et al., 2008)|Rotge|2008',
      '(Saxena, Bota, & Brody, 2001)|Saxena|2001',
      '(Beucke et al., 2013)|Beucke|2013',
    ],
  },
  {
    source: 'm49238',
    text: `Another limitation is that the correlational relationship between neurological abnormalities and OCD symptoms cannot imply causation (Abramowitz & Siqueland, 2013). The symptoms of OCD have been theorized to be learned responses, acquired and sustained as the result of a combination of two forms of learning: classical conditioning and operant conditioning (Mowrer, 1960; Steinmetz, Tracy, & Green, 2001).`,
    citations: [
      '(Abramowitz & Siqueland, 2013)|Abramowitz|2013',
      'Mowrer, 1960|Mowrer|1960',
      'Steinmetz, Tracy, & Green, 2001|Steinmetz|2001',
    ],
  },
];
