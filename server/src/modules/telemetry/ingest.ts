import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { Logger } from '../../core/logger';
import type { PubSub } from '../../core/pubsub';
import { systemEm } from '../../core/tenancy';
import { Device } from '../devices/device.entity';
import { type DeviceStatus, normalizeStatus } from '../devices/device-status';
import { ALARM_PARAMS, PIECE_COUNT_PARAM, type ParsedTopic, type Reading, STATUS_PARAM, isKnownParameter, parsePayload, parseTopic } from './messages';
import { Alarm, PieceCount, StatusChange } from './telemetry.entities';

/** What became of one message; every outcome but `ingested` changes nothing stored. */
export type IngestOutcome = 'ingested' | 'malformed' | 'unknown-topic' | 'unknown-device' | 'unknown-parameter' | 'not-own-topic';

export type IngestCounters = Record<IngestOutcome | 'received' | 'persisted' | 'batches' | 'failedBatches', number>;

type DeviceRef = { id: number; uuid: string; tenantId: number };

type Fact =
  | { kind: 'status'; device: DeviceRef; status: DeviceStatus; at: Date }
  | { kind: 'alarm'; device: DeviceRef; text: string; at: Date }
  | { kind: 'piece'; device: DeviceRef; count: number; at: Date };

type Pending = { facts: Fact[]; after: () => void; resolve: () => void; reject: (error: unknown) => void };

const CHUNK = 400;
const UNKNOWN_DEVICE_TTL_MS = 10_000;

/** Alarm texts arrive as a string or as the spec's alarm object ({val, para, ...}). */
function alarmText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() ? value.trim().slice(0, 500) : null;
  if (value && typeof value === 'object' && typeof (value as { val?: unknown }).val === 'string') return alarmText((value as { val: string }).val);
  if (value && typeof value === 'object') return JSON.stringify(value).slice(0, 500);
  return null;
}

/**
 * Turns machine messages into stored facts and live events. Status changes, alarms
 * and piece counts are written in batched transactions; `handle` resolves only after
 * the commit, so a broker that acknowledges when it resolves never acknowledges a
 * message that is not stored. Inserts ignore an existing (device, time, value) row,
 * so a redelivered message changes nothing.
 */
export class Ingest {
  readonly counters: IngestCounters = {
    received: 0, ingested: 0, malformed: 0, 'unknown-topic': 0, 'unknown-device': 0, 'unknown-parameter': 0, 'not-own-topic': 0,
    persisted: 0, batches: 0, failedBatches: 0,
  };

  private readonly devices = new Map<string, { ref: DeviceRef | null; until: number }>();
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private extraParameters: ReadonlySet<string> = new Set();
  private closed = false;

  constructor(private readonly orm: MikroORM, private readonly pubsub: PubSub, private readonly logger: Logger) {}

  /** Keys of configured parameter formats count as known parameters. */
  setExtraParameters(keys: Iterable<string>) {
    this.extraParameters = new Set(keys);
  }

  private em(): SqlEntityManager {
    // Both drivers (better-sqlite, postgresql) are SQL drivers with a query builder.
    return systemEm(this.orm, 'ingest') as SqlEntityManager;
  }

  /** The device from the cache: undefined when not cached (or a miss that expired). */
  private cachedDevice(uuid: string): DeviceRef | null | undefined {
    const cached = this.devices.get(uuid);
    return cached && (cached.ref || cached.until > Date.now()) ? cached.ref : undefined;
  }

  async findDevice(uuid: string): Promise<DeviceRef | null> {
    const cached = this.cachedDevice(uuid);
    if (cached !== undefined) return cached;
    const row = await this.em().findOne(Device, { uuid }, { fields: ['id', 'uuid', 'tenant'] });
    const ref = row ? { id: row.id, uuid: row.uuid, tenantId: row.tenant.id } : null;
    this.devices.set(uuid, { ref, until: Date.now() + UNKNOWN_DEVICE_TTL_MS });
    return ref;
  }

  private count(outcome: IngestOutcome, detail: Record<string, unknown>): IngestOutcome {
    this.counters[outcome] += 1;
    if (outcome !== 'ingested') {
      // The first few of each kind are logged in full, then a sample, so a flood cannot fill the disk.
      const n = this.counters[outcome];
      if (n <= 10 || n % 1000 === 0) this.logger.warn({ ...detail, outcome, count: n }, 'mqtt message rejected');
    }
    return outcome;
  }

  /**
   * Ingests one message. `publisherUuid` is the authenticated device (embedded broker):
   * a topic under another uuid is refused. When something is stored, the returned
   * promise resolves after the commit; a plain value of a known device is handled at
   * once, without a promise (the hot path: most messages are values).
   */
  handle(topic: string, payload: Buffer | string, publisherUuid?: string): IngestOutcome | Promise<IngestOutcome> {
    this.counters.received += 1;
    const parsed = parseTopic(topic);
    if (!parsed) return this.count('unknown-topic', { topic });
    if (publisherUuid !== undefined && parsed.uuid !== publisherUuid) return this.count('not-own-topic', { topic, publisherUuid });
    const reading = parsePayload(payload);
    if (!reading) return this.count('malformed', { topic });
    if (parsed.kind === 'parameter' && !isKnownParameter(parsed.key, this.extraParameters)) return this.count('unknown-parameter', { topic });
    const cached = this.cachedDevice(parsed.uuid);
    if (cached === undefined) return this.findDevice(parsed.uuid).then((device) => this.ingest(device, parsed, reading, topic));
    return this.ingest(cached, parsed, reading, topic);
  }

  private ingest(device: DeviceRef | null, parsed: ParsedTopic, reading: Reading, topic: string): IngestOutcome | Promise<IngestOutcome> {
    if (!device) return this.count('unknown-device', { topic });
    const timeStamp = reading.at.toISOString();
    if (parsed.kind === 'processrate') {
      if (typeof reading.value !== 'number' || !Number.isFinite(reading.value)) return this.count('malformed', { topic });
      const event = { uuid: device.uuid, tenantId: device.tenantId, value: reading.value, timeStamp };
      this.pubsub.publish('PROCESS_RATE', device.uuid, event);
      this.pubsub.publish('LIVE_VALUES', { kind: 'processrate', ...event });
      return this.count('ingested', {});
    }

    const key = parsed.key;
    const publishValue = () => {
      const event = { uuid: device.uuid, tenantId: device.tenantId, key, value: reading.value, timeStamp };
      this.pubsub.publish('DEVICE_PARAMETER', device.uuid, event);
      this.pubsub.publish('LIVE_VALUES', { kind: 'parameter', ...event });
    };
    let fact: Fact | null = null;
    if (key === STATUS_PARAM) fact = { kind: 'status', device, status: normalizeStatus(reading.value), at: reading.at };
    else if (key === PIECE_COUNT_PARAM) {
      const count = reading.value;
      if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return this.count('malformed', { topic });
      fact = { kind: 'piece', device, count, at: reading.at };
    } else if (ALARM_PARAMS.has(key)) {
      const text = alarmText(reading.value);
      if (text) fact = { kind: 'alarm', device, text, at: reading.at };
    }
    if (!fact) {
      publishValue();
      return this.count('ingested', {});
    }
    return this.persist([fact], publishValue).then(() => this.count('ingested', {}));
  }

  /** Records a status the server decided (the silence watchdog's Offline). */
  async recordStatus(uuid: string, status: DeviceStatus, at: Date): Promise<void> {
    const device = await this.findDevice(uuid);
    if (device) await this.persist([{ kind: 'status', device, status, at }], () => undefined);
  }

  private persist(facts: Fact[], after: () => void): Promise<void> {
    if (this.closed) return Promise.reject(new Error('ingest closed'));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ facts, after, resolve, reject });
      // Everything queued while a batch commits goes into the next one.
      if (!this.flushing) this.flushing = new Promise<void>((r) => setImmediate(r)).then(() => this.flushLoop());
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.writeBatch(batch.flatMap((p) => p.facts));
        this.counters.batches += 1;
      } catch (error) {
        this.counters.failedBatches += 1;
        this.logger.error({ err: error, size: batch.length }, 'telemetry batch failed; messages stay unacknowledged');
        for (const p of batch) p.reject(error);
        continue;
      }
      for (const p of batch) {
        p.after();
        p.resolve();
      }
      this.publishFacts(batch.flatMap((p) => p.facts));
    }
    this.flushing = null;
  }

  private async writeBatch(facts: Fact[]): Promise<void> {
    const statuses = facts.filter((f): f is Extract<Fact, { kind: 'status' }> => f.kind === 'status');
    const alarms = facts.filter((f): f is Extract<Fact, { kind: 'alarm' }> => f.kind === 'alarm');
    const pieces = facts.filter((f): f is Extract<Fact, { kind: 'piece' }> => f.kind === 'piece');
    // The newest reported status of each device becomes its live status.
    const latest = new Map<number, { status: DeviceStatus; at: Date }>();
    for (const s of statuses) {
      const cur = latest.get(s.device.id);
      if (!cur || s.at >= cur.at) latest.set(s.device.id, { status: s.status, at: s.at });
    }
    await this.em().transactional(async (tx) => {
      for (let i = 0; i < statuses.length; i += CHUNK) {
        const rows = statuses.slice(i, i + CHUNK).map((s) => ({ device: s.device.id, status: s.status, at: s.at }));
        await tx.createQueryBuilder(StatusChange).insert(rows).onConflict(['device', 'at', 'status']).ignore().execute();
      }
      for (let i = 0; i < alarms.length; i += CHUNK) {
        const rows = alarms.slice(i, i + CHUNK).map((a) => ({ device: a.device.id, text: a.text, at: a.at }));
        await tx.createQueryBuilder(Alarm).insert(rows).onConflict(['device', 'at', 'text']).ignore().execute();
      }
      for (let i = 0; i < pieces.length; i += CHUNK) {
        const rows = pieces.slice(i, i + CHUNK).map((p) => ({ device: p.device.id, count: p.count, at: p.at }));
        await tx.createQueryBuilder(PieceCount).insert(rows).onConflict(['device', 'at']).ignore().execute();
      }
      for (const [id, s] of latest) {
        // An older (redelivered or late) report never overwrites a newer live status.
        await tx.nativeUpdate(Device, { id, $or: [{ statusAt: null }, { statusAt: { $lte: s.at } }] }, { status: s.status, statusAt: s.at });
      }
    });
    this.counters.persisted += facts.length;
  }

  private publishFacts(facts: Fact[]) {
    let statusChanged = false;
    let alarmRaised = false;
    for (const f of facts) {
      if (f.kind === 'status') {
        statusChanged = true;
        this.pubsub.publish('DEVICE_STATUS', { uuid: f.device.uuid, tenantId: f.device.tenantId, status: f.status, at: f.at.toISOString() });
      } else if (f.kind === 'alarm') {
        alarmRaised = true;
        this.pubsub.publish('DEVICE_ALARM', f.device.uuid, { uuid: f.device.uuid, tenantId: f.device.tenantId, text: f.text, at: f.at.toISOString() });
      }
    }
    const version = Date.now();
    if (statusChanged) this.pubsub.publish('TABLE_VERSION', { table: 'device', version });
    if (alarmRaised) this.pubsub.publish('TABLE_VERSION', { table: 'alarm', version });
  }

  /** Waits for queued writes; later messages are refused (left unacknowledged). */
  async close(): Promise<void> {
    this.closed = true;
    while (this.flushing) await this.flushing;
  }
}
