// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the web app type-checks this file (through AppRouter) and must see these declarations too
/// <reference path="./citation-js-modules.d.ts" />
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-csl';
import { cslItemSchema, type CslItem, type REFERENCE_EXPORT_FORMATS } from '@receipts/domain';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { NOT_A_BIBLIOGRAPHY } from './bibliography-texts.ts';

/**
 * The only inputs read: citation-js would also fetch a URL or a DOI it is handed, which an upload
 * must never make the server do.
 */
const FILE_TYPES = new Set(['@biblatex/text', '@bibtex/text', '@ris/file']);
const cslFile = z.union([z.array(cslItemSchema).min(1), cslItemSchema]);

/** Keeps CSL's fields, not citation-js's bookkeeping (`_graph`) or BibTeX's key field. */
function storedForm(item: Record<string, unknown>): CslItem {
  const { _graph: _graph, 'citation-key': _key, ...rest } = item;
  return cslItemSchema.parse(rest);
}

/** A BibTeX, RIS or CSL-JSON file as CSL items; anything else is a 400 with a clear message. */
export function readBibliographyFile(text: string): CslItem[] {
  const trimmed = text.trim();
  const type = plugins.input.type(trimmed);
  if (type === '@else/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw badRequest(NOT_A_BIBLIOGRAPHY);
    }
    const items = cslFile.safeParse(parsed);
    if (!items.success) throw badRequest(NOT_A_BIBLIOGRAPHY);
    return (Array.isArray(items.data) ? items.data : [items.data]).map(storedForm);
  }
  if (!FILE_TYPES.has(type)) throw badRequest(NOT_A_BIBLIOGRAPHY);
  let data: Record<string, unknown>[];
  try {
    data = new Cite(trimmed).data as Record<string, unknown>[];
  } catch {
    throw badRequest(NOT_A_BIBLIOGRAPHY);
  }
  if (data.length === 0) throw badRequest(NOT_A_BIBLIOGRAPHY);
  return data.map(storedForm);
}

export interface FormattedEntry {
  /** The CSL item's id. */
  id: string;
  /** APA 7 as HTML (`<i>` for italics), as citeproc writes it. */
  html: string;
  text: string;
}

const entryBody = (html: string) =>
  html
    .trim()
    .replace(/^<div[^>]*>/u, '')
    .replace(/<\/div>$/u, '')
    .trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** citeproc's HTML as plain text (one formatting pass instead of two: citeproc is the slow part). */
const plainText = (html: string) =>
  html.replace(/<[^>]+>/gu, '').replace(/&(#x?[0-9a-f]+|\w+);/giu, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name] ?? whole;
  });

/** The items as an APA 7 reference list (citeproc through citation-js), in APA's order. */
export function formatApaReferences(items: readonly CslItem[]): FormattedEntry[] {
  if (items.length === 0) return [];
  const cite = new Cite(items.map((item) => ({ ...item })));
  const entries = cite.format('bibliography', {
    template: 'apa',
    lang: 'en-US',
    format: 'html',
    asEntryArray: true,
  }) as [string, string][];
  return entries.map(([id, entry]) => {
    const html = entryBody(entry);
    return { id, html, text: plainText(html) };
  });
}

export type ExportFormat = (typeof REFERENCE_EXPORT_FORMATS)[number];

/** The items as a file Zotero, Mendeley and EndNote import. */
export function writeBibliographyFile(items: readonly CslItem[], format: ExportFormat): string {
  if (format === 'csl-json') return `${JSON.stringify(items, null, 2)}\n`;
  if (items.length === 0) return '';
  return new Cite(items.map((item) => ({ ...item }))).format(format) as string;
}
