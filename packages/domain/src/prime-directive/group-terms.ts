/**
 * The Prime Directive protects people as ethnic or religious groups. These are the words that name
 * such a group as people (plural or collective forms, and adjectives followed by a people noun).
 * Institutions named with the same adjective ("the Israeli government", "the Catholic Church") are
 * systems, which the directive allows critique of: see INSTITUTION_NOUNS.
 */

/** Plural or collective names of groups of people. */
const GROUP_NOUNS = [
  'jews',
  'muslims',
  'moslems',
  'christians',
  'catholics',
  'protestants',
  'evangelicals',
  'mormons',
  'hindus',
  'sikhs',
  'buddhists',
  'atheists',
  'arabs',
  'palestinians',
  'israelis',
  'blacks',
  'whites',
  'africans',
  'asians',
  'latinos',
  'latinas',
  'latinx',
  'hispanics',
  'mexicans',
  'chicanos',
  'chinese',
  'japanese',
  'koreans',
  'indians',
  'pakistanis',
  'iranians',
  'persians',
  'turks',
  'kurds',
  'russians',
  'ukrainians',
  'somalis',
  'nigerians',
  'haitians',
  'puerto ricans',
  'roma',
  'gypsies',
  'immigrants',
  'refugees',
  'migrants',
  'natives',
  'aboriginals',
  'indigenous people',
  'irish',
  'italians',
  'poles',
  'germans',
  'french',
  'zionists',
];

/** Adjectives that name a group when followed by a people noun ("Jewish people", "Black folks"). */
const GROUP_ADJECTIVES = [
  'jewish',
  'muslim',
  'islamic',
  'christian',
  'catholic',
  'hindu',
  'sikh',
  'buddhist',
  'arab',
  'palestinian',
  'israeli',
  'black',
  'white',
  'brown',
  'african',
  'african american',
  'asian',
  'latino',
  'latina',
  'latinx',
  'hispanic',
  'mexican',
  'chinese',
  'indigenous',
  'native',
  'immigrant',
];

const PEOPLE_NOUNS = [
  'people',
  'persons',
  'folks',
  'folk',
  'men',
  'women',
  'families',
  'communities',
  'community',
  'kids',
  'children',
  'americans',
  'neighbors',
  'neighbours',
  'population',
  'populations',
];

/**
 * Nouns that turn a group adjective into an institution or system: "Israeli government",
 * "Catholic Church", "white supremacist movement". Critique of these is allowed.
 */
export const INSTITUTION_NOUNS = [
  'government',
  'governments',
  'state',
  'states',
  'military',
  'army',
  'armed forces',
  'defense forces',
  'police',
  'regime',
  'administration',
  'ministry',
  'ministries',
  'parliament',
  'knesset',
  'congress',
  'court',
  'courts',
  'church',
  'churches',
  'clergy',
  'hierarchy',
  'party',
  'parties',
  'lobby',
  'lobbies',
  'authorities',
  'authority',
  'establishment',
  'institutions',
  'institution',
  'policy',
  'policies',
  'law',
  'laws',
  'settlements',
  'occupation',
  'supremacy',
  'supremacists',
  'supremacist',
  'nationalism',
  'nationalists',
  'media',
  'press',
  'corporations',
  'companies',
  'banks',
  'elites',
  'leaders',
  'leadership',
  'officials',
  'politicians',
  'legislators',
  'senators',
  'generals',
  'forces',
  'security services',
  'intelligence',
  'prison system',
  'empire',
  'colonialism',
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

/** A group named as people: "Jews", "the Muslims", "Black people", "Mexican immigrants". */
export const GROUP_SOURCE = `(?:(?:${alternation(GROUP_ADJECTIVES)})\\s+(?:${alternation(PEOPLE_NOUNS)})|(?:${alternation(GROUP_ADJECTIVES)})\\s+(?:${alternation(GROUP_NOUNS)})|${alternation(GROUP_NOUNS)})`;

/** A group adjective alone ("Palestinian", "Muslim"), for "Palestinian rats" and the like. */
export const GROUP_ADJECTIVE_SOURCE = `(?:${alternation(GROUP_ADJECTIVES)})`;

/** One member named as a type: "every Jew", "a typical Mexican", "as a Black woman". */
export const GROUP_MEMBER_SOURCE = `(?:jew|muslim|moslem|christian|catholic|hindu|sikh|arab|palestinian|israeli|black|white|african|asian|latino|latina|hispanic|mexican|immigrant|refugee|migrant)(?:\\s+(?:man|woman|person|guy|kid|boy|girl))?`;

export const INSTITUTION_SOURCE = alternation(INSTITUTION_NOUNS);

/** Quick test used to skip sentences that name no group at all. */
export const MENTIONS_GROUP = new RegExp(
  `\\b(?:${alternation([...GROUP_NOUNS, ...GROUP_ADJECTIVES, 'jew', 'muslim', 'arab', 'mexican', 'immigrant'])})\\b`,
  'i',
);
