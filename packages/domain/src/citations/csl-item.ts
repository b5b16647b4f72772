import { z } from 'zod';

/**
 * A bibliography entry in CSL-JSON, the form citation-js, Zotero, Mendeley and citeproc share: the
 * stored form of a book's reference entries. Only the fields this app reads are named; anything
 * else an imported file carries is kept as it came.
 */
const cslName = z.looseObject({
  family: z.string().optional(),
  given: z.string().optional(),
  literal: z.string().optional(),
  'non-dropping-particle': z.string().optional(),
  'dropping-particle': z.string().optional(),
  suffix: z.string().optional(),
});

const cslDate = z.looseObject({
  'date-parts': z.array(z.array(z.union([z.number(), z.string()]))).optional(),
  literal: z.string().optional(),
  raw: z.string().optional(),
});

export const cslItemSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  type: z.string(),
  author: z.array(cslName).optional(),
  editor: z.array(cslName).optional(),
  issued: cslDate.optional(),
  title: z.string().optional(),
  'container-title': z.string().optional(),
  volume: z.union([z.string(), z.number()]).optional(),
  issue: z.union([z.string(), z.number()]).optional(),
  page: z.string().optional(),
  publisher: z.string().optional(),
  DOI: z.string().optional(),
  URL: z.string().optional(),
  /** "a", "b": the APA 7 suffix that tells two works of one author and year apart. */
  'year-suffix': z.string().optional(),
});

export type CslName = z.infer<typeof cslName>;
export type CslItem = z.infer<typeof cslItemSchema>;
