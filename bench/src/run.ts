/**
 * `npm run bench`: latency and throughput of a running server (BENCH_URL, default
 * http://localhost:5000) with CONCURRENCY parallel clients for DURATION_S seconds per target,
 * plus the bytes a first visit to a public page downloads. Only loopback addresses are allowed.
 */
import { gzipSync } from 'node:zlib';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:5000';
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const durationMs = Number(process.env.DURATION_S ?? 5) * 1000;

const host = new URL(baseUrl).hostname;
if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(host)) {
  console.error(`Refusing to load ${baseUrl}: benchmarks only target this machine.`);
  process.exit(2);
}

interface Result {
  target: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(path: string, headers: Record<string, string> = {}): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${baseUrl}${path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    target: `GET ${path}`,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / seconds),
    p50: +percentile(latencies, 50).toFixed(1),
    p95: +percentile(latencies, 95).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
  };
}

/** Bytes (gzipped) of a page's HTML and the scripts and styles it links. */
async function firstLoad(path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  let total = gzipSync(html).length;
  for (const asset of assets) total += gzipSync(Buffer.from(await (await fetch(`${baseUrl}${asset}`)).arrayBuffer())).length;
  return { page: path, assets: assets.length, gzipKiB: +(total / 1024).toFixed(1) };
}

const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
if (!health?.ok) {
  console.error(`No server answers at ${baseUrl}/api/health. Start one with \`npm start\` first.`);
  process.exit(2);
}

console.log(`Benchmark against ${baseUrl}: ${concurrency} clients, ${durationMs / 1000} s per target\n`);
const results: Result[] = [];
for (const target of ['/api/health', '/', '/about']) results.push(await load(target));

// Signed-in targets: the listing with and without filters, and a profile view (the bench viewer of `npm run seed:bulk`).
const email = process.env.BENCH_EMAIL ?? 'bench.viewer@bench.sakinah.local';
const password = process.env.BENCH_PASSWORD ?? 'Bench#Viewer1';
const login = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
if (login.ok) {
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const auth = { cookie };
  const first = (await (await fetch(`${baseUrl}/api/featured-profiles?limit=8`, { headers: auth })).json()) as { profiles?: Array<{ id: string }> };
  const someone = first.profiles?.[0]?.id;
  const targets = ['/api/featured-profiles?limit=8', '/api/featured-profiles?limit=8&ageMin=24&ageMax=30&education=Masters&state=Uttar%20Pradesh'];
  if (someone) targets.push(`/api/user/${someone}`);
  for (const target of targets) {
    // The health check runs in the same window, to show the listing does not starve the server.
    const [listing, health] = await Promise.all([load(target, auth), load('/api/health')]);
    results.push(listing, { ...health, target: `GET /api/health (during ${target.split('?')[0]})` });
  }
} else {
  console.log(`(No bench viewer at ${baseUrl}: run \`npm run seed:bulk\` against this server's PostgreSQL to measure the listing.)\n`);
}
console.table(results);
console.log('\nFirst load of public pages (HTML + linked JS/CSS, gzipped):');
console.table(await Promise.all(['/', '/about', '/faq', '/contact'].map(firstLoad)));
