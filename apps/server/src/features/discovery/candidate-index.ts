import type { Database } from '../../db/client';
import { CandidateColumns } from './candidate-columns';
import { currentSnapshot, readCandidateChanges, readMembersAfter } from './candidate-index.repo';
import { SCAN_SLICE, rankCandidatesInSlices, type RankedList, type RankingRequest } from './candidate-ranking';

/**
 * The candidate columns of one instance (docs/matching.md, "Builds from the candidate columns"): loaded in the
 * background on the first build, then brought up to date before builds from the lists' own log of changes, so that
 * they stand exactly at one snapshot of the database. A build scored from them records that snapshot as its list's,
 * and the list's first refresh applies whatever changed since, as for a build in SQL; the read-time rules decide
 * every page as before. Until the columns are loaded (or when they cannot be trusted) builds score in SQL.
 */

/** Members read per statement of the first load: each chunk's writing holds the event loop for tens of milliseconds. */
const LOAD_CHUNK = 5_000;
/**
 * Columns not brought up to date for this long are loaded again instead: the log of changes is kept only 10 minutes
 * beyond what every list has applied (match-lists.repo.ts, CHANGE_LOG_MARGIN_MS), and the columns are not a list.
 */
const CANDIDATE_STALE_MS = 5 * 60_000;
/** More new members than this at once (a bulk load) are read by a new load, not by a catch-up. */
const NEW_ROWS_IN_CATCH_UP = 20_000;
/** How long a list number not seen below the highest is looked for again (an insert still in flight). */
const HOLE_WAIT_MS = 10 * 60_000;
/** The latest numbers a first load looks for again if missing (inserts in flight while it read). */
const LOAD_HOLE_WINDOW = 1_000;
/** While loaded, the columns catch up this often even without builds, so that a quiet hour does not make them stale. */
const KEEP_CURRENT_MS = 60_000;
/** After a failed load or catch-up, builds use SQL for this long before the next try. */
const RETRY_MS = 30_000;

/** Columns ready for a build: they stand at `snapshot`, taken after the build was asked for. */
export interface ReadyColumns {
  columns: CandidateColumns;
  snapshot: string;
  /** Her list ranked from them, the event loop turning between slices; no catch-up changes them until it resolves. */
  rank(request: RankingRequest): Promise<RankedList>;
}

/** A turn of the event loop: the requests that arrived meanwhile are served before the scan goes on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class CandidateIndex {
  private columns: CandidateColumns | null = null;
  private snapshot = '';
  private snapshotAt = 0;
  private maxNumber = 0;
  private readonly holes = new Map<number, number>();
  private loading: Promise<void> | null = null;
  private catchingUp: Promise<void> | null = null;
  private nextCatchUp: Promise<void> | null = null;
  private failedAt = -Infinity;
  private keeper: NodeJS.Timeout | null = null;
  private closed = false;
  /** Rankings in progress (ReadyColumns.rank), and the catch-ups waiting for them to end before changing the columns. */
  private scans = 0;
  private scansEnded: Array<() => void> = [];

  private readonly clock: () => number;
  private readonly stopped: () => boolean;
  private readonly newRowsInCatchUp: number;
  private readonly keepCurrentMs: number;
  private readonly scanSlice: number;
  private readonly turn: () => Promise<void>;

  /**
   * `clock`: real milliseconds (staleness); `stopped`: the process is stopping (a load in progress gives up);
   * `scanSlice` and `turn`: how many candidates a ranking scans between two turns, and the turn (tests hold it).
   */
  constructor(
    options: { clock?: () => number; stopped?: () => boolean; newRowsInCatchUp?: number; keepCurrentMs?: number; scanSlice?: number; turn?: () => Promise<void> } = {},
  ) {
    this.clock = options.clock ?? Date.now;
    this.stopped = options.stopped ?? (() => false);
    this.newRowsInCatchUp = options.newRowsInCatchUp ?? NEW_ROWS_IN_CATCH_UP;
    this.keepCurrentMs = options.keepCurrentMs ?? KEEP_CURRENT_MS;
    this.scanSlice = options.scanSlice ?? SCAN_SLICE;
    this.turn = options.turn ?? nextTurn;
  }

  /** Whether builds may use the columns now (they are loaded and their set fields fit their masks). */
  get loaded(): boolean {
    return this.columns !== null && !this.columns.overflowed;
  }

  /** The bytes the columns take, and how many candidates they hold (0 before the load). */
  get size(): { bytes: number; members: number } {
    return { bytes: this.columns?.bytes ?? 0, members: this.columns?.members ?? 0 };
  }

  /**
   * The columns for a build, brought up to date first if older than CANDIDATE_CATCH_UP_MS; null while they are not
   * loaded (a load is started, in the background, on `loadDb`) or cannot be trusted: the build scores in SQL then.
   */
  async forBuild(db: Database, loadDb: Database): Promise<ReadyColumns | null> {
    const now = this.clock();
    if (this.columns && now - this.snapshotAt > CANDIDATE_STALE_MS) this.forget();
    if (!this.columns) {
      if (!this.loading && now - this.failedAt >= RETRY_MS) this.startLoad(loadDb);
      return null;
    }
    try {
      await this.catchUpAfterNow(db);
    } catch {
      // The database away or the statement cancelled: this build scores in SQL, the next tries again.
      return null;
    }
    if (!this.columns || this.columns.overflowed) return null;
    const columns = this.columns;
    return { columns, snapshot: this.snapshot, rank: (request) => this.rank(columns, request) };
  }

  /**
   * A ranking in slices under a reading lease: a catch-up waits for every lease to end (applyChanges), because a
   * member moved between slices (one who leaves a bucket is replaced by its last) could be skipped or scanned twice.
   * A catch-up waits for at most the scans' own time: rankings stop taking turns while one waits.
   */
  private async rank(columns: CandidateColumns, request: RankingRequest): Promise<RankedList> {
    this.scans += 1;
    try {
      // Once a catch-up waits for the lease, the ranking takes no more turns: on a busy instance each turn waits
      // behind every ready callback, and the builds behind that catch-up would wait for all of them.
      return await rankCandidatesInSlices(columns, request, () => (this.scansEnded.length > 0 ? Promise.resolve() : this.turn()), this.scanSlice);
    } finally {
      this.scans -= 1;
      if (this.scans === 0) for (const resume of this.scansEnded.splice(0)) resume();
    }
  }

  /** Resolves when no ranking is in progress. */
  private async noRankings(): Promise<void> {
    while (this.scans > 0) await new Promise<void>((resolve) => this.scansEnded.push(resolve));
  }

  /** Starts loading the columns in the background, if they are neither loaded nor loading (an instance's start). */
  warm(db: Database): void {
    if (!this.columns && !this.loading) this.startLoad(db);
  }

  /** Loads the columns now (tests and tools): resolves when they are ready, or rejects with the load's error. */
  async load(db: Database): Promise<void> {
    if (!this.loading) this.startLoad(db);
    await this.loading;
    if (!this.columns) throw new Error('the candidate columns did not load');
  }

  /** Stops for good (the app closes): no more loads or catch-ups, the columns dropped. */
  close(): void {
    this.closed = true;
    if (this.keeper) clearInterval(this.keeper);
    this.keeper = null;
    this.forget();
  }

  /** Drops the columns: the next build starts a new load. */
  forget(): void {
    this.columns = null;
    this.snapshot = '';
    this.holes.clear();
  }

  private startLoad(db: Database): void {
    if (this.closed) return;
    this.loading = this.loadFrom(db)
      .then(() => this.keepCurrent(db))
      .catch(() => {
        this.failedAt = this.clock();
        this.forget();
      })
      .finally(() => {
        this.loading = null;
      });
  }

  /** A catch-up every KEEP_CURRENT_MS while loaded (the timer does not keep the process alive). */
  private keepCurrent(db: Database): void {
    if (this.keeper || this.closed) return;
    this.keeper = setInterval(() => {
      if (this.columns && !this.catchingUp && !this.stopped()) this.catchUp(db).catch(() => undefined);
    }, this.keepCurrentMs);
    this.keeper.unref();
  }

  /**
   * Reads every member in chunks, each under its own snapshot, then brings them all to one: the members changed since
   * the snapshot taken before the first chunk are read again (readCandidateChanges), so that every member stands as
   * she is under the catch-up's snapshot.
   */
  private async loadFrom(db: Database): Promise<void> {
    const columns = new CandidateColumns();
    const since = await currentSnapshot(db);
    const sinceAt = this.clock();
    let after = 0;
    const seen: number[] = [];
    for (;;) {
      if (this.stopped() || this.closed) throw new Error('stopping');
      const rows = await readMembersAfter(db, after, LOAD_CHUNK);
      for (const row of rows) {
        columns.put(row);
        seen.push(Number(row.list_number));
      }
      if (rows.length < LOAD_CHUNK) break;
      after = Number(rows[rows.length - 1]!.list_number);
      // The event loop's turn between chunks: a load of a million members takes seconds.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const highest = seen.length > 0 ? seen[seen.length - 1]! : 0;
    const holes = new Map<number, number>();
    const recent = new Set(seen.filter((n) => n > highest - LOAD_HOLE_WINDOW));
    for (let n = Math.max(1, highest - LOAD_HOLE_WINDOW + 1); n <= highest; n += 1) if (!recent.has(n)) holes.set(n, sinceAt);
    if (this.closed) return;
    this.columns = columns;
    this.snapshot = since;
    this.snapshotAt = sinceAt;
    this.maxNumber = highest;
    this.holes.clear();
    for (const [n, at] of holes) this.holes.set(n, at);
    await this.catchUp(db);
  }

  /**
   * A catch-up whose snapshot is taken after this call, so that a build sees every change committed before it was
   * asked for, as a build in SQL would. One runs at a time: callers that come while one runs share the next, which
   * starts when it ends (a few changed members each, at the model's 30 changes and 20 builds a second).
   */
  private catchUpAfterNow(db: Database): Promise<void> {
    if (!this.catchingUp) return this.catchUp(db);
    if (!this.nextCatchUp) {
      this.nextCatchUp = this.catchingUp
        .catch(() => undefined)
        .then(() => {
          this.nextCatchUp = null;
          return this.catchUp(db);
        });
    }
    return this.nextCatchUp;
  }

  private catchUp(db: Database): Promise<void> {
    this.catchingUp = this.applyChanges(db).finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  private async applyChanges(db: Database): Promise<void> {
    const columns = this.columns;
    if (!columns) return;
    const takenAt = this.clock();
    for (const [n, since] of this.holes) if (takenAt - since > HOLE_WAIT_MS) this.holes.delete(n);
    const changes = await readCandidateChanges(db, this.snapshot, this.maxNumber, [...this.holes.keys()], this.newRowsInCatchUp);
    // Rankings started before are scanning these columns between turns of the event loop: they end first. Builds
    // that come meanwhile wait for this catch-up (catchUpAfterNow), so none starts before it is applied.
    await this.noRankings();
    if (this.columns !== columns) return;
    if (changes.maxNumber > this.maxNumber + this.newRowsInCatchUp) {
      // Members written in bulk (a generator, a restore): a new load reads them, in the background.
      this.forget();
      return;
    }
    const read = new Set<number>();
    for (const row of changes.rows) {
      columns.put(row);
      read.add(Number(row.list_number));
      this.holes.delete(Number(row.list_number));
    }
    for (let n = this.maxNumber + 1; n <= changes.maxNumber; n += 1) if (!read.has(n)) this.holes.set(n, takenAt);
    this.maxNumber = Math.max(this.maxNumber, changes.maxNumber);
    this.snapshot = changes.snapshot;
    this.snapshotAt = takenAt;
  }
}
