import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer as a deployment has one, reduced to what a drain test needs: round robin over the
 * upstreams whose /readyz answered 200 at the last check (every `checkMs`), keep-alive connections to them,
 * no retries (a failed upstream request is the client's 502, so the test sees every reset).
 */
export async function startReadinessProxy(upstreams: string[], checkMs = 200) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const ready = new Set<string>();
  let next = 0;
  const check = async () => {
    await Promise.all(
      upstreams.map(async (upstream) => {
        const ok = await fetch(`${upstream}/readyz`, { signal: AbortSignal.timeout(checkMs * 5) }).then(
          (reply) => reply.ok,
          () => false,
        );
        if (ok) ready.add(upstream);
        else ready.delete(upstream);
      }),
    );
  };
  await check();
  const timer = setInterval(() => void check(), checkMs);
  const server = createServer((incoming, outgoing) => {
    const choices = upstreams.filter((upstream) => ready.has(upstream));
    if (!choices.length) return void outgoing.writeHead(503).end('no upstream ready');
    const target = new URL(incoming.url ?? '/', choices[next++ % choices.length]);
    const forwarded = httpRequest(target, { method: incoming.method, headers: incoming.headers, agent }, (reply) => {
      outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(outgoing);
    });
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end(`upstream failed: ${error.message}`);
      else outgoing.destroy(error);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      clearInterval(timer);
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
