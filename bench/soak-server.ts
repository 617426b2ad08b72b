/**
 * The real server for the soak (as server/test/support/run-server.js starts it, same config
 * from the environment), plus what the soak reads from inside it: event-loop delay
 * (perf_hooks.monitorEventLoopDelay), heap, and the ingest's own counters. On SIGUSR2 it
 * prints one `STATS {json}` line: the loop delay since the previous line and since the first request,
 * the ingest counters, and how many parameter values it published to live subscribers
 * (so the soak can check every one of them reached every subscriber), what the memory is made
 * of (V8's heap in use and reserved, its young generation, memory outside it), and V8's collection
 * pauses since the previous line (count, total, longest and its kind), which tell whether a
 * long event-loop delay was a collection. Changes nothing in
 * the server; only reads.
 * Run by bench/soak.ts: node bench/register.js bench/soak-server.ts
 */
import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { startApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/config';
import { createLogger } from '../server/src/core/logger';

const ms = (ns: number) => Number((ns / 1e6).toFixed(2));

async function main() {
  // 10 ms resolution is the default; 1 ms sees shorter stalls at a negligible cost.
  const window = monitorEventLoopDelay({ resolution: 1 });
  const total = monitorEventLoopDelay({ resolution: 1 });
  window.enable();
  const app = await startApp(loadConfig(), createLogger((process.env.CHILD_LOG_LEVEL as 'info') || 'silent'));
  let parameterValues = 0;
  // Every value the ingest publishes for live subscribers also goes to LIVE_VALUES.
  app.services.pubsub.listen('LIVE_VALUES', (event) => {
    if (event.kind === 'parameter') parameterValues += 1;
  });
  // null when no delay was recorded since the last line (two requests in quick succession).
  const figures = (h: ReturnType<typeof monitorEventLoopDelay>) => (h.count ? { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), mean: ms(h.mean), count: h.count } : null);
  const GC_KINDS: Record<number, string> = { [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks' };
  let gc = { count: 0, totalMs: 0, maxMs: 0, maxKind: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      if (entry.duration > gc.maxMs) gc = { ...gc, maxMs: entry.duration, maxKind: GC_KINDS[(entry as unknown as { detail: { kind: number } }).detail.kind] ?? 'other' };
    }
  }).observe({ entryTypes: ['gc'] });
  let first = true;
  process.on('SIGUSR2', () => {
    // The whole-run figures start at the first request (the soak's baseline, before the machines publish), not at boot.
    if (first) total.enable();
    first = false;
    const memory = process.memoryUsage();
    // What resident memory is made of: V8's heap as reserved (the young generation's share apart), and memory outside it (`external`: Buffers among it).
    const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
    const line = { at: Date.now(), loop: figures(window), loopTotal: figures(total), heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, newSpace, external: memory.external, counters: app.services.ingest.counters, parameterValues, gc: { ...gc, totalMs: Number(gc.totalMs.toFixed(1)), maxMs: Number(gc.maxMs.toFixed(1)) } };
    window.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0, maxKind: '' };
    process.stdout.write(`STATS ${JSON.stringify(line)}\n`);
  });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.stdout.write(`READY ${JSON.stringify({ port: app.port, mqttPort: app.mqtt.port })}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
