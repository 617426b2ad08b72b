import { type EntityManager, type MikroORM, raw } from '@mikro-orm/core';
import { type Logger, logSampled } from '../../core/logger';
import type { DeviceStatusEvent, LiveValueEvent, PubSub } from '../../core/pubsub';
import { systemEm } from '../../core/tenancy';
import { Device } from '../devices/device.entity';
import { type DeviceStatus, normalizeStatus } from '../devices/device-status';
import type { Ingest } from './ingest';
import { jsonFits } from './messages';

/** Devices per `lastSeenAt` statement: three values each, well under SQLite's and PostgreSQL's parameter limits. */
const SEEN_CHUNK = 500;

/**
 * Moves `lastSeenAt` of these devices forward (never back: an older time leaves a newer
 * stored one) in one statement. One ORM update per device cost about a millisecond each,
 * every sweep, for every busy device. The `else` branch gives the `case` the column's type,
 * so PostgreSQL takes the times as timestamps; SQLite compares its stored epoch milliseconds.
 */
export async function storeLastSeen(em: EntityManager, seen: readonly (readonly [uuid: string, at: Date])[]): Promise<void> {
  if (!seen.length) return;
  const { properties } = em.getMetadata().find(Device)!;
  const [uuid, lastSeen] = [properties.uuid.fieldNames[0], properties.lastSeenAt.fieldNames[0]];
  const when = seen.map(() => `when ${uuid} = ? and (${lastSeen} is null or ${lastSeen} < ?) then ?`).join(' ');
  const params = seen.flatMap(([id, at]) => [id, at, at]);
  await em.nativeUpdate(Device, { uuid: { $in: seen.map(([id]) => id) } }, { lastSeenAt: raw(`case ${when} else ${lastSeen} end`, params) });
}

export type LatestValue = { key: string; value: unknown; timeStamp: string };

type Presence = {
  status: DeviceStatus;
  statusAt: number;
  /** Wall clock of the last message we heard of (decides silence). */
  heardAt: number;
  /** The device's own time of its last message (decides the recorded Offline time, same on every instance). */
  lastTimeStamp: number;
  /** The last message's time as sent (the values of one sample share it: parsed once). */
  lastTimeStampText: string;
  offlinePending: boolean;
  /** `lastSeenAt` as last written to the database (device time, ms). */
  storedSeenAt: number;
};

/**
 * What each server instance knows live, fed from the pub/sub events (so with Redis it
 * includes what other instances ingested): the latest value per device and parameter,
 * the last process rate, and when each device was last heard of. A watchdog records
 * Offline for a device silent longer than the timeout, at (last message + timeout),
 * a time every instance computes alike, so the unique key stores it once.
 *
 * It keeps what the ingest's limits allow (`ingest.limits`), whatever instance an
 * event comes from: values of at most `maxValueBytes` as JSON, and per device at most
 * `maxParametersPerDevice` keys besides the named ones (`ingest.isNamedParameter`).
 * With several instances each ingest counts only the keys it took itself, so this is
 * where the cap holds for everything a device sent.
 */
export class LiveState {
  private readonly latest = new Map<string, Map<string, LatestValue>>();
  private readonly rates = new Map<string, { value: unknown; timeStamp: string }>();
  private readonly presence = new Map<string, Presence>();
  private readonly stops: (() => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** Events not kept because of the limits. */
  readonly dropped = { 'too-many-parameters': 0, 'value-too-large': 0 };

  constructor(
    private readonly orm: MikroORM,
    private readonly pubsub: PubSub,
    private readonly ingest: Ingest,
    private readonly logger: Logger,
    private readonly offlineAfterMs: number,
  ) {}

  /** Loads the devices that are not Offline, starts listening and the watchdog. */
  async start(): Promise<void> {
    const em = systemEm(this.orm, 'live-state');
    const online = await em.find(Device, { status: { $ne: 'Offline' } }, { fields: ['uuid', 'status', 'statusAt', 'lastSeenAt'] });
    for (const d of online) {
      const seen = (d.lastSeenAt ?? d.statusAt ?? new Date(0)).getTime();
      this.presence.set(d.uuid, { status: d.status, statusAt: d.statusAt?.getTime() ?? 0, heardAt: seen, lastTimeStamp: seen, lastTimeStampText: '', offlinePending: false, storedSeenAt: seen });
    }
    // A listener that throws is logged by the pub/sub with its channel; the other listeners go on.
    this.stops.push(this.pubsub.listen('LIVE_VALUES', (e: LiveValueEvent) => {
      const { maxValueBytes, maxParametersPerDevice } = this.ingest.limits;
      if (!jsonFits(e.value, maxValueBytes)) return this.drop('value-too-large', e);
      if (e.kind === 'processrate') {
        this.rates.set(e.uuid, { value: e.value, timeStamp: e.timeStamp });
        this.heard(e.uuid, e.timeStamp);
        return;
      }
      let map = this.latest.get(e.uuid);
      if (!map) this.latest.set(e.uuid, (map = new Map()));
      const prev = map.get(e.key);
      if (!prev && map.size >= maxParametersPerDevice && !this.ingest.isNamedParameter(e.key)) return this.drop('too-many-parameters', e);
      // One slot per parameter, changed in place. Keeping each event until the next value came
      // (a second, for a machine at 1 Hz) made every event outlive V8's young generation: moved
      // to the old one, where only a major collection frees it (docs/benchmarks.md, Soak).
      if (!prev) map.set(e.key, { key: e.key, value: e.value, timeStamp: e.timeStamp });
      else if (prev.timeStamp <= e.timeStamp) {
        prev.value = e.value;
        prev.timeStamp = e.timeStamp;
      }
      this.heard(e.uuid, e.timeStamp);
    }));
    this.stops.push(this.pubsub.listen('DEVICE_STATUS', (e: DeviceStatusEvent) => {
      const p = this.heard(e.uuid, e.at);
      const at = Date.parse(e.at);
      if (at >= p.statusAt) {
        p.status = normalizeStatus(e.status);
        p.statusAt = at;
        if (p.status === 'Offline') p.offlinePending = false;
      }
    }));
    const tick = Math.max(200, Math.min(5000, Math.floor(this.offlineAfterMs / 4)));
    this.timer = setInterval(() => void this.sweep(), tick);
    this.timer.unref();
  }

  private drop(reason: keyof LiveState['dropped'], e: LiveValueEvent) {
    const n = (this.dropped[reason] += 1);
    if (logSampled(n)) this.logger.warn({ uuid: e.uuid, key: e.kind === 'parameter' ? e.key : 'processrate', reason, count: n }, 'live value not kept');
  }

  /** How many devices and parameter values are kept (diagnostics and tests). */
  sizes(): { devices: number; values: number; rates: number } {
    let values = 0;
    for (const map of this.latest.values()) values += map.size;
    return { devices: this.latest.size, values, rates: this.rates.size };
  }

  private heard(uuid: string, timeStamp: string): Presence {
    let p = this.presence.get(uuid);
    if (!p) this.presence.set(uuid, (p = { status: 'Offline', statusAt: 0, heardAt: 0, lastTimeStamp: 0, lastTimeStampText: '', offlinePending: false, storedSeenAt: 0 }));
    p.heardAt = Date.now();
    if (timeStamp !== p.lastTimeStampText) {
      p.lastTimeStampText = timeStamp;
      p.lastTimeStamp = Math.max(p.lastTimeStamp, Date.parse(timeStamp));
    }
    return p;
  }

  /**
   * Records Offline for silent devices and keeps `lastSeenAt` in the database. It is
   * what a restarted server starts its silence clock from, so it is written only when
   * it moved by a quarter of the offline timeout (a busy device would otherwise cost a
   * write per device per sweep), and exactly on shutdown.
   */
  async sweep(now = Date.now(), precisionMs = this.offlineAfterMs / 4): Promise<void> {
    const seen: [string, Date][] = [];
    for (const [uuid, p] of this.presence) {
      const moved = p.lastTimeStamp - p.storedSeenAt;
      if (moved > 0 && moved >= precisionMs) {
        seen.push([uuid, new Date(p.lastTimeStamp)]);
        p.storedSeenAt = p.lastTimeStamp;
      }
      if (p.status === 'Offline' || p.offlinePending || now - p.heardAt <= this.offlineAfterMs) continue;
      p.offlinePending = true;
      const at = new Date(Math.max(p.statusAt + 1, Math.min(now, p.lastTimeStamp + this.offlineAfterMs)));
      this.ingest.recordStatus(uuid, 'Offline', at).catch((error) => {
        p.offlinePending = false;
        this.logger.error({ err: error, uuid }, 'recording Offline failed; retried on the next sweep');
      });
    }
    if (!seen.length) return;
    try {
      await systemEm(this.orm, 'live-state').transactional(async (tx) => {
        for (let i = 0; i < seen.length; i += SEEN_CHUNK) await storeLastSeen(tx, seen.slice(i, i + SEEN_CHUNK));
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'updating lastSeenAt failed');
    }
  }

  latestValues(uuid: string): LatestValue[] {
    return [...(this.latest.get(uuid)?.values() ?? [])].map(({ key, value, timeStamp }) => ({ key, value, timeStamp })).sort((a, b) => a.key.localeCompare(b.key));
  }

  processRate(uuid: string) {
    return this.rates.get(uuid) ?? null;
  }

  /** Stops listening and the watchdog, and writes the exact `lastSeenAt` of every device heard since the last write. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    for (const stop of this.stops) stop();
    await this.sweep(Date.now(), 1);
  }
}
