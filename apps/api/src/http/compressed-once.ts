import type { Reply } from '../services/json-lists.ts';
import { compressBytes, type Encoding } from './compression.ts';

/**
 * A kept reply's compressed forms (`services/json-lists.ts`), made once and kept as long as the
 * reply itself is (a kept reply is the same object for as long as its rows keep their versions;
 * dropped from its cache, it takes these with it), so a client that takes Brotli or gzip does not pay for compressing the
 * same bytes again on every call. Not counted in the replies' cache bound: they are a fraction of
 * the reply's size (a fifth or less for JSON), at most one of each kind per kept reply.
 */
const compressed = new WeakMap<Reply, Map<Encoding, Promise<Reply>>>();

export function compressedOnce(reply: Reply, encoding: Encoding): Promise<Reply> {
  let forms = compressed.get(reply);
  if (!forms) compressed.set(reply, (forms = new Map()));
  let form = forms.get(encoding);
  if (!form) {
    form = compressBytes(reply, encoding).then((bytes) => new Uint8Array(bytes));
    forms.set(encoding, form);
    form.catch(() => forms.delete(encoding)); // not kept: the next call tries again
  }
  return form;
}
