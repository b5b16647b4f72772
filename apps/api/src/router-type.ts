/** The only thing the web app takes from the API: the router's type, for typed tRPC clients. */
export type { AppRouter } from './router.ts';
