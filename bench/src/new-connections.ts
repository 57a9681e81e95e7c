/**
 * `npm run bench:new-connections -w bench`: how long a burst of new connections waits to be let in. Opens
 * CONNECTIONS (default 50) new connections at once to BENCH_URL (default http://127.0.0.1:5000), each asking
 * `/api/health` once without keep-alive, and prints when each answer arrived. Run it alone, then while
 * `npm run bench` (or autocannon) loads the same server: the server accepts one new connection per turn of its
 * event loop, so long turns show here as answers spaced by the turn's length (docs/performance.md, "New
 * connections under load on the embedded database").
 */
import http from 'node:http';

const baseUrl = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:5000');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(baseUrl.hostname)) {
  console.error('BENCH_URL must be a loopback address: this opens a burst of connections.');
  process.exit(2);
}
const connections = Number(process.env.CONNECTIONS ?? 50);

function askOnce(started: number): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: baseUrl.hostname.replace(/^\[|\]$/g, ''), port: baseUrl.port || 80, path: '/api/health', agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      },
    );
    request.on('error', () => resolve(null));
  });
}

const started = performance.now();
const answered = await Promise.all(Array.from({ length: connections }, () => askOnce(started)));
const times = answered.filter((time): time is number => time !== null).sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]?.toFixed(0) ?? '-';
console.log(`${connections} new connections to ${baseUrl.origin}: ${times.length} answered, ${connections - times.length} failed`);
console.log(`answered after (ms): first ${at(0)}, median ${at(0.5)}, last ${at(1)}`);
console.log(`each, in order: ${times.map((time) => time.toFixed(0)).join(' ')}`);
