/** The parts of citation-js (shipped without types) the bibliography uses. */
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    data: unknown[];
    format(format: string, options?: Record<string, unknown>): unknown;
  }
  export const plugins: { input: { type(input: unknown): string } };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
