/**
 * An open-loop load at a stated rate (issue 45's mixed load): requests arrive as independent members' requests do, at
 * random moments (a Poisson process of the rate), whether or not earlier ones have been answered, over a keep-alive
 * pool of `connections` sockets; a request that finds every socket busy waits for one, and that wait counts in its
 * latency, which runs from the moment it was due to its last byte.
 *
 * Why not autocannon's `overallRate`: it gives each connection its share of a second's requests and lets it send them
 * back to back as soon as the second starts, so every second's requests arrive in one burst at its top (5 builds at
 * the same instant, 125 pages within a few milliseconds), and it records each latency with a 1 ms "expected
 * interval", adding a made-up sample for every millisecond a response took. Both made a 30 ms build read as 300.
 */
import http from 'node:http';

export interface OpenLoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  codes: string;
}

export interface OpenLoadOptions {
  baseUrl: string;
  path: string;
  method?: 'GET' | 'PUT' | 'POST';
  rate: number;
  durationS: number;
  connections: number;
  next: () => { path?: string; cookie: string; body?: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The latency below which `share` of the sorted samples lie (the nearest-rank percentile), in whole ms. */
const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);

export async function openLoad(options: OpenLoadOptions): Promise<OpenLoadResult> {
  const url = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  let errors = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const { path, cookie, body } = options.next();
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: path ?? options.path,
          method: options.method ?? 'GET',
          agent,
          headers: { cookie, ...(body ? { 'content-type': 'application/json', origin: options.baseUrl, 'content-length': Buffer.byteLength(body) } : {}) },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const code = response.statusCode ?? 0;
            if (code >= 200 && code < 300) latencies.push(performance.now() - due);
            else codes.set(code, (codes.get(code) ?? 0) + 1);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      if (body) request.write(body);
      request.end();
    });
  const started = performance.now();
  const end = started + options.durationS * 1000;
  const inFlight: Array<Promise<void>> = [];
  let due = started;
  for (;;) {
    // Exponential gaps between arrivals: a Poisson process of the rate.
    due += (-Math.log(1 - Math.random()) / options.rate) * 1000;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const non2xx = [...codes.values()].reduce((sum, n) => sum + n, 0) + errors;
  return {
    rps: +(latencies.length / options.durationS).toFixed(1),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    requests: latencies.length + non2xx,
    non2xx,
    codes: [...[...codes].map(([code, n]) => `${code}×${n}`), ...(errors ? [`errors×${errors}`] : [])].join(' '),
  };
}
