interface MammothElement {
  type?: string;
  href?: string;
  children?: MammothElement[];
}

// mammoth reads a HYPERLINK field's quoted address greedily: `HYPERLINK "…pg=PA19" \l "v=onepage"`
// (LibreOffice and Word write the `\l` switch for an address with a fragment) comes out as the
// address `…pg=PA19" \l "v=onepage`.
const FIELD_ANCHOR = /^(.*?)"\s+\\l\s+"(.*)$/s;

/** mammoth's document (its transformDocument hook) with such addresses whole: `…pg=PA19#v=onepage`. */
export function hyperlinkAnchors<T>(document: T): T {
  const visit = (element: MammothElement) => {
    if (element.type === 'hyperlink' && element.href !== undefined) {
      const parts = FIELD_ANCHOR.exec(element.href);
      if (parts) element.href = `${parts[1]}#${parts[2]}`;
    }
    element.children?.forEach(visit);
  };
  visit(document as MammothElement);
  return document;
}
