/** Calls per tRPC batch; the web app's batches are a handful of queries. */
export const TRPC_MAX_BATCH_SIZE = 100;

/** Procedures that must run one per HTTP request, so each passes the HTTP-level limits on its own. */
const UNBATCHABLE = new Set(['auth.login']);

/**
 * The message refusing a tRPC batch that carries an unbatchable procedure beside others (a batch
 * of 1,000 password guesses in one request), or undefined when the request may go on.
 */
export function refuseBatch(url: URL): string | undefined {
  if (url.searchParams.get('batch') !== '1') return undefined;
  const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
  if (paths.length > 1 && paths.some((path) => UNBATCHABLE.has(path))) {
    return `${paths.find((path) => UNBATCHABLE.has(path))} cannot be batched with other calls`;
  }
  return undefined;
}
