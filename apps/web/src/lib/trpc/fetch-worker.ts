/// <reference lib="webworker" />
import type { WorkerReply, WorkerRequest } from './worker-fetch-messages.ts';

/*
 * Sends the requests `fetchOffMainThread` hands over, with the page's cookies, and posts back each
 * reply's status, headers and text, or why it failed.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const inFlight = new Map<number, AbortController>();

scope.onmessage = async ({ data }: MessageEvent<WorkerRequest>) => {
  if (data.kind === 'abort') {
    inFlight.get(data.id)?.abort();
    return;
  }
  const controller = new AbortController();
  inFlight.set(data.id, controller);
  let reply: WorkerReply;
  try {
    const response = await fetch(data.url, {
      method: data.method,
      headers: data.headers,
      body: data.body,
      credentials: 'include',
      signal: controller.signal,
    });
    reply = {
      id: data.id,
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: await response.text(),
    };
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    reply = {
      id: data.id,
      kind: aborted ? 'aborted' : 'failed',
      message: error instanceof Error ? error.message : String(error),
    };
  } finally {
    inFlight.delete(data.id);
  }
  scope.postMessage(reply);
};
