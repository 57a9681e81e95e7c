import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { upsertViews, type BufferedView } from './viewers.repo';
import type { MemberRow } from '../../db/member-row';

/** How often buffered views are written (one upsert per flush). */
export const VIEW_FLUSH_MS = 2000;
/** A flush never writes more than this many pairs in one statement; the rest wait for the next. */
const MAX_BATCH = 1000;

/**
 * Profile views, buffered in memory per process and written in batches, so recording a view costs
 * the profile page no database round trip. A crash loses at most the last ~2 s of views (they
 * are a hint, not a record); several instances each flush their own buffer and the upsert adds up.
 */
export interface ViewRecorder {
  record(viewerId: string, viewedId: string, at: Date): void;
  /** Writes what is buffered now; safe to call at any time. */
  flush(): Promise<void>;
  pending(): number;
}

export function createViewRecorder(ctx: AppContext): ViewRecorder {
  let buffer = new Map<string, BufferedView>();
  let flushing: Promise<void> = Promise.resolve();
  const writeOut = async () => {
    if (buffer.size === 0) return;
    const batch = [...buffer.values()].slice(0, MAX_BATCH);
    const rest = new Map([...buffer].slice(MAX_BATCH));
    buffer = rest;
    try {
      await upsertViews(ctx.db, batch);
    } catch (err) {
      // Put them back (merged with views recorded meanwhile) for the next flush.
      for (const view of batch) merge(view);
      throw err;
    }
  };
  const merge = (view: BufferedView) => {
    const key = `${view.viewedId}:${view.viewerId}`;
    const held = buffer.get(key);
    if (held) {
      held.count += view.count;
      if (view.lastViewedAt > held.lastViewedAt) held.lastViewedAt = view.lastViewedAt;
    } else buffer.set(key, { ...view });
  };
  return {
    record: (viewerId, viewedId, at) => merge({ viewerId, viewedId, lastViewedAt: at, count: 1 }),
    flush() {
      // One flush at a time: a second caller waits for the first and then writes what is left.
      flushing = flushing.catch(() => undefined).then(writeOut);
      return flushing;
    },
    pending: () => buffer.size,
  };
}

const recorders = new WeakMap<AppContext, ViewRecorder>();

/** Starts this app's recorder (jobs.ts flushes it every VIEW_FLUSH_MS), with a last flush when the server closes. */
export function startViewRecorder(app: FastifyInstance, ctx: AppContext): ViewRecorder {
  const recorder = createViewRecorder(ctx);
  recorders.set(ctx, recorder);
  app.addHook('onClose', async () => {
    await recorder.flush().catch((err: unknown) => app.log.error({ err }, 'profile view flush failed'));
  });
  return recorder;
}

export function viewRecorderOf(ctx: AppContext): ViewRecorder | undefined {
  return recorders.get(ctx);
}

/**
 * Notes that a member opened another's profile: only members (not admins, not guardians), never
 * oneself, and not while browsing invisibly. No await: the page does not wait for it.
 */
export function recordProfileView(ctx: AppContext, viewer: MemberRow, viewedId: string): void {
  if (viewer.role !== 'member' || viewer.id === viewedId || viewer.invisibleMode) return;
  viewRecorderOf(ctx)?.record(viewer.id, viewedId, ctx.now());
}
