import { BookEntity, ReferenceEntryEntity } from '@receipts/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const app = useTestApp();

const RETRACTION = {
  kind: 'retraction',
  doi: '10.1016/S0140-6736(10)60175-4',
  date: '2010-02-06',
  source: 'publisher',
};

/** A book with one entry (as the bibliography stores it) carrying these notices. */
async function entryWith(notices: unknown[]) {
  const api = await app.caller();
  const book = await api.books.create({ title: 'Receipts' });
  const em = app.db.orm.em.fork();
  const entry = em.create(ReferenceEntryEntity, {
    book: em.getReference(BookEntity, book.id),
    workKey: 'wakefield|et al|1998',
    csl: {
      id: 'wakefield1998',
      type: 'article-journal',
      title: 'RETRACTED: Ileal-lymphoid-nodular hyperplasia',
    },
    source: 'doi',
    notices,
  });
  await em.flush();
  return { api, id: entry.id };
}

const stored = async (id: number) =>
  app.db.orm.em.fork().findOneOrFail(ReferenceEntryEntity, { id });

describe('cited deliberately', () => {
  it('acknowledges a retracted work; the notice stays on the entry', async () => {
    const { id } = await entryWith([RETRACTION]);
    const cookie = await app.signIn();
    const reply = await app.request(`/api/reference-entries/${id}/cited-deliberately`, {
      method: 'POST',
      cookie,
      json: { citedDeliberately: true },
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ id, citedDeliberately: true });
    expect(await stored(id)).toMatchObject({ citedDeliberately: true, notices: [RETRACTION] });
  });

  it('can be taken back', async () => {
    const { api, id } = await entryWith([RETRACTION]);
    await api.citations.citedDeliberately({ id, citedDeliberately: true });
    await api.citations.citedDeliberately({ id, citedDeliberately: false });
    expect((await stored(id)).citedDeliberately).toBe(false);
  });

  it('is shown in the bibliography, so the popover can say the choice was made', async () => {
    const { api, id } = await entryWith([RETRACTION]);
    const entry = await stored(id);
    const bookId = entry.book.id;
    await api.citations.citedDeliberately({ id, citedDeliberately: true });
    const { entries } = await api.references.list({ id: bookId });
    expect(entries.find((candidate) => candidate.id === id)?.citedDeliberately).toBe(true);
  });

  it('refuses a work without a retraction or concern (400) and changes nothing', async () => {
    const { id } = await entryWith([{ ...RETRACTION, kind: 'correction' }]);
    const cookie = await app.signIn();
    const reply = await app.request(`/api/reference-entries/${id}/cited-deliberately`, {
      method: 'POST',
      cookie,
      json: { citedDeliberately: true },
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      message:
        'Only a work with a retraction, withdrawal or expression of concern can be marked cited deliberately',
    });
    expect((await stored(id)).citedDeliberately).toBe(false);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const cookie = await app.signIn();
    const reply = await app.request('/api/reference-entries/999999/cited-deliberately', {
      method: 'POST',
      cookie,
      json: { citedDeliberately: true },
    });
    expect(reply.status).toBe(404);
  });
});
