import type { SatireTemplate } from './held-out-satire.ts';

/*
 * Satire in this publisher's voice (tuning split): institutions attacked with citations,
 * stereotypes quoted in order to refute them, hate quoted from a source and condemned, reclaimed
 * terms in in-group voice. A few cross the line (hateful: true): the satire is a wrapper for the
 * author's own contempt, which the rule must still catch.
 */
export const SATIRE_PARAGRAPHS: readonly SatireTemplate[] = [
  {
    hateful: false,
    text: 'The Ministry of the Interior has once again announced that it is "cracking down". What it is cracking down on this year is the paperwork of {P}, which it lost in 2019 and has been looking for ever since (Public Accounts Committee, 2022).',
  },
  {
    hateful: false,
    text: 'There is a stereotype that {P} are lazy. The Labour Force Survey finds that {A} workers put in more paid hours per week than the national average (Office for National Statistics, 2021). The stereotype, unlike the workers, has not done a day of work in decades.',
  },
  {
    hateful: false,
    text: 'A tabloid headline last spring read "{P} are a plague on our streets". The paper was later found to have invented two of the three incidents it reported (Independent Press Standards Organisation, 2020). It printed the correction on page 31, next to the horoscopes.',
  },
  {
    hateful: false,
    text: 'The police commissioner told the committee that {P} "are criminals by culture". His own force\'s arrest data shows no such thing once deprivation is accounted for (Her Majesty\'s Inspectorate of Constabulary, 2019). The commissioner has since been promoted.',
  },
  {
    hateful: false,
    text: 'It is a myth that {P} refuse to integrate. Census returns show higher rates of English fluency among second-generation {A} residents than among the parliament that debates them (Census, 2021).',
  },
  {
    hateful: false,
    text: 'Consider the bank that closed every branch in the {A} neighbourhood and then published a glossy report on "financial inclusion" (Financial Conduct Authority, 2023). Inclusion, it turns out, is something that happens in a brochure.',
  },
  {
    hateful: false,
    text: 'The senator assured us that "{P} are stealing our jobs". The Bureau of Labor Statistics shows the jobs in question were automated by the senator\'s largest donor (Bureau of Labor Statistics, 2022). The robots, presumably, are next on his list.',
  },
  {
    hateful: false,
    text: 'As {S}, I have been called every name in the book, and I have read the book. It was written by a committee, funded by a think tank, and cited by nobody who has met us (Runnymede Trust, 2020).',
  },
  {
    hateful: false,
    text: 'Some commentators would have you believe that {P} are "breeding like rabbits". Fertility among {A} women has fallen faster than the national rate for twenty years (Office for National Statistics, 2022). The commentators\' fertility with metaphors remains undiminished.',
  },
  {
    hateful: false,
    text: 'The housing department\'s internal memo described {A} applicants as "high-risk tenants" (Equality and Human Rights Commission, 2021). The only measurable risk the inquiry found was the department\'s habit of losing their deposits.',
  },
  {
    hateful: false,
    text: 'Online, the slogan "kill all {P}" was shared forty thousand times before the platform acted (Center for Countering Digital Hate, 2021). The platform\'s statement called this "a learning opportunity". For whom, it did not say.',
  },
  {
    hateful: false,
    text: 'The idea that {P} control the banks is an old conspiracy theory, and it is false. The banks are controlled by their shareholders, who are mostly pension funds, which is a far duller conspiracy (Bank of England, 2020).',
  },
  {
    hateful: false,
    text: 'When the mayor called {P} "animals" on live radio, the station\'s complaints line crashed. The regulator ruled that the remark was "dehumanising and unacceptable" (Ofcom, 2019). The mayor called this censorship, on the same station, the following week.',
  },
  {
    hateful: false,
    text: "The border agency's contractor charged £4,000 per detainee per week (Home Affairs Committee, 2020). For that price, one would expect the {A} families it held to be staying in a hotel. They were not; the contractor's directors were.",
  },
  {
    hateful: false,
    text: 'Is it true that {P} are more violent than their neighbours? No. Victimisation surveys show they are more often the victims of violent crime than its perpetrators (Crime Survey for England and Wales, 2021).',
  },
  {
    hateful: false,
    text: 'Our grandparents were told that {P} were "dirty" and "diseased". Public health records from the period show the diseases were in the landlords\' buildings, not in the tenants (Wellcome Collection, 2018).',
  },
  {
    hateful: false,
    text: 'The school board banned a book by {S} for being "divisive". The book was about a girl who wanted a library card. The board\'s minutes record no one who had read it (PEN America, 2022).',
  },
  {
    hateful: false,
    text: 'A pundit wrote that {A} immigrants are "a drain on the welfare state". The Treasury\'s own model shows they paid in more than they took out in every year it measured (HM Treasury, 2018). The pundit\'s invoice to the newspaper has not been audited.',
  },
  {
    hateful: false,
    text: 'The church hierarchy spent four decades moving abusive priests between parishes (Independent Inquiry into Child Sexual Abuse, 2022). The faithful in the pews, {A} grandmothers among them, were the last to be told and the first to be blamed.',
  },
  {
    hateful: false,
    text: 'The regime in the capital has jailed more journalists this year than any other government in the region (Committee to Protect Journalists, 2023). Its ambassador calls criticism of the regime an attack on {P}. It is not; the {P} are the ones in the cells.',
  },
  {
    hateful: false,
    text: 'My uncle likes to say that "{P} never pay taxes". My uncle has not filed a tax return since 1997. The {A} bakery on his street has filed every one (HM Revenue and Customs, 2020).',
  },
  {
    hateful: false,
    text: 'The defence ministry\'s press office describes its drone campaign as "precise". The UN counted 312 civilian deaths in the first year, most of them {A} children (United Nations, 2021). Precision, it seems, is a matter of where one stands.',
  },
  {
    hateful: false,
    text: 'A focus group was asked what came to mind when they heard "{P}". The answers were "terrorists", "benefits" and "crime", which tells us a great deal about the focus group\'s newspapers and nothing about {P} (Ipsos, 2019).',
  },
  {
    hateful: false,
    text: 'The far-right rally chanted "{P} out". Counter-protesters outnumbered them ten to one, and the police spent the afternoon protecting the chanters (Hope not Hate, 2018). The chanters\' spokesman thanked the police for their service.',
  },
  {
    hateful: true,
    text: 'The tax office lost another billion this year (National Audit Office, 2023). Meanwhile {P} keep breeding like rats and sponging off the rest of us, and someone should finally deal with them.',
  },
  {
    hateful: true,
    text: "Say what you like about the parliament's expense scandals (Telegraph, 2009), at least the MPs are not {P}. I hate {P} more than I hate any politician.",
  },
];
