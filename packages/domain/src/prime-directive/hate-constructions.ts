import { alternation as alt } from './regex-alternation.ts';
import * as C from './word-classes.ts';

/**
 * The constructions by which a sentence attacks a group, written over the canonical sentence: words
 * in lower case separated by single spaces, a group named as G<n>, a slur as S<n>, a pronoun
 * carrying a group as P<n>. Each slot is an open class (word-classes.ts), gaps are bounded, and a
 * gap never swallows a negation, so every pattern runs in time linear in the sentence.
 */

export const CATEGORIES = [
  'threat-direct',
  'threat-normative',
  'threat-wished',
  'dehumanisation',
  'hatred',
  'contempt',
  'slur',
  'negative-attribute',
  'implicit-derogation',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Construction {
  category: Category;
  /**
   * Words of which every match holds one (the longest word of each phrase is enough): a sentence
   * with none of them is not tried against the pattern.
   */
  key: readonly string[];
  pattern: RegExp;
  /** The group must be the construction's subject (checked against the word before it). */
  subject?: boolean;
  /** The construction carries its own negation ("are not human"): no negation check before it. */
  negated?: boolean;
}

/** A group token. */
const G = '[GSP]\\d+';
/** A gap word: any word but a negation or a group. */
const W = "(?:(?!(?:not|never|no|nobody|nor|without|nothing)\\b)[a-z']+ )";
/** Determiners and abuse before a group: "all the", "those filthy". */
export const DETERMINER_WORDS =
  'all|the|these|those|most|many|some|every|any|each|such|your|their|our|of|fucking|filthy|dirty|damn|bloody|you|a|an|typical|single|last|one|another|other|certain|rest|lot|them|next|stinking|lying|disgusting|bunch|kind|whole|entire|goddamn|little';
const D = `(?:${alt(DETERMINER_WORDS.split('|'))}\\s){0,5}`;
const ADV = `(?:${alt(
  'really|just|truly|absolutely|honestly|totally|fucking|so|all|do|genuinely|deeply|utterly|seriously|still|always|passionately|simply|literally|also|personally|already|bloody|damn|kinda|pretty|much|fully|completely|sincerely|openly|increasingly|now|would|will|did|does|am|are|have|has|had|for|one|myself|ourselves|definitely|certainly|obviously|frankly|fuckin'.split(
    '|',
  ),
)}\\s){0,4}`;
const COP = `(?:${alt(
  'will|would|have|has|always|just|all|only|really|still|can|must|truly|honestly|clearly|obviously|basically|simply|literally|frankly|surely|definitely|certainly|totally|mostly|generally|tend to|seem to|are|is|they|naturally'.split(
    '|',
  ),
)}\\s){0,3}${alt(
  'are|is|were|was|be|been|being|remain|remains|seem|seems|become|becomes|look|looks|act|acts|sound|sounds|smell|smells|am|r'.split(
    '|',
  ),
)}`;
const FILL = `(?:${alt(
  'all|just|so|such|too|far too|way too|really|truly|very|extremely|incredibly|utterly|totally|completely|absolutely|fucking|bloody|damn|naturally|inherently|basically|simply|literally|always|mostly|generally|genetically|born|nothing but|nothing more than|no better than|little more than|no more than|never anything but|like|the most|the biggest|a bunch of|bunch of|a pack of|a race of|a load of|a horde of|a band of|a gang of|one big|kind of|sort of|a|an|the|some|real|complete|total|dirty|filthy|lying|stinking|thieving|dumb|stupid|sneaky|smelly|lazy|nasty|vile|evil|greedy|violent|dishonest|worthless|disgusting|little|fat|ugly|useless|pathetic|dangerous|potential|future|would-be|would be|wannabe|by nature|by birth|at heart|deep down|full of|made of|as|more|and|lowly|mere|just like|similar to|basically|essentially|nothing short of|pure|utter|fucking|worthless|bunch|pack|race|load|of|them|themselves|certainly|definitely|obviously|clearly|filthy|disease ridden|disease-ridden|honestly'.split(
    '|',
  ),
)}\\s){0,6}`;

const NEG = alt([...C.NEGATIVE_ATTRIBUTES, ...C.PROFANE_INSULTS]);
const PROFANE = alt(C.PROFANE_INSULTS);
const DEHUM = alt(C.DEHUMANISING);
const HARM = alt(C.HARM_VERBS);
const HARMED = alt(C.HARM_PARTICIPLES);
const DOOM = alt(C.DOOM);
const rx = (source: string) => new RegExp(source);

const DIRECT_SUBJECT =
  '(?:i|we|me and my \\w+|my \\w+ and i|i personally|we all|i myself|us|i for one|we are all|everyone here)';
const FUTURE =
  '(?:will|shall|am going to|are going to|going to|am about to|are about to|want to|would love to|would like to|would happily|will happily|intend to|plan to|am planning to|are planning to|can not wait to|promise to|swear to|vow to|am ready to|are ready to|am coming to|are coming to|will be coming to|will soon|am gonna|are gonna|would gladly|will gladly|am itching to|dream of|dream about|fantasise about|fantasize about|wanna|need to|have to|got to|am gonna go|will go|would|could)';
const NORMATIVE_SUBJECT =
  '(?:we|you|someone|somebody|everyone|everybody|people|the government|they|society|the state|this country|the country|the world|one|us|the police|the army|all of us|real men|patriots|good people|anyone|anybody|our leaders|the people|he|she|i)';
const MODAL =
  '(?:should|must|need to|needs to|ought to|have to|has to|had better|would do well to|shall|better|are going to have to|will have to|should be allowed to|should just|must just|is going to have to)';

const ATTRIBUTIVE_ABUSE = [
  'rats',
  'vermin',
  'scum',
  'pigs',
  'dogs',
  'filth',
  'trash',
  'parasites',
  'cockroaches',
  'roaches',
  'animals',
  'savages',
  'apes',
  'monkeys',
  'swine',
  'leeches',
  'maggots',
  'lice',
  'insects',
  'garbage',
  'mongrels',
  'beasts',
  'subhumans',
];

export const CONSTRUCTIONS: readonly Construction[] = [
  // Threats, direct: the speaker will harm the group.
  {
    category: 'threat-direct',
    key: [...C.HARM_VERBS, ...C.HARM_VERBS.map((v) => `${v}ing`)],
    pattern: rx(
      `\\b${DIRECT_SUBJECT} ${W}{0,1}${FUTURE} ${W}{0,2}?${HARM}(?:ing)? ${W}{0,4}?${D}${G}`,
    ),
  },
  {
    category: 'threat-direct',
    key: ['make'],
    pattern: rx(
      `\\b${DIRECT_SUBJECT} ${W}{0,1}${FUTURE} ${W}{0,1}make (?:sure )?(?:that )?${D}${G} ${W}{0,2}?(?:suffer|pay|die|bleed|burn|regret|never)`,
    ),
  },
  {
    category: 'threat-direct',
    key: ['you'],
    pattern: rx(
      `\\byou ${D}${G} ${W}{0,2}?(?:will|are going to|are gonna|shall|are next|better watch|had better watch|better run|had better run) ${W}{0,1}?(?:die|pay|suffer|burn|bleed|be killed|be shot|be next|regret|rot|watch|run|hide|next)`,
    ),
  },
  // Threats, normative: someone should harm the group; the group should be harmed.
  {
    category: 'threat-normative',
    key: C.HARM_VERBS,
    pattern: rx(`\\b${NORMATIVE_SUBJECT} ${W}{0,1}${MODAL} ${W}{0,2}?${HARM} ${W}{0,4}?${D}${G}`),
  },
  {
    category: 'threat-normative',
    key: C.HARM_VERBS,
    pattern: rx(
      `\\b(?:should|must|can|could|why do not|why can not) (?:we|you|someone|somebody|they|the government|i|people|the state) (?:not )?${W}{0,2}?${HARM} ${W}{0,3}?${D}${G}`,
    ),
  },
  {
    category: 'threat-normative',
    key: C.HARM_PARTICIPLES,
    pattern: rx(
      `\\b${G} ${W}{0,2}?(?:should|must|need to|needs to|ought to|have to|has to|are to|is to|had better|deserve to|deserves to) ${W}{0,2}?(?:be |get )?${W}{0,1}?${HARMED}\\b`,
    ),
    subject: true,
  },
  {
    category: 'threat-normative',
    key: ['deserve', 'deserves', 'deserved', 'merit', 'earned'],
    pattern: rx(
      `\\b${G} ${W}{0,2}?(?:deserve|deserves|deserved|merit|have earned|has earned) ${W}{0,1}?(?:to die|death|to suffer|a bullet|bullets|the rope|the noose|the gas chamber|to be killed|to be shot|to burn|to rot|to be hanged|to be hung|to be exterminated|to be wiped out|what is coming|everything they get|to be deported|to be locked up|the camps|the ovens|the worst|all the hate|to be hated|hell|pain|a beating|to be beaten|extermination|genocide)`,
    ),
    subject: true,
  },
  {
    category: 'threat-normative',
    key: C.HARM_VERBS,
    pattern: rx(
      `\\b(?:it is|it would be|it will be|it was|would be|is)? ?(?:time|high time|right|good|best|a good idea|justified|fair|okay|ok|acceptable|necessary|our duty|a duty|the right thing|a public service|a service|fine|only fair|about time|legal|moral|patriotic|the answer|the solution|the only solution|the final solution) ${W}{0,2}?to ${HARM} ${W}{0,4}?${D}${G}`,
    ),
  },
  {
    category: 'threat-normative',
    key: C.HARM_VERBS,
    pattern: rx(
      `(?:^|\\b(?:just|so|now|please|go|let us|come on|time to|then|and|lets|simply|we|you) )${HARM} ${W}{0,3}?${D}${G}`,
    ),
  },
  {
    category: 'threat-normative',
    key: [
      'death',
      'bullet',
      'bullets',
      'rope',
      'noose',
      'chamber',
      'chambers',
      'ovens',
      'camps',
      'violence',
      'extermination',
      'genocide',
    ],
    pattern: rx(
      `\\b(?:death|a bullet|bullets|the rope|the noose|the gas chamber|gas chambers|the ovens|the camps|violence|extermination|genocide) (?:to|for) (?:all )?${D}${G}`,
    ),
  },
  {
    category: 'threat-normative',
    key: ['dead'],
    pattern: rx(`\\b(?:the only|a) good ${G} (?:is|are) (?:a )?dead`),
  },
  // Threats, wished.
  {
    category: 'threat-wished',
    key: ['hope', 'wish', 'pray', 'want', 'love', 'like', 'dream', 'long', 'wait'],
    pattern: rx(
      `\\b(?:i|we) ${W}{0,1}(?:hope|wish|pray|want|would love|would like|dream|long for the day|can not wait till|can not wait until|can not wait for the day) (?:that |for |to see |the day |when )?${W}{0,1}?${D}${G} ${W}{0,3}?${DOOM}\\b`,
    ),
  },
  {
    category: 'threat-wished',
    key: ['may'],
    pattern: rx(
      `(?:^|\\b)may ${W}{0,1}?${D}${G} ${W}{0,2}?(?:die|burn|rot|perish|suffer|choke|drown|be damned|go to hell|burn in hell|rot in hell|be wiped out|be exterminated|get what)`,
    ),
  },
  {
    category: 'threat-wished',
    key: [
      'die',
      'burn',
      'rot',
      'perish',
      'suffer',
      'choke',
      'drown',
      'disappear',
      'hell',
      'dead',
      'existing',
      'exist',
      'born',
      'extinct',
    ],
    pattern: rx(
      `\\b${G} ${W}{0,2}?(?:should|must|can|could|need to|ought to|deserve to|deserves to|will|would|better) ${W}{0,2}?(?:die|burn|rot|perish|suffer|choke|drown|disappear|go die|go to hell|burn in hell|rot in hell|drop dead|be dead|stop existing|cease to exist|not exist|never have been born|all die|die out|go extinct)\\b`,
    ),
    subject: true,
  },
  {
    category: 'threat-wished',
    key: ['better'],
    pattern: rx(
      `\\bbetter (?:off )?(?:if|when|once) ${W}{0,1}?${D}${G} (?:were|was|are|is|had|have been|got|all) ${W}{0,2}?(?:dead|gone|extinct|wiped out|exterminated|removed|deported|eliminated|killed|shot)`,
    ),
  },
  // Dehumanisation.
  {
    category: 'dehumanisation',
    key: C.DEHUMANISING,
    pattern: rx(`\\b${G} ${COP} ${FILL}${DEHUM}\\b`),
    subject: true,
  },
  {
    category: 'dehumanisation',
    key: [
      'breed',
      'breeds',
      'breeding',
      'multiply',
      'multiplies',
      'multiplying',
      'reproduce',
      'reproducing',
      'spread',
      'spreading',
      'swarm',
      'swarms',
      'swarming',
      'crawl',
      'crawling',
      'infest',
      'infests',
      'infesting',
      'scurry',
      'scurrying',
      'squirm',
      'flock',
      'flocking',
    ],
    pattern: rx(
      `\\b${G} ${W}{0,2}?(?:breed|breeds|breeding|multiply|multiplies|multiplying|reproduce|reproducing|spread|spreading|swarm|swarms|swarming|crawl|crawling|infest|infests|infesting|scurry|scurrying|squirm|flock|flocking) (?:like|all over|over|everywhere|through|into|in|across)\\b`,
    ),
    subject: true,
  },
  {
    category: 'dehumanisation',
    key: C.DEHUMANISING,
    pattern: rx(`\\b${DEHUM} (?:like|such as) ${D}${G}`),
  },
  {
    category: 'dehumanisation',
    key: [
      'animals',
      'dogs',
      'pigs',
      'rats',
      'savages',
      'beasts',
      'cattle',
      'vermin',
      'apes',
      'monkeys',
      'cockroaches',
      'insects',
    ],
    pattern: rx(
      `\\b${G} (?:(?!(?:not|never|no|treated|handled|herded|caged|kept|hunted|shipped|transported|packed|slaughtered|housed|killed|rounded|locked|beaten|used)\\b)[a-z']+ ){1,4}?like (?:animals|dogs|pigs|rats|savages|beasts|cattle|vermin|apes|monkeys|cockroaches|insects)\\b`,
    ),
    subject: true,
  },
  {
    category: 'dehumanisation',
    key: [
      'swarm',
      'swarms',
      'horde',
      'hordes',
      'plague',
      'infestation',
      'pack',
      'packs',
      'herd',
      'herds',
      'nest',
      'nests',
      'litter',
      'breed',
      'infestations',
    ],
    pattern: rx(
      `\\b(?:swarm|swarms|horde|hordes|plague|infestation|pack|packs|herd|herds|nest|nests|litter|breed|infestations) of ${D}${G}`,
    ),
  },
  {
    category: 'dehumanisation',
    key: ATTRIBUTIVE_ABUSE,
    pattern: rx(`\\b[GS]\\d+ ${alt(ATTRIBUTIVE_ABUSE)}\\b`),
  },
  {
    category: 'dehumanisation',
    key: ['treat', 'treated', 'treating', 'treats'],
    pattern: rx(
      `\\btreat(?:ed|ing|s)? ${D}${G} ${W}{0,1}(?:like|as) (?:animals|dogs|cattle|vermin|rats|pigs|slaves|insects|trash|garbage|livestock|the animals)`,
    ),
  },
  {
    category: 'dehumanisation',
    key: ['human', 'humans', 'people', 'persons', 'species'],
    pattern: rx(
      `\\b${G} ${W}{0,1}?(?:are|is|were|was|will|would|can|could|should|shall|do|does)(?: never| not| no longer| not even| never ever| not really| nothing but)(?: be| been| become| ever be| ever)? ${W}{0,1}?(?:human|humans|human beings|people|persons|real people|real humans|really human|fully human|as human as|the same species)\\b`,
    ),
    subject: true,
    negated: true,
  },
  // Hatred.
  {
    category: 'hatred',
    key: C.HATE_VERBS,
    pattern: rx(
      `\\b(?:i|we|everyone|everybody|all of us|most of us|people like me|my family|i personally|i for one|me) ${ADV}${alt(C.HATE_VERBS)} ${D}${G}`,
    ),
  },
  {
    category: 'hatred',
    key: C.REPEL_VERBS,
    pattern: rx(`\\b${G} ${ADV}${alt(C.REPEL_VERBS)}\\b`),
    subject: true,
  },
  {
    category: 'hatred',
    key: ['nothing'],
    pattern: rx(
      `\\bnothing ${W}{0,4}?(?:hate|hates|despise|loathe|detest|disgusts|sickens|makes me angrier|makes me sicker|angers me|annoys me|makes me madder|enrages me) ${W}{0,3}?(?:more |as much |worse )?than ${D}${G}`,
    ),
  },
  {
    // "There is nobody I despise more than …", "I hate no one as much as …": hatred by comparison.
    category: 'hatred',
    key: C.HATE_VERBS,
    pattern: rx(
      `\\b(?:(?:nobody|no one|nothing|no group|no people|no other people|nobody else|no one else) (?:that |who |whom )?(?:i|we) ${ADV}${alt(C.HATE_VERBS)}|(?:i|we) ${ADV}${alt(C.HATE_VERBS)} (?:nobody|no one|nothing|no group|no people|nobody else|no one else)) (?:more|as much|worse) (?:than|as) ${D}${G}`,
    ),
    negated: true,
  },
  {
    category: 'hatred',
    key: ['hatred', 'contempt', 'disgust', 'loathing', 'hate', 'revulsion'],
    pattern: rx(
      `\\b(?:my|our) ${W}{0,1}?(?:hatred|contempt|disgust|loathing|hate|revulsion) (?:of|for|towards|toward|at) ${D}${G}`,
    ),
  },
  {
    category: 'hatred',
    key: ['hate', 'despise', 'loathe', 'detest', 'stand'],
    pattern: rx(
      `\\b(?:i|we) ${ADV}(?:hate|despise|loathe|detest|can not stand) (?:every|each|all) ${W}{0,2}?(?:one|last one|single one) of ${D}${G}`,
    ),
  },
  // Contempt carried by profanity.
  {
    category: 'contempt',
    key: ['fuck', 'screw', 'hell', 'piss', 'shit', 'damn'],
    pattern: rx(
      `\\b(?:fuck|screw|to hell with|piss on|shit on|fuck off|fuck you|fuck off all|damn all|damn the|damn those) ${D}${G}`,
    ),
  },
  {
    category: 'contempt',
    key: ['fuck', 'screw', 'kiss', 'eat', 'suck'],
    pattern: rx(
      `\\b${G} ${W}{0,2}?(?:can|should|need to|ought to|may|must|could) (?:go )?(?:fuck|screw|kiss my|eat shit|suck) ${W}{0,1}?(?:themselves|yourselves|off|right off|ass|arse|shit|it)\\b`,
    ),
    subject: true,
  },
  {
    category: 'contempt',
    key: C.PROFANE_INSULTS,
    pattern: rx(`\\b${G} ${COP} ${FILL}${PROFANE}\\b`),
    subject: true,
  },
  {
    category: 'contempt',
    key: ['suck', 'sucks', 'stink', 'stinks', 'blow', 'blows', 'shit', 'crap', 'worst'],
    pattern: rx(
      `\\b${G} ${W}{0,1}?(?:suck|sucks|stink|stinks|blow|blows|are shit|are crap|are the worst)\\b`,
    ),
    subject: true,
  },
  // Negative attributes.
  {
    category: 'negative-attribute',
    key: [...C.NEGATIVE_ATTRIBUTES, ...C.PROFANE_INSULTS],
    pattern: rx(`\\b${G} ${COP} ${FILL}${NEG}\\b`),
    subject: true,
  },
  {
    category: 'negative-attribute',
    key: [...C.NEGATIVE_ATTRIBUTES, ...C.PROFANE_INSULTS, ...C.DEHUMANISING],
    pattern: rx(
      `\\b(?:why|how come|what makes|what is it about|why is it that) (?:are|is|were|do|does|did|so many|all|most)?(?: not)? ?${D}${G} ${W}{0,1}?${FILL}(?:${NEG}|${DEHUM})\\b`,
    ),
  },
  {
    category: 'negative-attribute',
    key: [...C.NEGATIVE_ATTRIBUTES, ...C.PROFANE_INSULTS, ...C.DEHUMANISING],
    pattern: rx(`\\b(?:are|is|were|was)(?: not)? ${D}${G} ${FILL}(?:${NEG}|${DEHUM})\\b`),
  },
  {
    // "Is there anything more disgusting than …?", "nothing is lower than …": the group as the
    // benchmark of a vice.
    category: 'negative-attribute',
    key: [...C.NEGATIVE_ATTRIBUTES, ...C.PROFANE_INSULTS, ...C.DEHUMANISING],
    pattern: rx(
      `\\b(?:anything|anyone|anybody|nothing|nobody|no one|something|someone) ${W}{0,2}?(?:more|as) ${FILL}(?:${NEG}|${DEHUM}) (?:than|as) ${D}${G}`,
    ),
    negated: true,
  },
  {
    // "I find … repulsive", "we consider … to be parasites": the speaker's judgement of the group.
    category: 'negative-attribute',
    key: [...C.NEGATIVE_ATTRIBUTES, ...C.PROFANE_INSULTS, ...C.DEHUMANISING],
    pattern: rx(
      `\\b(?:i|we) ${ADV}(?:find|found|consider|considered|regard|deem|judge|rate|count) ${D}${G} (?:to be |as )?${FILL}(?:${NEG}|${DEHUM})\\b`,
    ),
  },
  {
    // "Every Roma person I have ever met was a thief": a whole group judged by those one has met.
    category: 'negative-attribute',
    key: [...C.NEGATIVE_ATTRIBUTES, ...C.PROFANE_INSULTS],
    pattern: rx(
      `\\b(?:every|each|all|all the|all of the|any|most|most of the) ${G} (?:that |who |whom )?(?:i|we|you|my \\w+) (?:have |had |has |'ve )?(?:ever |personally |actually |really |so far |yet )?(?:met|known|seen|worked with|dealt with|come across|encountered|hired|lived with|lived next to|been around|talked to|spoken to|had to deal with)\\b ${W}{0,3}?${COP} ${FILL}${NEG}\\b`,
    ),
  },
  {
    category: 'negative-attribute',
    key: ['typical'],
    pattern: rx(
      `\\btypical ${G} ${W}{0,1}?(?:${NEG}|behaviour|behavior|move|trick|attitude|mentality)\\b`,
    ),
  },
  {
    category: 'negative-attribute',
    key: C.BAD_HABITS,
    pattern: rx(
      `\\b${G} ${W}{0,1}(?:always|all|just|only|constantly|keep|keeps|never stop|forever|love to|like to|tend to|do nothing but|all just|always just) ${alt(C.BAD_HABITS)}\\b`,
    ),
    subject: true,
  },
  {
    category: 'negative-attribute',
    key: [...C.NEGATIVE_ATTRIBUTES, ...C.PROFANE_INSULTS, ...C.DEHUMANISING],
    pattern: rx(
      `\\b(?:${NEG}|${DEHUM}) ${W}{0,1}(?:the lot of|all of|every one of|every last one of|each one of|the whole lot of|the whole bunch of) ${G}`,
    ),
  },
  {
    category: 'negative-attribute',
    key: [
      'drive',
      'cook',
      'think',
      'read',
      'write',
      'learn',
      'speak',
      'behave',
      'integrate',
      'assimilate',
      'civilised',
      'civilized',
      'truth',
      'anything',
      'maths',
      'math',
      'count',
      'understand',
    ],
    pattern: rx(
      `\\b${G} ${W}{0,1}?(?:can not|can never|could never|will never be able to|are unable to|never learn to|do not know how to) ${W}{0,1}?(?:drive|cook|think|read|write|learn|speak english|speak|behave|integrate|assimilate|be civilised|be civilized|tell the truth|do anything right|do anything|do maths|do math|count|understand)\\b`,
    ),
    subject: true,
  },
  // Implicit derogation.
  {
    category: 'implicit-derogation',
    key: ['back'],
    pattern: rx(
      `(?:^|\\b(?:you|they|them|just|so|now|should|must|can|better|all|and|[GSP]\\d+) )(?:go|get|fuck off|piss off|clear off|bugger off|be sent|be shipped|run|swim|crawl|go home|fuck|piss) ${W}{0,1}?back to ${G}`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: ['thing', 'good', 'fit'],
    pattern: rx(
      `\\b(?:the only thing|all|the one thing) ${D}${G} (?:are|is|were) ${W}{0,1}?(?:good|fit|useful) (?:at|for)\\b`,
    ),
  },
  {
    // "The neighbourhood was fine until the … moved in": the place's decline dated from the group.
    category: 'implicit-derogation',
    key: ['until', 'till', 'before'],
    pattern: rx(
      `\\b(?:was|were|used to be|had been|is|it was) ${W}{0,1}?(?:fine|good|nice|safe|great|quiet|lovely|clean|peaceful|decent|pleasant|normal|okay|ok|better|a nice place|a good place|a safe place|a decent place) (?:until|till|before) ${D}${G} ${W}{0,1}?(?:moved in|moved here|came|came here|came along|arrived|showed up|turned up|got here|took over|started arriving|started moving in|started coming|invaded|appeared)\\b`,
    ),
  },
  {
    // "Keep an eye on your wallet when … are around": the group treated as a danger to belongings.
    category: 'implicit-derogation',
    key: ['eye', 'watch', 'hold', 'hide', 'guard', 'mind', 'clutch', 'check'],
    pattern: rx(
      `\\b(?:keep an eye on|keep your eyes on|watch|hold on to|hold onto|hide|guard|mind|clutch|check) (?:your|my|our|the) ${W}{0,1}?(?:wallet|wallets|purse|purses|handbag|bag|bags|valuables|phone|phones|pockets|belongings|kids|children|daughter|daughters) (?:when|whenever|if|around|near|with) ${W}{0,2}?${D}${G}`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: ['belong', 'belongs'],
    pattern: rx(
      `\\b${G} ${W}{0,2}?(?:belong|belongs) (?:in|on|to|with|back in) ${alt(C.CONFINEMENT)}\\b`,
    ),
    subject: true,
  },
  {
    category: 'implicit-derogation',
    key: ['without', 'fewer', 'no', 'less', 'free', 'rid', 'minus'],
    pattern: rx(
      `\\b(?:better|safer|cleaner|nicer|happier|great again|a better place|a safer place|a nicer place|improved|paradise|a lot better|so much better|much better) ${W}{0,3}?(?:without|with fewer|with no|with less|if there were no|if there were fewer|free of|rid of|once we get rid of|once we are rid of|minus|once we have got rid of) ${D}${G}`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: ['rather', 'prefer', 'sooner'],
    pattern: rx(`\\b(?:rather|prefer to|sooner) ${W}{0,5}?(?:than|before) ${W}{0,4}?${D}${G}`),
  },
  {
    category: 'implicit-derogation',
    key: ['many', 'overrun', 'flooded', 'invaded', 'infested', 'swamped', 'sick', 'tired', 'fed'],
    pattern: rx(
      `\\b(?:too many|far too many|way too many|overrun by|overrun with|flooded with|flooded by|invaded by|infested with|swamped by|swamped with|sick of all the|tired of all the|fed up with all the) ${D}${G}`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: C.RUIN_VERBS,
    pattern: rx(
      `\\b${G} ${W}{0,3}?${alt(C.RUIN_VERBS)} ${W}{0,2}?(?:our|this|the|every|everything|everywhere|us|it|my|all|their way|white|western|european|british|american|christian|jobs|country|neighbourhood|neighborhood|town|city|schools|culture|society|economy|nation|world|way of life|women|benefits|houses|homes|britain|america|europe|england|france|germany)\\b`,
    ),
    subject: true,
  },
  {
    category: 'implicit-derogation',
    key: [
      'control',
      'controls',
      'run',
      'runs',
      'own',
      'owns',
      'rule',
      'rules',
      'manipulate',
      'manipulates',
      'behind',
      'plot',
      'plotting',
    ],
    pattern: rx(
      `\\b${G} ${W}{0,2}?(?:secretly |)(?:control|controls|run|runs|own|owns|rule|rules|manipulate|manipulates|are behind|is behind|plot|plotting) (?:the |all the |our |all of the |everything)?(?:media|banks|world|government|hollywood|money|finance|everything|congress|economy|news|west|politicians|elections|weather|pandemic|virus)`,
    ),
    subject: true,
  },
  {
    category: 'implicit-derogation',
    key: ['back', 'home', 'out', 'away', 'off', 'where', 'their', 'your'],
    pattern: rx(
      `\\b${G} ${W}{0,3}?(?:go|get|be sent|be shipped|be kicked|be thrown|fuck off|piss off|clear off|bugger off|get out|go home|go away|leave|be deported|be sent back|get lost) ${W}{0,1}?(?:back|home|out|away|to where|to their|to your|off)\\b`,
    ),
    subject: true,
  },
  {
    category: 'implicit-derogation',
    key: ['go', 'get', 'fuck', 'piss', 'clear', 'bugger'],
    pattern: rx(
      `(?:^|\\b(?:just|now|so|and) )(?:go|get|fuck|piss|clear|bugger) (?:back|home|out|off|away|lost)${W}{0,4}?${D}${G}`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: ['out', 'home', 'welcome', 'back'],
    pattern: rx(
      `\\b${G} (?:out|go home|get out|not welcome|are not welcome|out of our|out of my|out of this|go back)(?: of (?:our|my|this) \\w+| now| already)?$`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: ['no'],
    pattern: rx(
      `\\b${G} ${W}{0,2}?(?:have|has|should have|deserve) no (?:place|business|right to be|future|home|rights|right to live) (?:in|here|on|among|with|anywhere)`,
    ),
    subject: true,
  },
  {
    category: 'implicit-derogation',
    key: ['keep', 'get', 'send', 'drive', 'chase', 'run'],
    pattern: rx(`\\b(?:keep|get|send|drive|chase|run) ${D}${G} (?:away|out|off|far away|back)`),
  },
  {
    category: 'implicit-derogation',
    key: ['let', 'allow', 'permit'],
    pattern: rx(
      `\\b(?:do not|never|should not|must not|we can not|can not|will not|would not) (?:let|allow|permit) ${W}{0,1}?${D}${G} (?:${W}){0,1}?(?:into|in|near|anywhere near|around|to|teach|vote|run|marry|live|work|enter|come|stay|have|own|buy|rent|join|touch|move)`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: C.SERVILE,
    pattern: rx(
      `\\b${G} ${W}{0,2}?(?:should|must|need to|ought to|can only|are only good for|are good only for|are only fit for|are fit only for|are good for nothing but|are good for|belong) ${W}{0,1}?${alt(C.SERVILE)}`,
    ),
    subject: true,
  },
  {
    category: 'implicit-derogation',
    key: ['never', 'not'],
    pattern: rx(
      `\\b(?:i|we)(?: personally)? (?:would|will|could|shall|do|did|should)(?: never| not)(?: ever)? ${W}{0,1}?${alt(C.SHUNNING)} ${W}{0,3}?${D}${G}`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: ['let'],
    pattern: rx(
      `\\b(?:never|not) let (?:my|our) ${W}{0,1}?(?:daughter|daughters|son|sons|sister|sisters|brother|kids|children|child|family|wife|husband|mother|girl|girls|boy|boys) ${W}{0,3}?${D}${G}`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: ['trust'],
    pattern: rx(
      `\\b(?:never|can not|do not|should not|must not|would not|could not|will not|shall not) ${W}{0,1}?trust ${D}${G}`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: [
      'trusted',
      'believed',
      'civilised',
      'civilized',
      'integrated',
      'educated',
      'reformed',
      'tamed',
    ],
    pattern: rx(
      `\\b${G} ${W}{0,1}?(?:can not|can never|should never|could never|are never to|will never|must never|are not to|is not to) be (?:trusted|believed|civilised|civilized|integrated|educated|reformed|tamed)`,
    ),
    subject: true,
    negated: true,
  },
  {
    category: 'implicit-derogation',
    key: ['not', 'never', 'longer'],
    pattern: rx(
      `\\b${G} ${W}{0,1}?(?:are|is|were|was|will|would|can|could|should|shall|do|does)(?: never| not| no longer| not even| never ever| not really)(?: be| been| become| ever be| ever)? ${W}{0,1}?${alt(C.DENIED)}\\b`,
    ),
    subject: true,
    negated: true,
  },
  {
    category: 'implicit-derogation',
    key: ['not'],
    pattern: rx(
      `\\b${G} ${W}{0,1}?(?:do|does|did|should|shall|will|must) not ${W}{0,1}?(?:deserve|merit|have a right to|have the right to|need|get to|earn|warrant) ${W}{0,1}?${alt(C.DESERVED)}`,
    ),
    subject: true,
    negated: true,
  },
  {
    category: 'implicit-derogation',
    key: ['allowed', 'permitted'],
    pattern: rx(
      `\\b${G} ${W}{0,1}?(?:should|must|shall|can|will|ought to)(?: never| not)(?: ever)? be (?:allowed|permitted) (?:to )?(?:live|exist|breathe|vote|have children|breed|reproduce|marry|hold office|speak|be here|be born|own property|teach)`,
    ),
    subject: true,
    negated: true,
  },
  {
    category: 'implicit-derogation',
    key: ['no'],
    pattern: rx(
      `\\bno ${G} ${W}{0,2}?(?:can|could|should|will|is|are|would|deserves to|ever|shall)(?: ever)? ${W}{0,1}?(?:be )?(?:trusted|welcome|tolerated|human|equal|accepted|one of us|allowed in|allowed here|a real|civilised|civilized|worth|trustworthy|honest|decent|good)`,
    ),
    negated: true,
  },
  {
    category: 'implicit-derogation',
    key: ['lives', 'life'],
    pattern: rx(
      `\\b${G} ${W}{0,1}?(?:lives|life) (?:do not|does not|don't|will never|never) (?:matter|count)|${D}${G} (?:lives|life) (?:are|is) (?:worthless|worth nothing|worth less|cheap|meaningless)`,
    ),
    negated: true,
  },
  {
    category: 'implicit-derogation',
    key: ['blame', 'responsible'],
    pattern: rx(
      `\\b${G} (?:are|is|were) ${W}{0,1}?(?:to blame|responsible) for (?:all|everything|every|our|the|this|crime)`,
    ),
    subject: true,
  },
  {
    category: 'implicit-derogation',
    key: ['blame', 'responsible', 'fault'],
    pattern: rx(
      `\\b(?:it is|it was|it has always been) ${D}${G} (?:who|that) ${W}{0,1}?(?:are|is|were|was) ${W}{0,1}?(?:to blame|responsible|at fault)`,
    ),
  },
  {
    category: 'implicit-derogation',
    key: ['blame', 'blamed'],
    pattern: rx(`\\b(?:i|we) ${ADV}(?:blame|blamed) ${D}${G}\\b`),
  },
  {
    category: 'implicit-derogation',
    key: ['never', 'not', 'refuse'],
    pattern: rx(
      `\\b${G} ${W}{0,1}?(?:never|do not|does not|will not|refuse to|can not|won't|never will) ${W}{0,1}?(?:integrate|assimilate|work|pay taxes|pay their taxes|pay tax|learn|contribute|tell the truth|wash|bathe|learn the language|speak english|adapt|fit in|change|shower)\\b`,
    ),
    subject: true,
    negated: true,
  },
];

/** The word of a phrase that keys it: its longest. */
const keyWord = (phrase: string) =>
  phrase.split(/[\s-]+/).reduce((a, b) => (b.length > a.length ? b : a), '');

/** For each key word, the constructions it opens (see Construction.key). */
export const CONSTRUCTIONS_BY_KEY: ReadonlyMap<string, readonly number[]> = (() => {
  const map = new Map<string, number[]>();
  CONSTRUCTIONS.forEach((c, index) => {
    for (const word of new Set(c.key.map(keyWord)))
      map.set(word, [...(map.get(word) ?? []), index]);
  });
  return map;
})();

/** Slurs name their group and demean it whatever surrounds them. */
export const SLUR = /\bS\d+\b/;
