/**
 * The groups the functional suite is written against: ethnic, national, racial, religious groups and
 * immigration status, each with the forms a sentence uses. Written for the suite, independently of
 * the engine's lexicon (group-lexicon.ts), so a form the lexicon lacks shows up as a miss.
 */
export interface SuiteGroup {
  id: string;
  /** "Muslims", "Black people". */
  plural: string;
  /** With its article: "a Muslim", "an Asian", "a Black person". */
  singular: string;
  /** Without article, after "every", "that": "Muslim", "Black person". */
  member: string;
  /** Before a noun: "Muslim women", "Jewish neighbours". */
  adjective: string;
  /** Plural slurs for the group (from the lexicon's reviewed source), if the suite tests any. */
  slurs: readonly string[];
}

const group = (
  id: string,
  plural: string,
  singular: string,
  member: string,
  adjective: string,
  slurs: readonly string[] = [],
): SuiteGroup => ({ id, plural, singular, member, adjective, slurs });

export const SUITE_GROUPS: readonly SuiteGroup[] = [
  group('muslims', 'Muslims', 'a Muslim', 'Muslim', 'Muslim', ['muzzies']),
  group('jews', 'Jews', 'a Jew', 'Jew', 'Jewish', ['kikes', 'yids']),
  group('christians', 'Christians', 'a Christian', 'Christian', 'Christian'),
  group('hindus', 'Hindus', 'a Hindu', 'Hindu', 'Hindu'),
  group('sikhs', 'Sikhs', 'a Sikh', 'Sikh', 'Sikh', ['towelheads']),
  group('black', 'Black people', 'a Black person', 'Black person', 'Black', ['niggers', 'coons']),
  group('asians', 'Asians', 'an Asian', 'Asian', 'Asian', ['gooks']),
  group('chinese', 'Chinese people', 'a Chinese person', 'Chinese person', 'Chinese', ['chinks']),
  group('mexicans', 'Mexicans', 'a Mexican', 'Mexican', 'Mexican', ['wetbacks', 'beaners']),
  group('arabs', 'Arabs', 'an Arab', 'Arab', 'Arab', ['ragheads', 'camel jockeys']),
  group('roma', 'Roma', 'a Roma person', 'Roma person', 'Romani', ['gyppos']),
  group('immigrants', 'immigrants', 'an immigrant', 'immigrant', 'immigrant'),
  group('refugees', 'refugees', 'a refugee', 'refugee', 'refugee'),
  group('pakistanis', 'Pakistanis', 'a Pakistani', 'Pakistani', 'Pakistani', ['pakis']),
  group('nigerians', 'Nigerians', 'a Nigerian', 'Nigerian', 'Nigerian'),
  group(
    'indigenous',
    'Indigenous people',
    'an Indigenous person',
    'Indigenous person',
    'Indigenous',
    ['redskins'],
  ),
];
