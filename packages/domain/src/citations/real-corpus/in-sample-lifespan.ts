import type { CorpusPassage } from './corpus-passage.ts';

/**
 * OpenStax, Psychology 2e, "Lifespan Theories" (modules/m49109/index.cnxml, its first 32,000
 * characters). The life dates in parentheses are look-alikes, not citations.
 */
export const lifespanTheories: CorpusPassage[] = [
  {
    source: 'm49109',
    text: `Sigmund Freud (1856–1939) believed that personality develops during early childhood. For Freud, childhood experiences shape our personalities and behavior as adults.`,
    citations: [],
  },
  {
    source: 'm49109',
    text: `Erik Erikson (1902–1994), another stage theorist, took Freud’s theory and modified it as psychosocial theory. According to Erikson (1963), trust is the basis of our development during infancy (birth to 12 months). Therefore, the primary task of this stage is trust versus mistrust.`,
    citations: ['Erikson (1963)|Erikson|1963'],
  },
  {
    source: 'm49109',
    text: `Jean Piaget (1896–1980) is another stage theorist who studied childhood development. Instead of approaching development from a psychoanalytical or psychosocial perspective, Piaget focused on children’s cognitive growth. He believed that thinking is a central aspect of development and that children are naturally inquisitive. However, he said that children do not think and reason like adults (Piaget, 1930, 1932).`,
    citations: ['(Piaget, 1930, 1932)|Piaget|1930', '(Piaget, 1930, 1932)|Piaget|1932'],
  },
  {
    source: 'm49109',
    text: `Between 5 and 8 months old, the child develops object permanence, which is the understanding that even if something is out of sight, it still exists (Bogartz, Shinskey, & Schilling, 2000). According to Piaget, young infants do not remember an object after it has been removed from sight.`,
    citations: ['(Bogartz, Shinskey, & Schilling, 2000)|Bogartz|2000'],
  },
  {
    source: 'm49109',
    text: `For example, several contemporary studies support a model of development that is more continuous than Piaget’s discrete stages (Courage & Howe, 2002; Siegler, 2005, 2006). Many others suggest that children reach cognitive milestones earlier than Piaget describes (Baillargeon, 2004; de Hevia & Spelke, 2010). According to Piaget, the highest level of cognitive development is formal operational thought, which develops between 11 and 20 years old. However, many developmental psychologists disagree with Piaget, suggesting a fifth stage of cognitive development, known as the postformal stage (Basseches, 1984; Commons & Bresette, 2006; Sinnott, 1998).`,
    citations: [
      'Courage & Howe, 2002|Courage|2002',
      'Siegler, 2005, 2006|Siegler|2005',
      'Siegler, 2005, 2006|Siegler|2006',
      'Baillargeon, 2004|Baillargeon|2004',
      'de Hevia & Spelke, 2010|de Hevia|2010',
      'Basseches, 1984|Basseches|1984',
      'Commons & Bresette, 2006|Commons|2006',
      'Sinnott, 1998|Sinnott|1998',
    ],
  },
  {
    source: 'm49109',
    text: `It seems that once we reach adulthood our problem solving abilities change: As we attempt to solve problems, we tend to think more deeply about many areas of our lives, such as relationships, work, and politics (Labouvie-Vief & Diehl, 1999). Because of this, postformal thinkers are able to draw on past experiences to help them solve new problems.`,
    citations: ['(Labouvie-Vief & Diehl, 1999)|Labouvie-Vief|1999'],
  },
  {
    source: 'm49109',
    text: `A major task beginning in childhood and continuing into adolescence is discerning right from wrong. Psychologist Lawrence Kohlberg (1927–1987) extended upon the foundation that Piaget built regarding cognitive development.`,
    citations: [],
  },
  {
    source: 'm49109',
    text: `He told the druggist that his wife was dying and asked him to sell it cheaper or let him pay later. But the druggist said: “No, I discovered the drug and I'm going to make money from it.” So Heinz got desperate and broke into the man's store to steal the drug for his wife. Should the husband have done that? (Kohlberg, 1969, p. 379)`,
    citations: ['(Kohlberg, 1969, p. 379)|Kohlberg|1969'],
  },
  {
    source: 'm49109',
    text: `How does this theory apply to males and females? Kohlberg (1969) felt that more males than females move past stage four in their moral development. He went on to note that women seem to be deficient in their moral reasoning abilities. These ideas were not well received by Carol Gilligan, a research assistant of Kohlberg, who consequently developed her own ideas of moral development. In her groundbreaking book, In a Different Voice: Psychological Theory and Women’s Development, Gilligan (1982) criticized her former mentor’s theory because it was based only on upper class White men and boys.`,
    citations: ['Kohlberg (1969)|Kohlberg|1969', 'Gilligan (1982)|Gilligan|1982'],
  },
];
