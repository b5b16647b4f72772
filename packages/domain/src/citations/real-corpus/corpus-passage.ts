/**
 * A passage of real published text with its in-text citations labelled by hand, one label per
 * cited work per place, in reading order: "exact span as written|first author as written|year".
 * A parenthesis citing several works gives each work's segment as its span ("Mowrer, 1960").
 */
export interface CorpusPassage {
  /** Where the text comes from (a module of the book, see README.md). */
  source: string;
  text: string;
  citations: string[];
}

export interface LabelledCitation {
  span: string;
  author: string;
  year: string;
  start: number;
  end: number;
}

/** The passage's labels with where each span is in its text; throws on a span not in the text. */
export function labelsOf(passage: CorpusPassage): LabelledCitation[] {
  const labels: LabelledCitation[] = [];
  let previous: LabelledCitation | undefined;
  for (const label of passage.citations) {
    const [span = '', author = '', year = ''] = label.split('|');
    // Several years in one span ("Lee, 2004a, 2004b") are several labels at one place.
    const samePlace = previous && previous.span === span && previous.year !== year;
    const start = samePlace
      ? (previous?.start ?? 0)
      : passage.text.indexOf(span, previous ? previous.start + 1 : 0);
    if (start < 0) throw new Error(`label span not in its passage (${passage.source}): ${span}`);
    previous = { span, author, year, start, end: start + span.length };
    labels.push(previous);
  }
  return labels;
}
