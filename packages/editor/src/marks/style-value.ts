/** Value of one declaration in an element's style attribute, read from the attribute text so any DOM works. */
export function styleValue(dom: HTMLElement, property: string): string | undefined {
  const style = dom.getAttribute('style');
  if (!style) return undefined;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property) {
      return declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase();
    }
  }
  return undefined;
}
