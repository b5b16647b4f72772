/**
 * The open classes of words the constructions are built from, held as data: hatred, contempt,
 * dehumanising comparisons, harm, negative attributes, framing words. Each list is a class, not a
 * list of sentences: any member fills the slot of a construction (hate-constructions.ts). Words are
 * in the engine's canonical form (lower case, contractions expanded: "can't" is "can not").
 */

/** Verbs and verb phrases of hatred and contempt, after a first-person subject. */
export const HATE_VERBS = [
  'hate', 'hated', 'despise', 'despised', 'loathe', 'loathed', 'detest', 'detested', 'abhor',
  'abhorred', 'abominate', 'resent', 'can not stand', 'could not stand', 'can not bear',
  'could not bear', 'can not tolerate', 'will not tolerate', 'do not tolerate', 'am sick of',
  'are sick of', 'am tired of', 'are tired of', 'am fed up with', 'are fed up with', 'have had enough of',
  'am disgusted by', 'are disgusted by', 'am repulsed by', 'are repulsed by', 'am sickened by',
  'are sickened by', 'hate the sight of', 'have nothing but contempt for', 'have nothing but hatred for',
  'have nothing but disgust for', 'have so much hatred for', 'have so much contempt for',
  'have contempt for', 'have hatred for', 'feel hatred for', 'feel contempt for', 'feel disgust for',
  'want nothing to do with', 'spit on', 'sick of', 'tired of', 'fed up with', 'sick and tired of', 'wish death on', 'hate all', 'hate every', 'hate seeing',
];

/** What hated people do to the speaker: "… disgust me". */
export const REPEL_VERBS = [
  'disgust', 'disgusts', 'sicken', 'sickens', 'repulse', 'repulses', 'revolt', 'revolts', 'nauseate',
  'nauseates', 'appal', 'appals', 'appall', 'appalls', 'repel', 'repels', 'make me sick',
  'make me want to vomit', 'make me want to puke', 'make me want to throw up', 'make me ill',
  'turn my stomach', 'fill me with disgust', 'fill me with hatred', 'fill me with rage',
  'fill me with contempt', 'fill me with loathing', 'make my skin crawl', 'make my blood boil',
  'piss me off',
];

/** Nouns and adjectives that liken people to animals, vermin, disease or filth. */
export const DEHUMANISING = [
  'animals', 'animal', 'beasts', 'beast', 'creatures', 'vermin', 'rats', 'rat', 'rodents',
  'cockroaches', 'cockroach', 'roaches', 'insects', 'bugs', 'lice', 'fleas', 'maggots', 'worms',
  'parasites', 'parasite', 'parasitic', 'leeches', 'leech', 'ticks', 'pests', 'pest', 'pigs', 'pig',
  'swine', 'apes', 'ape', 'monkeys', 'monkey', 'gorillas', 'chimps', 'baboons', 'dogs', 'mutts',
  'mongrels', 'hyenas', 'snakes', 'vipers', 'cattle', 'livestock', 'savages', 'savage', 'subhuman',
  'subhumans', 'sub-human', 'sub-humans', 'less than human', 'not human', 'not even human',
  'not really human', 'not people', 'not real people', 'not even people', 'plague', 'a plague',
  'disease', 'a disease', 'diseased', 'a virus', 'virus', 'cancer', 'a cancer', 'a tumour', 'a tumor',
  'an infection', 'infection', 'pestilence', 'a pestilence', 'filth', 'scum', 'trash', 'garbage',
  'rubbish', 'waste', 'excrement', 'a scourge', 'scourge', 'a blight', 'blight', 'a swarm', 'a horde',
  'hordes', 'an infestation', 'infestation', 'monsters', 'demons', 'devils', 'bacteria', 'germs',
  'a stain', 'a sickness', 'sewage', 'dirt', 'an invasive species', 'invasive species', 'weeds',
  'barbarians', 'brutes', 'beasts of burden', 'animals walking on two legs',
];

/** Negative attributes: traits that, said of a whole group, demean it. */
export const NEGATIVE_ATTRIBUTES = [
  'disgusting', 'vile', 'evil', 'stupid', 'dangerous', 'toxic', 'idiotic', 'repulsive', 'revolting', 'wicked', 'dumb', 'idiots',
  'morons', 'moronic', 'imbeciles', 'retarded', 'retards', 'ignorant', 'lazy', 'dirty',
  'filthy', 'smelly', 'stinking', 'stinky', 'greedy', 'violent', 'barbaric', 'brutal', 'criminals',
  'criminal', 'crooks', 'thieves', 'thief', 'thieving', 'liars', 'liar', 'lying', 'dishonest',
  'deceitful', 'untrustworthy', 'sneaky', 'treacherous', 'traitors', 'terrorists', 'terrorist',
  'extremists', 'rapists', 'rapist', 'paedophiles', 'pedophiles', 'murderers', 'killers', 'thugs',
  'gangsters', 'drug dealers', 'inferior', 'worthless', 'useless', 'pathetic', 'a disgrace',
  'disgraceful', 'despicable', 'contemptible', 'loathsome', 'hateful', 'nasty', 'horrible', 'awful',
  'terrible', 'the worst', 'ugly', 'primitive', 'backward', 'uncivilised', 'uncivilized', 'ungrateful',
  'freeloaders', 'scroungers', 'spongers', 'moochers', 'benefit cheats', 'a burden', 'a drain',
  'a threat', 'a danger', 'a menace', 'the enemy', 'enemies', 'invaders', 'an invasion',
  'a problem', 'the problem', 'trouble', 'troublemakers', 'corrupt', 'degenerate', 'degenerates',
  'perverts', 'perverted', 'twisted', 'less intelligent', 'unintelligent', 'uneducated',
  'incompetent', 'good for nothing', 'sluts', 'whores', 'cheats', 'cheaters', 'scammers', 'frauds',
  'hypocrites', 'fanatics', 'zealots', 'racists', 'losers', 'failures', 'a joke', 'a fifth column',
  'not to be trusted', 'untrust worthy', 'beneath us', 'beneath contempt', 'all the same',
  'genetically inferior', 'low iq', 'drug dealer', 'murderer', 'thug', 'crook', 'gangster', 'scrounger', 'freeloader', 'pervert', 'idiot', 'moron', 'imbecile', 'retard', 'fanatic', 'extremist', 'traitor', 'cheat', 'scammer', 'fraud', 'hypocrite', 'loser', 'failure', 'paedophile', 'pedophile', 'criminal by nature', 'brainwashed', 'bloodthirsty', 'cowards', 'cowardly', 'leeches',
  'a drain on', 'a burden on', 'inbred', 'mentally ill', 'sick in the head', 'repugnant', 'odious',
  'abhorrent', 'detestable', 'foul', 'gross', 'rotten', 'poisonous', 'diseased', 'feral',
  'a waste of space', 'a waste of oxygen', 'worth nothing', 'the scum of the earth',
];

/** Profane insults: contempt carried by profanity. */
export const PROFANE_INSULTS = [
  'shit', 'shits', 'pieces of shit', 'a piece of shit', 'piece of shit', 'shitheads', 'assholes',
  'arseholes', 'bastards', 'cunts', 'dickheads', 'twats', 'wankers', 'pricks', 'bitches',
  'motherfuckers', 'fuckers', 'fucking scum', 'scumbags', 'shitty', 'dicks', 'douchebags', 'turds',
];

/** Verbs of violence and removal, in the form that follows "to" or a modal. */
export const HARM_VERBS = [
  'kill', 'ban', 'murder', 'slaughter', 'butcher', 'massacre', 'exterminate', 'eliminate', 'eradicate',
  'annihilate', 'wipe out', 'wipe', 'shoot', 'stab', 'hang', 'lynch', 'burn', 'torch', 'set fire to',
  'gas', 'bomb', 'blow up', 'behead', 'decapitate', 'execute', 'strangle', 'choke', 'drown', 'beat',
  'beat up', 'batter', 'punch', 'kick', 'smash', 'hurt', 'harm', 'attack', 'assault', 'rape',
  'torture', 'maim', 'cripple', 'hunt', 'hunt down', 'run over', 'crush', 'destroy', 'get rid of',
  'put a bullet in', 'put a bullet through', 'slit the throats of', 'slit the throat of',
  'break the necks of', 'kick the shit out of', 'deport', 'expel', 'purge', 'cleanse', 'nuke',
  'round up', 'lock up', 'sterilise', 'sterilize', 'castrate', 'stone', 'whip', 'bash', 'knife',
  'gun down', 'mow down', 'do away with', 'finish off', 'string up', 'shank',
  'poison', 'starve', 'enslave', 'ethnically cleanse', 'throw out', 'kick out', 'drive out',
  'send back', 'ship back', 'exterminate all', 'kill all',
];

/** The same, as past participles after "be": "should be shot". */
export const HARM_PARTICIPLES = [
  'killed', 'murdered', 'slaughtered', 'butchered', 'massacred', 'exterminated', 'eliminated',
  'eradicated', 'annihilated', 'wiped out', 'wiped off the map', 'wiped off the face of the earth',
  'shot', 'stabbed', 'hanged', 'hung', 'lynched', 'burned', 'burnt', 'burned alive', 'torched',
  'gassed', 'bombed', 'beheaded', 'decapitated', 'executed', 'strangled', 'drowned', 'beaten',
  'beaten up', 'hurt', 'harmed', 'attacked', 'raped', 'tortured', 'maimed', 'crippled', 'hunted',
  'hunted down', 'run over', 'crushed', 'destroyed', 'deported', 'expelled', 'purged', 'cleansed',
  'nuked', 'rounded up', 'locked up', 'locked away', 'imprisoned', 'jailed', 'interned', 'caged',
  'put in cages', 'put in camps', 'sent to camps', 'sterilised', 'sterilized', 'castrated', 'stoned',
  'whipped', 'put down', 'gunned down', 'got rid of', 'done away with', 'strung up', 'poisoned',
  'starved', 'enslaved', 'thrown out', 'kicked out', 'driven out', 'sent back', 'shipped back',
  'sent home', 'banned', 'removed', 'segregated', 'put to death', 'shot on sight', 'lined up and shot',
];

/** What a wish of death or suffering ends with. */
export const DOOM = [
  'die', 'dies', 'died', 'burn', 'burns', 'rot', 'rots', 'suffer', 'suffers', 'perish', 'disappear',
  'vanish', 'drown', 'choke', 'get killed', 'get shot', 'get cancer', 'get aids', 'get what',
  'be killed', 'be shot', 'were dead', 'was dead', 'were gone', 'dead', 'gone', 'wiped out',
  'exterminated', 'to die', 'to burn', 'to suffer', 'to disappear', 'go extinct', 'die out',
  'burn in hell', 'rot in hell', 'drop dead', 'choke to death', 'bleed', 'be wiped out',
  'be gone', 'be dead', 'be exterminated', 'were all dead', 'were extinct', 'extinct', 'dead and gone',
];

/** Habits ascribed to a whole group: "… always lie". */
export const BAD_HABITS = [
  'lie', 'lies', 'cheat', 'cheats', 'steal', 'steals', 'complain', 'whine', 'scheme', 'breed',
  'riot', 'rape', 'kill', 'smell', 'stink', 'beg', 'scrounge', 'sponge', 'leech', 'mooch', 'moan',
  'cause trouble', 'commit crimes', 'commit crime', 'play the victim', 'take advantage',
];

/** Things a group is said to ruin, take or flood. */
export const RUIN_VERBS = [
  'ruin', 'ruins', 'ruined', 'ruining', 'destroy', 'destroys', 'destroying', 'destroyed', 'pollute',
  'pollutes', 'polluting', 'poison', 'poisoning', 'infect', 'infecting', 'contaminate',
  'contaminating', 'spoil', 'spoils', 'spoiling', 'wreck', 'wrecks', 'wrecking', 'invade', 'invading',
  'take over', 'taking over', 'took over', 'overrun', 'overrunning', 'steal', 'stealing', 'stole',
  'sponge off', 'sponging off', 'leech off', 'leeching off', 'scrounge off', 'scrounging off',
  'mooch off', 'flood', 'flooding', 'swamp', 'swamping', 'drag down',
  'dragging down', 'bring down', 'bringing down', 'degrade', 'degrading', 'breed', 'breeding',
  'outbreed', 'outbreeding', 'replace us', 'replacing us', 'replace our', 'replacing our',
];

/** Places a group is said to belong in. */
export const CONFINEMENT = [
  'a zoo', 'zoos', 'the zoo', 'a cage', 'cages', 'the gutter', 'a sewer', 'the sewer', 'sewers',
  'the jungle', 'trees', 'the trees', 'the trash', 'the bin', 'a gas chamber', 'gas chambers', 'camps',
  'a camp', 'concentration camps', 'jail', 'prison', 'a ghetto', 'ghettos', 'the dirt', 'the mud',
  'the desert', 'the slums', 'a farm', 'a kennel', 'a barn', 'the stone age', 'the past', 'hell',
  'chains', 'the fields', 'the kitchen', 'a cave', 'caves', 'the ground', 'a grave', 'graves',
  'the ovens', 'an oven', 'a landfill', 'the garbage',
];

/** Menial places a group is told to stick to. */
export const SERVILE = [
  'stick to', 'stay in', 'keep to', 'be kept', 'stay out', 'stay away', 'clean', 'sweep', 'cleaning',
  'sweeping', 'picking', 'serve', 'serving', 'be servants', 'be slaves', 'be our slaves',
  'work in the fields', 'know their place', 'be kept in', 'stay in their lane', 'shut up',
  'be seen and not heard', 'scrub', 'scrubbing',
];

/** Company refused: "I would never … a Muslim". */
export const SHUNNING = [
  'date', 'marry', 'hire', 'employ', 'rent to', 'sell to', 'trust', 'live next to', 'live near',
  'live with', 'work with', 'sit next to', 'shake hands with', 'touch', 'befriend',
  'vote for', 'accept', 'respect', 'serve', 'eat with', 'be friends with', 'talk to', 'sleep with',
  'welcome',
];

/** What people are denied in a negated derogation: "… are not human". */
export const DENIED = [
  'human', 'humans', 'human beings', 'people', 'persons', 'real people', 'real humans',
  'really human', 'equal', 'our equals', 'equals', 'welcome', 'wanted', 'worth', 'worth anything',
  'worth saving', 'worth it', 'one of us', 'civilised', 'civilized', 'trustworthy', 'trusted',
  'to be trusted', 'belong', 'belong here', 'fit to', 'capable of', 'as good as', 'as smart as',
  'as human as', 'deserving', 'worthy', 'part of', 'real citizens', 'citizens', 'like us',
  'tolerated', 'matter',
];

/** What a group is said not to deserve: "… don't deserve to live". */
export const DESERVED = [
  'to live', 'life', 'rights', 'respect', 'to exist', 'to breathe', 'mercy', 'a home', 'a place',
  'anything', 'dignity', 'to be here', 'to vote', 'equal rights', 'citizenship', 'help', 'compassion',
  'sympathy', 'human rights', 'to be treated like humans', 'to be treated as humans', 'to have children',
  'to be free', 'freedom', 'a voice', 'kindness', 'love', 'to be alive', 'air', 'food', 'water',
];

/** Verbs that report or frame someone's words: "… said that", "calling …". */
export const REPORTING_VERBS = [
  'say', 'says', 'said', 'saying', 'claim', 'claims', 'claimed', 'claiming', 'call', 'calls',
  'called', 'calling', 'think', 'thinks', 'thought', 'thinking', 'believe', 'believes', 'believed',
  'believing', 'suggest', 'suggests', 'suggested', 'suggesting', 'argue', 'argues', 'argued',
  'arguing', 'assert', 'asserts', 'asserted', 'insist', 'insists', 'insisted', 'insisting', 'write',
  'writes', 'wrote', 'writing', 'written', 'tweet', 'tweets', 'tweeted', 'tweeting', 'post', 'posts',
  'posted', 'posting', 'chant', 'chants', 'chanted', 'chanting', 'shout', 'shouts', 'shouted',
  'shouting', 'yell', 'yells', 'yelled', 'yelling', 'scream', 'screamed', 'screaming', 'spread',
  'spreads', 'spreading', 'repeat', 'repeats', 'repeated', 'repeating', 'pretend', 'pretends',
  'pretended', 'pretending', 'imply', 'implies', 'implied', 'implying', 'told', 'tell', 'tells',
  'telling', 'declare', 'declares', 'declared', 'announce', 'announced', 'assure', 'assured',
  'assures', 'assuring', 'label', 'labels', 'labelled', 'labeled', 'labelling', 'brand', 'branded',
  'branding', 'describe', 'describes', 'described', 'describing', 'accuse', 'accused', 'accusing',
  'read', 'reads', 'printed', 'headlined', 'warned', 'warns', 'proclaimed', 'ranted', 'rants',
  'preached', 'preaches', 'taught', 'teach', 'teaches', 'hear', 'heard', 'hears', 'promoted',
  'peddled', 'peddling', 'peddle', 'pushing', 'pushed', 'rediscovers', 'rediscovered',
  'joke', 'joked', 'joking', 'sing', 'sang', 'singing', 'chanted',
  'graffitied', 'scrawled', 'painted', 'sprayed', 'put it', 'puts it', 'stating', 'stated',
  'asking', 'ask', 'asked', 'asks', 'speak', 'spoke', 'refer', 'referred', 'referring',
  'answered', 'reply', 'replied', 'wrote that', 'muttered', 'whispered', 'suppose',
  'assume', 'assumes', 'assumed', 'assuming', 'portray', 'portrays', 'portrayed', 'portraying',
  'depict', 'depicts', 'depicted', 'depicting',
  'dismiss', 'dismissed', 'dismissing', 'smear', 'smeared', 'smearing',
  'have you believe', 'want you to believe',
];

/** Nouns that frame what follows as someone's claim: "the myth that …". */
export const CLAIM_NOUNS = [
  'myth', 'myths', 'stereotype', 'stereotypes', 'trope', 'tropes', 'lie', 'lies', 'canard', 'smear',
  'smears', 'claim', 'claims', 'idea', 'notion', 'belief', 'assumption', 'narrative', 'slogan',
  'slogans', 'headline', 'headlines', 'rhetoric', 'propaganda', 'talking point', 'talking points',
  'conspiracy theory', 'conspiracy theories', 'conspiracy', 'prejudice', 'falsehood', 'fiction',
  'fantasy', 'rumour', 'rumor', 'story', 'argument', 'accusation', 'allegation', 'insult', 'insults',
  'slur', 'slurs', 'epithet', 'word', 'words', 'term', 'phrase', 'sign', 'placard', 'banner',
  'graffiti', 'message', 'messages', 'comment', 'comments', 'remark', 'remarks', 'statement',
  'statements', 'post', 'posts', 'tweet', 'tweets', 'chant', 'chants', 'meme', 'memes', 'view',
  'views', 'opinion', 'bigotry', 'racism', 'hate speech', 'suggestion', 'theory', 'lie that',
  'dog whistle', 'hoax', 'libel', 'blood libel', 'caricature',
];

/** Words by which a writer condemns the words they report. */
export const CONDEMNING = [
  'wrong', 'racist', 'racism', 'bigoted', 'bigot', 'bigots', 'bigotry', 'hateful', 'hate speech',
  'unacceptable', 'shameful', 'shameless', 'ignorant', 'offensive', 'hurtful', 'false', 'untrue',
  'a lie', 'lies', 'nonsense', 'rubbish', 'xenophobic', 'xenophobia', 'islamophobic', 'islamophobia',
  'antisemitic', 'antisemitism', 'anti-semitic', 'prejudiced', 'prejudice', 'debunked', 'refuted',
  'disproven', 'discredited', 'condemned', 'condemn', 'condemns', 'banned', 'arrested', 'fired',
  'sacked', 'suspended', 'convicted', 'reported', 'deleted', 'removed', 'apologised', 'apologized',
  'ashamed', 'disgrace', 'disgraceful', 'appalling', 'inexcusable', 'indefensible',
  'dehumanising', 'dehumanizing', 'slur', 'not okay', 'not ok', 'not acceptable', 'hatred',
  'myth', 'stereotype', 'trope', 'smear', 'fearmongering', 'scapegoating', 'bullshit',
  'ridiculous', 'absurd',
  'lost all respect', 'no excuse', 'no place', 'unfair', 'unjust', 'baseless',
  'groundless', 'fabricated', 'invented', 'made up', 'correction', 'complaints', 'outrage',
  'backlash', 'counter-protesters', 'protest', 'protested', 'called out', 'rightly',
];

/** Words that endorse reported words: "and I agree". */
export const ENDORSING = [
  'i agree', 'we agree', 'so true', 'exactly right', 'he is right', 'she is right', 'they are right',
  'is right', 'are right', 'was right', 'well said', 'could not agree more', 'the truth',
  'spot on', 'and i mean it', 'and we mean it', 'i meant it', 'we meant it', 'hell yes',
  'amen',
];

/** Sentence openings that reject a question just asked: "No.", "Of course not". */
export const REJECTIONS = [
  'no', 'nope', 'of course not', 'not at all', 'hardly', 'absolutely not', 'certainly not',
  'not remotely', 'not in the slightest', 'quite the opposite', 'the opposite', 'the data',
  'the evidence', 'the figures', 'the research', 'the numbers', 'the record', 'studies', 'research',
  'evidence', 'data', 'the answer is no', 'obviously not', 'no they are not', 'no they do not',
  'nonsense', 'rubbish',
];

/** Words by which a following sentence refutes a stereotype stated before it. */
export const REFUTING = [
  'actually', 'in fact', 'in reality', 'but', 'yet', 'however', 'no such', 'not', 'never', 'fewer',
  'lower', 'less', 'more', 'higher', 'faster', 'slower', 'show', 'shows', 'showed', 'found', 'finds',
  'counts', 'counted', 'records', 'recorded', 'the data', 'the figures', 'the evidence', 'own',
];
