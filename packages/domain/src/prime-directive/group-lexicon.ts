/**
 * The groups the Prime Directive protects: ethnic, national, racial and religious groups, and
 * people by immigration status. Held as data: each group's collective nouns, member nouns,
 * adjectives and slurs, lower-case.
 *
 * Sources, reviewed by hand for this list: demonyms from the ISO 3166 country names and Wikipedia's
 * "List of adjectival and demonymic forms for countries and nations"; religions and ethnicities
 * from Wikipedia's "List of religious populations" and "List of contemporary ethnic groups"; slurs
 * from Wikipedia's "List of ethnic slurs" and "List of religious slurs", keeping only terms whose
 * main sense in current English is the slur (homonyms such as "spade" or "nip" are left out, and
 * "chink in the armour" is an exception in the engine).
 */
export interface GroupEntry {
  id: string;
  /** How feedback names the group: "Muslims", "Black people". */
  label: string;
  /** Collective nouns: "muslims", "jews"; these alone name the group. */
  plurals: readonly string[];
  /** One member: "muslim", "jew". */
  members: readonly string[];
  /** Adjectives that name the group before a people noun: "jewish", "black". */
  adjectives: readonly string[];
  /** Adjectives that also name the whole group after "the": "the chinese", "the irish". */
  collectives?: readonly string[];
  slurs?: readonly string[];
}

const g = (
  id: string,
  label: string,
  forms: { plurals?: string[]; members?: string[]; adjectives?: string[]; collectives?: string[] },
  slurs: string[] = [],
): GroupEntry => ({
  id,
  label,
  plurals: forms.plurals ?? [],
  members: forms.members ?? [],
  adjectives: forms.adjectives ?? [],
  collectives: forms.collectives ?? [],
  slurs,
});

/** A demonym whose singular is also its adjective: "Mexican", "Mexicans". */
const demonym = (id: string, singular: string, slurs: string[] = [], extra: string[] = []) =>
  g(
    id,
    `${singular[0]!.toUpperCase()}${singular.slice(1)}s`,
    { plurals: [`${singular}s`, ...extra], members: [singular], adjectives: [singular] },
    slurs,
  );

/** A people named only by an adjective: "the Chinese", "Chinese people". */
const collective = (id: string, adjective: string, slurs: string[] = []) =>
  g(
    id,
    `${adjective[0]!.toUpperCase()}${adjective.slice(1)} people`,
    { adjectives: [adjective], collectives: [adjective] },
    slurs,
  );

export const GROUP_LEXICON: readonly GroupEntry[] = [
  // Religions.
  g(
    'muslims',
    'Muslims',
    {
      plurals: ['muslims', 'moslems', 'mohammedans'],
      members: ['muslim', 'moslem'],
      adjectives: ['muslim', 'moslem', 'islamic'],
    },
    ['muzzie', 'muzzies', 'muzrat', 'muzrats', 'mozzie', 'mozzies'],
  ),
  g(
    'jews',
    'Jews',
    { plurals: ['jews', 'jewry'], members: ['jew', 'jewess'], adjectives: ['jewish'] },
    ['kike', 'kikes', 'yid', 'yids', 'hebe', 'hebes', 'heeb', 'heebs', 'sheeny', 'sheenies', 'zhid', 'zhids'],
  ),
  demonym('christians', 'christian', ['fundie', 'fundies']),
  demonym('catholics', 'catholic', ['papist', 'papists', 'taig', 'taigs']),
  demonym('protestants', 'protestant'),
  demonym('evangelicals', 'evangelical'),
  demonym('mormons', 'mormon'),
  demonym('hindus', 'hindu'),
  demonym('sikhs', 'sikh', ['towelhead', 'towelheads']),
  demonym('buddhists', 'buddhist'),
  demonym('atheists', 'atheist'),
  // Race and ethnicity.
  g(
    'black',
    'Black people',
    { plurals: ['blacks', 'negroes'], adjectives: ['black', 'negro', 'african american', 'afro-caribbean'] },
    [
      'nigger', 'niggers', 'nigga', 'niggas', 'nigguh', 'coon', 'coons', 'jigaboo', 'jigaboos', 'sambo',
      'sambos', 'darkie', 'darkies', 'darky', 'porch monkey', 'porch monkeys', 'jungle bunny',
      'jungle bunnies', 'pickaninny', 'pickaninnies', 'golliwog', 'golliwogs', 'wog', 'wogs',
    ],
  ),
  g('white', 'white people', { plurals: ['whites'], adjectives: ['white', 'caucasian'] }, [
    'honky', 'honkies', 'honkey', 'honkeys',
  ]),
  demonym('asians', 'asian', ['gook', 'gooks', 'slant-eye', 'slant-eyes', 'zipperhead', 'zipperheads']),
  collective('chinese', 'chinese', ['chink', 'chinks', 'chinaman', 'chinamen', 'ching chong', 'chingchong']),
  collective('japanese', 'japanese', ['jap', 'japs']),
  demonym('koreans', 'korean'),
  collective('vietnamese', 'vietnamese'),
  demonym('filipinos', 'filipino'),
  demonym('indians', 'indian', ['pajeet', 'pajeets', 'curry muncher', 'curry munchers']),
  demonym('pakistanis', 'pakistani', ['paki', 'pakis']),
  demonym('bangladeshis', 'bangladeshi'),
  demonym('arabs', 'arab', ['raghead', 'ragheads', 'camel jockey', 'camel jockeys', 'sand nigger', 'sand niggers'], ['arabians']),
  demonym('palestinians', 'palestinian'),
  demonym('israelis', 'israeli'),
  demonym('iranians', 'iranian'),
  demonym('iraqis', 'iraqi'),
  demonym('syrians', 'syrian'),
  demonym('afghans', 'afghan'),
  g('turks', 'Turks', { plurals: ['turks'], members: ['turk'], adjectives: ['turkish'] }),
  demonym('kurds', 'kurd'),
  demonym('africans', 'african'),
  demonym('nigerians', 'nigerian'),
  demonym('somalis', 'somali'),
  demonym('ethiopians', 'ethiopian'),
  demonym('eritreans', 'eritrean'),
  demonym('ghanaians', 'ghanaian'),
  demonym('haitians', 'haitian'),
  demonym('jamaicans', 'jamaican'),
  demonym('mexicans', 'mexican', ['wetback', 'wetbacks', 'beaner', 'beaners', 'spic', 'spics', 'spick', 'spicks']),
  demonym('latinos', 'latino', [], ['latinas', 'latinx']),
  demonym('hispanics', 'hispanic'),
  demonym('puerto ricans', 'puerto rican'),
  demonym('brazilians', 'brazilian'),
  g(
    'roma',
    'Roma',
    {
      plurals: ['roma', 'romani', 'romanies', 'gypsies', 'gipsies', 'travellers', 'travelers', 'sinti'],
      members: ['gypsy', 'gipsy'],
      adjectives: ['roma', 'romani', 'romany', 'gypsy', 'traveller', 'traveler'],
    },
    ['gyppo', 'gyppos', 'gypo', 'gypos', 'pikey', 'pikeys'],
  ),
  collective('irish', 'irish'),
  demonym('italians', 'italian', ['wop', 'wops', 'dago', 'dagos', 'dagoes']),
  g('poles', 'Poles', { plurals: ['poles'], adjectives: ['polish'] }, ['polack', 'polacks', 'polak', 'polaks']),
  demonym('romanians', 'romanian'),
  demonym('albanians', 'albanian'),
  demonym('russians', 'russian'),
  demonym('ukrainians', 'ukrainian'),
  g('germans', 'Germans', { plurals: ['germans'], members: ['german'], adjectives: ['german'] }, ['kraut', 'krauts']),
  collective('french', 'french'),
  collective('english', 'english', ['pommy', 'pommies']),
  collective('scottish', 'scottish'),
  collective('welsh', 'welsh'),
  g(
    'indigenous',
    'Indigenous people',
    {
      plurals: ['aborigines', 'aboriginals', 'natives', 'first nations', 'native americans', 'maori', 'inuit'],
      members: ['aborigine', 'aboriginal', 'native american'],
      adjectives: ['indigenous', 'aboriginal', 'native', 'native american', 'first nations', 'maori', 'inuit'],
    },
    ['redskin', 'redskins', 'injun', 'injuns', 'squaw', 'squaws', 'abo', 'abos', 'boong', 'boongs'],
  ),
  // Immigration status.
  g('immigrants', 'immigrants', {
    plurals: ['immigrants', 'illegals', 'illegal aliens', 'foreigners', 'expats', 'newcomers'],
    members: ['immigrant', 'illegal alien', 'foreigner'],
    adjectives: ['immigrant', 'foreign', 'illegal', 'undocumented'],
  }),
  g('migrants', 'migrants', { plurals: ['migrants'], members: ['migrant'], adjectives: ['migrant'] }),
  g('refugees', 'refugees', {
    plurals: ['refugees', 'asylum seekers', 'asylum-seekers'],
    members: ['refugee', 'asylum seeker', 'asylum-seeker'],
    adjectives: ['refugee', 'asylum'],
  }),
];

/**
 * Nouns that make a group adjective name people: "Muslim women", "Black folks", "Mexican immigrants".
 */
export const PEOPLE_NOUNS = [
  'people', 'persons', 'person', 'peoples', 'folk', 'folks', 'men', 'man', 'women', 'woman', 'guys',
  'guy', 'kids', 'kid', 'children', 'child', 'boys', 'boy', 'girls', 'girl', 'babies', 'baby',
  'families', 'family', 'youths', 'youth', 'teenagers', 'teens', 'ladies', 'lady', 'gentlemen',
  'neighbours', 'neighbors', 'neighbour', 'neighbor', 'colleagues', 'colleague', 'community',
  'communities', 'population', 'populations', 'residents', 'resident', 'citizens', 'citizen',
  'workers', 'worker', 'students', 'student', 'voters', 'immigrants', 'immigrant', 'migrants',
  'refugees', 'refugee', 'americans', 'brits', 'britons', 'grandmothers', 'grandmother', 'mothers',
  'mother', 'fathers', 'father', 'parents', 'individuals', 'applicants', 'tenants', 'patients',
  'believers', 'worshippers', 'countrymen', 'descent', 'minority', 'minorities', 'ancestry',
  'heritage', 'origin', 'background', 'majority', 'race', 'races', 'diaspora', 'lives', 'life',
];

/** Places and property of a group: "Jewish homes", "Muslim neighbourhoods" (targets of threats). */
export const PROPERTY_NOUNS = [
  'homes', 'home', 'houses', 'house', 'shops', 'shop', 'stores', 'store', 'businesses', 'business',
  'neighbourhood', 'neighbourhoods', 'neighborhood', 'neighborhoods', 'areas', 'districts',
  'quarter', 'ghetto', 'ghettos', 'mosques', 'mosque', 'synagogues', 'synagogue', 'temples',
  'temple', 'gurdwaras', 'gurdwara', 'graves', 'cemeteries', 'cemetery', 'camps', 'camp',
];

/**
 * Nouns that turn a group adjective into a system or institution: "the Israeli government", "the
 * Catholic Church". Critique of these is allowed.
 */
export const INSTITUTION_NOUNS = [
  'government', 'governments', 'state', 'states', 'military', 'army', 'armed', 'forces', 'defense',
  'defence', 'police', 'regime', 'regimes', 'administration', 'ministry', 'ministries', 'minister',
  'ministers', 'parliament', 'knesset', 'congress', 'court', 'courts', 'church', 'churches', 'clergy',
  'hierarchy', 'party', 'parties', 'lobby', 'lobbies', 'authorities', 'authority', 'establishment',
  'institutions', 'institution', 'policy', 'policies', 'law', 'laws', 'settlements', 'settlers',
  'occupation', 'supremacy', 'supremacists', 'supremacist', 'nationalism', 'nationalists',
  'nationalist', 'media', 'press', 'corporations', 'companies', 'company', 'banks', 'bank', 'elites',
  'elite', 'leaders', 'leadership', 'officials', 'politicians', 'legislators', 'senators', 'generals',
  'security', 'intelligence', 'prison', 'empire', 'colonialism', 'council', 'councils', 'board',
  'embassy', 'ambassador', 'president', 'prime', 'king', 'monarchy', 'junta', 'cartel', 'cartels',
  'mafia', 'football', 'team', 'federation', 'union', 'league', 'navy', 'air', 'border', 'agency',
  'department', 'office', 'cabinet', 'regulator', 'bishops', 'bishop', 'priests', 'imams', 'rabbis',
  'rabbinate', 'mullahs', 'ayatollahs', 'caliphate', 'fundamentalism', 'fundamentalists', 'extremism',
  'extremists', 'militants', 'militias', 'militia', 'terrorists', 'terrorism', 'jihadists',
  'food', 'cuisine', 'restaurant', 'restaurants', 'takeaway', 'music', 'language', 'film', 'films',
  'history', 'new', 'year', 'festival', 'culture', 'art', 'literature', 'flag', 'economy', 'market',
  'markets', 'stock', 'sea', 'coast', 'border', 'kitchen', 'coffee', 'tea', 'cat', 'cats', 'dog',
  'dogs', 'horse', 'wine', 'beer', 'bread', 'cheese', 'paper', 'ink', 'hole', 'holes', 'friday',
  'mirror', 'widow', 'power', 'studies',
];
