import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';

/**
 * Times every request into `http_request_duration_seconds`, labelled with the route's pattern as registered
 * (`/api/user/:id`), never the path asked for: a path holds ids, and every distinct label is a series kept for
 * ever. Requests that matched no route (404s, scanners) share one label.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `GET /metrics` in Prometheus' text format on a port of its own (METRICS_PORT, on METRICS_HOST: loopback unless
 * the operator opens it), never on the public port: what it says (routes, pool sizes, job failures) is for the
 * operator's scraper, not for visitors. Anything else on that port is a 404.
 */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry
      .metrics()
      .then((body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(request.method === 'HEAD' ? undefined : body))
      .catch(() => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'));
  });
  // A scraper keeps its connection; closing must not wait for it.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
