import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** The backend (its index in `backends`) that served each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer in a few lines: each request goes to the next backend in turn, headers (Host
 * included) and body passed through as they are, the reply streamed back.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const served: number[] = [];
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % backends.length;
    served.push(index);
    const target = new URL(backends[index]!);
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
