/**
 * Sentences labelled by hand: does the sentence target people as an ethnic or religious group
 * (true), or not (false: critique of a system or policy, satire quoting what it mocks, reclaimed or
 * in-group usage, neutral mention)? The Prime Directive test reports precision and recall on them.
 */
export interface LabelledSentence {
  text: string;
  targetsGroup: boolean;
  kind: 'targeting' | 'system-critique' | 'quoted-satire' | 'in-group' | 'neutral';
}

const targeting = (text: string): LabelledSentence => ({
  text,
  targetsGroup: true,
  kind: 'targeting',
});
const not = (kind: Exclude<LabelledSentence['kind'], 'targeting'>) => (text: string) => ({
  text,
  targetsGroup: false,
  kind,
});
const critique = not('system-critique');
const satire = not('quoted-satire');
const inGroup = not('in-group');
const neutral = not('neutral');

export const LABELLED_SENTENCES: readonly LabelledSentence[] = [
  // Targeting a group of people.
  targeting('Muslims are terrorists, plain and simple.'),
  targeting('Mexicans are lazy and everyone knows it.'),
  targeting('Jews control the media and the banks.'),
  targeting('All Arabs are liars.'),
  targeting('Black people are naturally more violent.'),
  targeting('We should deport all the Mexicans tomorrow.'),
  targeting('Palestinians are animals and should be treated like animals.'),
  targeting('Immigrants are vermin infesting our cities.'),
  targeting('Never trust a Jew with your money.'),
  targeting('Every Muslim is a potential terrorist.'),
  targeting('Hindus are dirty and backward.'),
  targeting('Christians are stupid for believing any of it.'),
  targeting('Israelis are evil, every last one of them.'),
  targeting('Ban Muslims from entering the country.'),
  targeting('Latinos are criminals who should go back where they came from.'),
  targeting('The Chinese are a threat to our way of life.'),
  targeting('Asians are genetically inferior at leadership.'),
  targeting('Somalis never integrate and never pay taxes.'),
  targeting('Catholics cannot be trusted with children.'),
  targeting('Gypsies are thieves, lock up your bikes.'),
  targeting('It is the Jews who are to blame for the crisis.'),
  targeting('Arabs always lie when they negotiate.'),
  targeting('Refugees are invaders and must be driven out.'),
  targeting('Haitians are a disease on this town.'),
  targeting('White people are subhuman devils.'),
  targeting('A typical Mexican is a drug dealer.'),
  targeting('Get rid of the Muslims and crime disappears.'),
  targeting('Those Palestinian rats deserve what is coming.'),
  targeting('Sikhs are dangerous and should be kept out.'),
  targeting('Jewish people are greedy by nature.'),

  // Critique of a system, institution or policy, often with receipts.
  critique(
    'The Israeli government expanded settlements in violation of international law (UN Security Council, 2016).',
  ),
  critique(
    'The Catholic Church hierarchy concealed abuse for decades (Boston Globe Spotlight Team, 2002).',
  ),
  critique(
    'The Chinese Communist Party runs detention camps in Xinjiang (Zenz, 2019; Human Rights Watch, 2021).',
  ),
  critique('Saudi authorities executed 81 people in a single day (Amnesty International, 2022).'),
  critique(
    'ICE detention policy separated thousands of Mexican families at the border (DHS Office of Inspector General, 2019).',
  ),
  critique('The policy of expelling Palestinians from Sheikh Jarrah drew condemnation (UN, 2021).'),
  critique('Redlining denied Black families mortgages for generations (Rothstein, 2017).'),
  critique(
    'The Indian government stripped Kashmir of its autonomy without consulting Kashmiris (Bose, 2021).',
  ),
  critique('Police departments stop Black drivers at higher rates (Pierson et al., 2020).'),
  critique('The Myanmar military drove 700,000 Rohingya Muslims into Bangladesh (UNHCR, 2018).'),
  critique(
    'Evangelical lobbies bankrolled the campaign against the bill, according to filings (OpenSecrets, 2020).',
  ),
  critique('The occupation restricts how Palestinians move, work and build (B’Tselem, 2021).'),
  critique(
    'Muslim communities were surveilled by the NYPD without cause (Apuzzo & Goldman, 2013).',
  ),
  critique(
    'The Israeli military’s rules of engagement have been criticised by its own veterans (Breaking the Silence, 2015).',
  ),
  critique('The Vatican bank laundered money for decades, prosecutors allege (Reuters, 2014).'),
  critique('Jim Crow laws kept Black Americans from voting across the South (Keyssar, 2009).'),

  // Satire and reporting that quote or frame what they mock.
  satire(
    'The senator assured voters that "Mexicans are rapists and criminals," a claim his own department’s data refutes (Light & Miller, 2018).',
  ),
  satire('Cable news would have you believe that all Muslims are terrorists.'),
  satire('The old antisemitic trope that Jews control the banks resurfaced on the forum.'),
  satire(
    'According to the campaign flyer, immigrants are "invaders," which is news to the farms that depend on them.',
  ),
  satire('The myth that Black people are lazy has been debunked for a century (Du Bois, 1899).'),
  satire('The minister called Palestinians "human animals" on live television (Gallant, 2023).'),
  satire(
    '"Deport them all," the candidate shouted about Somalis, before asking who would staff his hotels.',
  ),
  satire('Apparently, Latinos are stealing jobs nobody else applied for.'),
  satire(
    'His bestseller argues that Arabs are uncivilised, a racist thesis no historian takes seriously.',
  ),
  satire('Not all Muslims are terrorists, the pundit conceded, as if that were generous.'),
  satire('It is false that Asians are less intelligent at leadership; the data show otherwise.'),

  // Reclaimed or in-group usage.
  inGroup('As a Mexican, I can say Mexicans are loud, proud and always late to the party.'),
  inGroup('We Black folks built this country and we are not done building it.'),
  inGroup('Chicano pride is a reclaimed word turned banner.'),
  inGroup('My fellow Jews, our tradition demands that we speak up for the stranger.'),
  inGroup('We Muslims are tired of apologising for crimes we did not commit.'),
  inGroup('As a Black woman, I know Black women are the backbone of every movement.'),

  // Neutral mentions of groups.
  neutral('Palestinians and Israelis both lost family members in the war.'),
  neutral('Jewish and Muslim leaders met to plan a joint food drive.'),
  neutral('Latinos are the fastest-growing group of small-business owners (SBA, 2022).'),
  neutral('Many Hindus celebrate Diwali with lamps and sweets.'),
  neutral('Black people are not a monolith.'),
  neutral('Asian Americans faced a wave of attacks during the pandemic (Stop AAPI Hate, 2021).'),
];
