export { createHttpClient, type HttpClient, type HttpClientOptions } from './http-client.ts';
export { HttpClientError, type HttpFailure } from './http-client-error.ts';
export { announcedRate, TokenBucket, type BucketClock } from './token-bucket.ts';
