import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The server's Prometheus metrics (docs/operations.md, "Metrics"), one registry per app so that tests building
 * several apps in one process never mix their numbers. Served on METRICS_PORT only (plugins/metrics.ts).
 *
 * Labels never carry personal data: routes are the route's pattern (`/api/user/:id`, never the address asked
 * for), jobs and channels are fixed names from the code. No email, name, phone or id may become a label: each
 * label value is one more time series kept for ever, and a scrape is readable by whoever reaches the port.
 */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  jobRuns: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job'>;
  deliveries: Counter<'channel' | 'outcome'>;
  listingRefusals: Counter;
  /** Pages served from a list due for a refresh while the scoring lane was full (docs/matching.md, "Freshness"). */
  matchListRefreshesDeferred: Counter;
  matchListBuildsFromColumns: Counter;
  /** How long the oldest change a stored list applied at its refresh had waited (docs/matching.md, "Freshness"). */
  matchListUpkeepDelay: Histogram;
  /** Reads a gauge's value at scrape time (pool sizes, queue lengths, sockets), instead of keeping it up to date. */
  observe(source: MetricSource): void;
}

export type MetricSource =
  | { kind: 'dbPool'; read(): Array<{ pool: 'main' | 'listing'; total: number; idle: number; waiting: number }> }
  | { kind: 'listingQueue'; read(): Array<{ lane: string; running: number; waiting: number }> }
  | { kind: 'sockets'; read(): number }
  | { kind: 'draining'; read(): boolean };

/** Slow requests are what matter: buckets from 5 ms to 10 s (the statement timeout). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300];

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  // Event-loop lag, heap, CPU, file descriptors: only where they are scraped (each collector runs a timer).
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const sources: { [K in MetricSource['kind']]?: Extract<MetricSource, { kind: K }> } = {};
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections by pool (main, listing) and state (in_use, idle, waiting: requests waiting for one)',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { pool, total, idle, waiting } of sources.dbPool?.read() ?? []) {
        this.set({ pool, state: 'in_use' }, total - idle);
        this.set({ pool, state: 'idle' }, idle);
        this.set({ pool, state: 'waiting' }, waiting);
      }
    },
  });
  new Gauge({
    name: 'listing_queue_tasks',
    help: 'Featured-profiles listings of this process by lane (page: reads of stored lists; scoring: builds, refreshes, live pages) and state (running, waiting for a turn)',
    labelNames: ['lane', 'state'],
    registers: [registry],
    collect() {
      for (const queue of sources.listingQueue?.read() ?? []) {
        this.set({ lane: queue.lane, state: 'running' }, queue.running);
        this.set({ lane: queue.lane, state: 'waiting' }, queue.waiting);
      }
    },
  });
  new Gauge({
    name: 'socketio_connected_sockets',
    help: 'Real-time sockets connected to this process',
    registers: [registry],
    collect() {
      this.set(sources.sockets?.read() ?? 0);
    },
  });
  new Gauge({
    name: 'app_draining',
    help: '1 while this process is stopping (readiness answers 503)',
    registers: [registry],
    collect() {
      this.set(sources.draining?.read() ? 1 : 0);
    },
  });

  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: 'job_runs_total',
      help: 'Background job runs by job and outcome (ok, failed)',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'job_run_duration_seconds',
      help: 'How long background job runs took, by job',
      labelNames: ['job'],
      buckets: JOB_BUCKETS,
      registers: [registry],
    }),
    deliveries: new Counter({
      name: 'deliveries_total',
      help: 'Messages handed to a delivery provider, by channel (mail, otp, push) and outcome (mail, otp: sent, failed; push: sent, gone, retry, refused)',
      labelNames: ['channel', 'outcome'],
      registers: [registry],
    }),
    matchListUpkeepDelay: new Histogram({
      name: 'match_list_upkeep_delay_seconds',
      help: 'How long the oldest change a stored match list applied when it was refreshed (on a page read) had waited since it was made',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    listingRefusals: new Counter({
      name: 'listing_queue_refusals_total',
      help: 'Listings refused with 503 because no turn came within LISTING_QUEUE_WAIT_MS',
      registers: [registry],
    }),
    matchListRefreshesDeferred: new Counter({
      name: 'match_list_refreshes_deferred_total',
      help: 'Pages served from a stored match list due for a refresh, less than MATCH_LIST_STALE_LIMIT_MS after its last, because every scoring turn was taken',
      registers: [registry],
    }),
    matchListBuildsFromColumns: new Counter({
      name: 'match_list_builds_from_columns_total',
      help: "Stored match lists built from the instance's candidate columns rather than scored in SQL (CANDIDATE_COLUMNS)",
      registers: [registry],
    }),
    observe(source) {
      (sources as Record<string, MetricSource>)[source.kind] = source;
    },
  };
}
