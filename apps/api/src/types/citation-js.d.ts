// @citation-js/core 0.8 ships no type declarations; this declares the part this app uses.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    format(
      style: 'bibliography',
      options: { format: 'text' | 'html'; template: string; lang: string },
    ): string;
  }
}
declare module '@citation-js/plugin-csl';
