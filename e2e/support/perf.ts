import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';

export const perfArtifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'smooth-lists');

/** What one scrolling run cost the page: recorded in the page, read at the end. Timings are reported, never asserted. */
export interface RunFigures {
  longTasks: number;
  longTaskTotalMs: number;
  longestTaskMs: number;
  frames: number;
  maxFrameMs: number;
  p95FrameMs: number;
  /** Frames longer than 50 ms: what a person sees as a stutter. */
  slowFrames: number;
  domNodes: number;
  jsHeapUsedMb: number;
  durationMs: number;
}

/**
 * Records long tasks (PerformanceObserver 'longtask') and frame times (requestAnimationFrame deltas) in the
 * page from now on. Evaluated as a string, so the page's content security policy does not stand in the way.
 */
export async function startPageRecording(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const rec = { longTasks: [], frames: [], start: performance.now(), on: true };
    window.__smoothRec?.stop?.();
    const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) rec.longTasks.push(e.duration); });
    observer.observe({ type: 'longtask' });
    let last = performance.now();
    const tick = (t) => { if (!rec.on) return; rec.frames.push(t - last); last = t; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    rec.stop = () => { rec.on = false; observer.disconnect(); };
    window.__smoothRec = rec;
  })()`);
}

export async function stopPageRecording(page: Page, cdp: CDPSession): Promise<RunFigures> {
  const raw = (await page.evaluate(`(() => {
    const rec = window.__smoothRec;
    rec.stop();
    return { longTasks: rec.longTasks, frames: rec.frames, durationMs: performance.now() - rec.start, domNodes: document.getElementsByTagName('*').length };
  })()`)) as { longTasks: number[]; frames: number[]; durationMs: number; domNodes: number };
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  const frames = [...raw.frames].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    longTasks: raw.longTasks.length,
    longTaskTotalMs: round(raw.longTasks.reduce((sum, d) => sum + d, 0)),
    longestTaskMs: round(Math.max(0, ...raw.longTasks)),
    frames: frames.length,
    maxFrameMs: round(frames.at(-1) ?? 0),
    p95FrameMs: round(frames[Math.floor(frames.length * 0.95)] ?? 0),
    slowFrames: frames.filter((f) => f > 50).length,
    domNodes: raw.domNodes,
    jsHeapUsedMb: round(heap / 1024 / 1024),
    durationMs: Math.round(raw.durationMs),
  };
}

/**
 * Whether the scrolling runs record a Chrome trace: only when asked (`E2E_TRACE=1`). A trace is for a person reading it
 * in DevTools or for the figures in docs/performance.md; recording and writing it made the test file the slowest of
 * the browser tests on a busy machine, and nothing in it is asserted.
 */
export const tracing = process.env.E2E_TRACE === '1';

/** Starts a Chrome performance trace (the DevTools timeline categories) through the page's CDP session, when `tracing`. */
export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Performance.enable');
  if (!tracing) return;
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'blink.user_timing',
      'latencyInfo',
      'v8.execute',
    ].join(','),
  });
}

/** Ends the trace and writes it (loadable in DevTools' Performance panel) to the artifacts directory; null when not `tracing`. */
export async function endTrace(cdp: CDPSession, name: string): Promise<string | null> {
  if (!tracing) return null;
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')));
  await cdp.send('Tracing.end');
  const stream = await done;
  fs.mkdirSync(perfArtifacts, { recursive: true });
  const file = path.join(perfArtifacts, `${name}.trace.json`);
  const out = fs.openSync(file, 'w');
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    if (chunk.base64Encoded) fs.writeSync(out, Buffer.from(chunk.data, 'base64'));
    else fs.writeSync(out, chunk.data);
    if (chunk.eof) break;
  }
  fs.closeSync(out);
  await cdp.send('IO.close', { handle: stream });
  return file;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** The thread's own CPU time: on a busy machine the wall time of a task includes waiting for a core. */
  tdur?: number;
  args?: { name?: string; data?: { frames?: { processId: number }[] } };
}

/**
 * The page's renderer main thread's CPU time by kind of work in a written trace (ms), and its tasks that used more than
 * 50 ms of CPU: steadier than wall-clock long tasks and frames when other processes share the cores.
 */
export function mainThreadTimes(file: string): Record<string, number> {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  // The page's own renderer: the trace is browser-wide, and other test files' pages share the browser.
  const pagePids = new Set(events.filter((e) => e.name === 'TracingStartedInBrowser').flatMap((e) => e.args?.data?.frames ?? []).map((f) => f.processId));
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (pagePids.size === 0 || pagePids.has(e.pid)))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const kinds: Record<string, string> = {
    // Only the leaves of script time (timers, events and frames call these), so nothing is counted twice.
    FunctionCall: 'scriptMs', EvaluateScript: 'scriptMs',
    UpdateLayoutTree: 'styleMs', Layout: 'layoutMs', PrePaint: 'paintMs', Paint: 'paintMs', Layerize: 'paintMs',
  };
  const totals: Record<string, number> = { scriptMs: 0, styleMs: 0, layoutMs: 0, paintMs: 0, cpuLongTasks: 0, longestTaskCpuMs: 0 };
  for (const e of events) {
    if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
    const cpuMs = (e.tdur ?? e.dur ?? 0) / 1000;
    const kind = kinds[e.name];
    if (kind) totals[kind]! += cpuMs;
    if (e.name === 'RunTask') {
      if (cpuMs > 50) totals.cpuLongTasks! += 1;
      totals.longestTaskCpuMs = Math.max(totals.longestTaskCpuMs!, cpuMs);
    }
  }
  return Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Math.round(v)]));
}

export function writeSummary(name: string, summary: unknown): string {
  fs.mkdirSync(perfArtifacts, { recursive: true });
  const file = path.join(perfArtifacts, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}
