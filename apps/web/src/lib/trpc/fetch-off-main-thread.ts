import type { WorkerReply, WorkerRequest } from './worker-fetch-messages.ts';

/*
 * fetch() with a large body holds the calling thread while Chromium takes the body in: 30 to 60 ms
 * for the 800 KB autosave of a 100,000-word chapter on the development machine (with no DevTools
 * attached), whether the body is a string, a Blob or bytes. On the main thread that is a pause in
 * the writer's typing at every save, one every ten seconds. Requests with a body over
 * LARGE_BODY_CHARS are therefore sent by a worker (handing it the 800 KB of JSON takes about
 * 3.5 ms); the reply comes back as a Response, so callers (the tRPC link) see no difference.
 * Smaller requests, and browsers without module workers, use fetch() as usual.
 */

const LARGE_BODY_CHARS = 64 * 1024;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (reply: WorkerReply) => void>();

function fetchWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./fetch-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  return worker;
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

export function fetchOffMainThread(url: string, init: RequestInit = {}): Promise<Response> {
  const { body, signal } = init;
  if (typeof body !== 'string' || body.length < LARGE_BODY_CHARS || typeof Worker === 'undefined')
    return fetch(url, init);
  if (signal?.aborted) return Promise.reject(abortError());
  const target = fetchWorker();
  const id = nextId++;
  const send = (message: WorkerRequest) => target.postMessage(message);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => send({ kind: 'abort', id });
    signal?.addEventListener('abort', onAbort, { once: true });
    waiting.set(id, (reply) => {
      signal?.removeEventListener('abort', onAbort);
      if (reply.kind === 'response')
        resolve(
          new Response(reply.body, {
            status: reply.status,
            statusText: reply.statusText,
            headers: reply.headers,
          }),
        );
      else if (reply.kind === 'aborted') reject(abortError());
      // As fetch() itself fails: a network error is a TypeError.
      else reject(new TypeError(reply.message));
    });
    send({
      kind: 'send',
      id,
      url: new URL(url, location.href).href,
      method: init.method ?? 'GET',
      headers: [...new Headers(init.headers)],
      body,
    });
  });
}
