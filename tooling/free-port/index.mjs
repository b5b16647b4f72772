// Plain JavaScript so that every kind of caller can import it: TypeScript (the embedded database,
// tests, benchmarks) and the e2e runner, which Node starts without a TypeScript loader.
import { createServer } from 'node:net';

/** A TCP port nobody listens on right now on 127.0.0.1, found by letting the system pick one. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
