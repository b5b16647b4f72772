import type { CorpusPassage } from './corpus-passage.ts';

/**
 * OpenStax, Psychology 2e, "Posttraumatic Stress Disorder" (modules/m49220/index.cnxml) and
 * "Schizophrenia" (modules/m49205/index.cnxml, its first 16,000 characters).
 */
export const traumaAndSchizophrenia: CorpusPassage[] = [
  {
    source: 'm49220',
    text: `By the late 1970s it had become clear that women who had experienced sexual traumas (e.g., rape, domestic battery, and incest) often experienced the same set of symptoms as did soldiers (Herman, 1997).`,
    citations: ['(Herman, 1997)|Herman|1997'],
  },
  {
    source: 'm49220',
    text: `For a person to be diagnosed with PTSD, she must be exposed to, witness, or experience the details of a traumatic experience (e.g., a first responder), one that involves “actual or threatened death, serious injury, or sexual violence” (APA, 2013, p. 271). These experiences can include such events as combat, threatened or actual physical attack, sexual assault, natural disasters, terrorist attacks, and automobile accidents. This criterion makes PTSD the only disorder listed in the DSM in which a cause (extreme trauma) is explicitly specified.`,
    citations: ['(APA, 2013, p. 271)|APA|2013'],
  },
  {
    source: 'm49220',
    text: `Symptoms of PTSD include intrusive and distressing memories of the event, flashbacks (states that can last from a few seconds to several days, during which the individual relives the event and behaves as if the event were occurring at that moment [APA, 2013]), avoidance of stimuli connected to the event, persistently negative emotional states (e.g., fear, anger, guilt, and shame), feelings of detachment from others, irritability, proneness toward outbursts, and an exaggerated startle response (jumpiness).`,
    citations: ['[APA, 2013]|APA|2013'],
  },
  {
    source: 'm49220',
    text: `Roughly 7% of adults in the United States, including 9.7% of women and 3.6% of men, experience PTSD in their lifetime (National Comorbidity Survey, 2007), with higher rates among people exposed to mass trauma and people whose jobs involve duty-related trauma exposure (e.g., police officers, firefighters, and emergency medical personnel) (APA, 2013). Nearly 21% of residents of areas affected by Hurricane Katrina suffered from PTSD one year following the hurricane (Kessler et al., 2008), and 12.6% of Manhattan residents were observed as having PTSD 2–3 years after the 9/11 terrorist attacks (DiGrande et al., 2008).`,
    citations: [
      '(National Comorbidity Survey, 2007)|National Comorbidity Survey|2007',
      '(APA, 2013)|APA|2013',
      '(Kessler et al., 2008)|Kessler|2008',
      '(DiGrande et al., 2008)|DiGrande|2008',
    ],
  },
  {
    source: 'm49220',
    text: `Of course, not everyone who experiences a traumatic event will go on to develop PTSD; several factors strongly predict the development of PTSD: trauma experience, greater trauma severity, lack of immediate social support, and more subsequent life stress (Brewin, Andrews, & Valentine, 2000). Traumatic events that involve harm by others (e.g., combat, rape, and sexual molestation) carry greater risk than do other traumas (e.g., natural disasters) (Kessler, Sonnega, Bromet, Hughes, & Nelson, 1995). Factors that increase the risk of PTSD include female gender, low socioeconomic status, low intelligence, personal history of mental disorders, history of childhood adversity (abuse or other trauma during childhood), and family history of mental disorders (Brewin et al., 2000). Personality characteristics such as neuroticism and somatization (the tendency to experience physical symptoms when one encounters stress) have been shown to elevate the risk of PTSD (Bramsen, Dirkzwager, & van der Ploeg, 2000). People who experience childhood adversity and/or traumatic experiences during adulthood are at significantly higher risk of developing PTSD if they possess one or two short versions of a gene that regulates the neurotransmitter serotonin (Xie et al., 2009).`,
    citations: [
      '(Brewin, Andrews, & Valentine, 2000)|Brewin|2000',
      '(Kessler, Sonnega, Bromet, Hughes, & Nelson, 1995)|Kessler|1995',
      '(Brewin et al., 2000)|Brewin|2000',
      '(Bramsen, Dirkzwager, & van der Ploeg, 2000)|Bramsen|2000',
      '(Xie et al., 2009)|Xie|2009',
    ],
  },
  {
    source: 'm49220',
    text: `Research has shown that social support following a traumatic event can reduce the likelihood of PTSD (Ozer, Best, Lipsey, & Weiss, 2003). In addition, those who became involved in the community were less likely to develop PTSD, and they were more likely to experience a remission of PTSD than were those who were less involved (Koenen, Stellman, Stellman, & Sommer, 2003).`,
    citations: [
      '(Ozer, Best, Lipsey, & Weiss, 2003)|Ozer|2003',
      '(Koenen, Stellman, Stellman, & Sommer, 2003)|Koenen|2003',
    ],
  },
  {
    source: 'm49220',
    text: `These traumatic reminders evoke conditioned responses (extreme fear and anxiety) similar to those caused by the event itself (Nader, 2001). A person who was in the vicinity of the Twin Towers during the 9/11 terrorist attacks and who developed PTSD may display excessive hypervigilance and distress when planes fly overhead; this behavior constitutes a conditioned response to the traumatic reminder (conditioned stimulus of the sight and sound of an airplane). Differences in how conditionable individuals are help to explain differences in the development and maintenance of PTSD symptoms (Pittman, 1988). Conditioning studies demonstrate facilitated acquisition of conditioned responses and delayed extinction of conditioned responses in people with PTSD (Orr et al., 2000). Cognitive factors are important in the development and maintenance of PTSD. One model suggests that two key processes are crucial: disturbances in memory for the event, and negative appraisals of the trauma and its aftermath (Ehlers & Clark, 2000).`,
    citations: [
      '(Nader, 2001)|Nader|2001',
      '(Pittman, 1988)|Pittman|1988',
      '(Orr et al., 2000)|Orr|2000',
      '(Ehlers & Clark, 2000)|Ehlers|2000',
    ],
  },
  {
    source: 'm49205',
    text: `These disorders are sometimes confused because the word schizophrenia first coined by the Swiss psychiatrist Eugen Bleuler in 1911, derives from Greek words that refer to a “splitting” (schizo) of psychic functions (phrene) (Green, 2001).`,
    citations: ['(Green, 2001)|Green|2001'],
  },
  {
    source: 'm49205',
    text: `The main symptoms of schizophrenia include hallucinations, delusions, disorganized thinking, disorganized or abnormal motor behavior, and negative symptoms (APA, 2013). A hallucination is a perceptual experience that occurs in the absence of external stimulation. Auditory hallucinations (hearing voices) occur in roughly two-thirds of patients with schizophrenia and are by far the most common form of hallucination (Andreasen, 1987). The voices may be familiar or unfamiliar, they may have a conversation or argue, or the voices may provide a running commentary on the person’s behavior (Tsuang, Farone, & Green, 1999).`,
    citations: [
      '(APA, 2013)|APA|2013',
      '(Andreasen, 1987)|Andreasen|1987',
      '(Tsuang, Farone, & Green, 1999)|Tsuang|1999',
    ],
  },
  {
    source: 'm49205',
    text: `Negative symptoms are those that reflect noticeable decreases and absences in certain behaviors, emotions, or drives (Green, 2001). A person who exhibits diminished emotional expression shows no emotion in his facial expressions, speech, or movements, even when such expressions are normal or expected.`,
    citations: ['(Green, 2001)|Green|2001'],
  },
  {
    source: 'm49205',
    text: `There is considerable evidence suggesting that schizophrenia has a genetic basis. The risk of developing schizophrenia is nearly 6 times greater if one has a parent with schizophrenia than if one does not (Goldstein, Buka, Seidman, & Tsuang, 2010). Additionally, one’s risk of developing schizophrenia increases as genetic relatedness to family members diagnosed with schizophrenia increases (Gottesman, 2001).`,
    citations: [
      '(Goldstein, Buka, Seidman, & Tsuang, 2010)|Goldstein|2010',
      '(Gottesman, 2001)|Gottesman|2001',
    ],
  },
  {
    source: 'm49205',
    text: `Such problems can be corrected by using adoption studies, in which children are separated from their parents at an early age. One of the first adoption studies of schizophrenia conducted by Heston (1966) followed 97 adoptees, including 47 who were born to mothers with schizophrenia, over a 36-year period. Five of the 47 adoptees (11%) whose mothers had schizophrenia were later diagnosed with schizophrenia, compared to none of the 50 control adoptees. Other adoption studies have consistently reported that for adoptees who are later diagnosed with schizophrenia, their biological relatives have a higher risk of schizophrenia than do adoptive relatives (Shih, Belmonte, & Zandi, 2004). Although adoption studies have supported the hypothesis that genetic factors contribute to schizophrenia, they have also demonstrated that the disorder most likely arises from a combination of genetic and environmental factors, rather than just genes themselves. For example, investigators in one study examined the rates of schizophrenia among 303 adoptees (Tienari et al., 2004).`,
    citations: [
      'Heston (1966)|Heston|1966',
      '(Shih, Belmonte, & Zandi, 2004)|Shih|2004',
      '(Tienari et al., 2004)|Tienari|2004',
    ],
  },
  {
    source: 'm49205',
    text: `Interest in the role of dopamine in schizophrenia was stimulated by two sets of findings: drugs that increase dopamine levels can produce schizophrenia-like symptoms, and medications that block dopamine activity reduce the symptoms (Howes & Kapur, 2009). The dopamine hypothesis of schizophrenia proposed that an overabundance of dopamine or too many dopamine receptors are responsible for the onset and maintenance of schizophrenia (Snyder, 1976). More recent work in this area suggests that abnormalities in dopamine vary by brain region and thus contribute to symptoms in unique ways. In general, this research has suggested that an overabundance of dopamine in the limbic system may be responsible for some symptoms, such as hallucinations and delusions, whereas low levels of dopamine in the prefrontal cortex might be responsible primarily for the negative symptoms (avolition, alogia, asociality, and anhedonia) (Davis, Kahn, Ko, & Davidson, 1991). In recent years, serotonin has received attention, and newer antipsychotic medications used to treat the disorder work by blocking serotonin receptors (Baumeister & Hawkins, 2004).`,
    citations: [
      '(Howes & Kapur, 2009)|Howes|2009',
      '(Snyder, 1976)|Snyder|1976',
      '(Davis, Kahn, Ko, & Davidson, 1991)|Davis|1991',
      '(Baumeister & Hawkins, 2004)|Baumeister|2004',
    ],
  },
  {
    source: 'm49205',
    text: `Brain imaging studies reveal that people with schizophrenia have enlarged ventricles, the cavities within the brain that contain cerebral spinal fluid (Green, 2001). This finding is important because larger than normal ventricles suggests that various brain regions are reduced in size, thus implying that schizophrenia is associated with a loss of brain tissue. In addition, many people with schizophrenia display a reduction in gray matter (cell bodies of neurons) in the frontal lobes (Lawrie & Abukmeil, 1998), and many show less frontal lobe activity when performing cognitive tasks (Buchsbaum et al., 1990).`,
    citations: [
      '(Green, 2001)|Green|2001',
      '(Lawrie & Abukmeil, 1998)|Lawrie|1998',
      '(Buchsbaum et al., 1990)|Buchsbaum|1990',
    ],
  },
  {
    source: 'm49205',
    text: `High rates of obstetric complications in the births of children who later developed schizophrenia have been reported (Cannon, Jones, & Murray, 2002). In addition, people are at an increased risk for developing schizophrenia if their mother was exposed to influenza during the first trimester of pregnancy (Brown et al., 2004). Research has also suggested that a mother’s emotional stress during pregnancy may increase the risk of schizophrenia in offspring. One study reported that the risk of schizophrenia is elevated substantially in offspring whose mothers experienced the death of a relative during the first trimester of pregnancy (Khashan et al., 2008). Another variable that is linked to schizophrenia is marijuana use. Although a number of reports have shown that individuals with schizophrenia are more likely to use marijuana than are individuals without schizophrenia (Thornicroft, 1990), such investigations cannot determine if marijuana use leads to schizophrenia, or vice versa.`,
    citations: [
      '(Cannon, Jones, & Murray, 2002)|Cannon|2002',
      '(Brown et al., 2004)|Brown|2004',
      '(Khashan et al., 2008)|Khashan|2008',
      '(Thornicroft, 1990)|Thornicroft|1990',
    ],
  },
];
