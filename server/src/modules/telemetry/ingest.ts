import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { type Logger, logSampled } from '../../core/logger';
import type { PubSub } from '../../core/pubsub';
import { systemEm } from '../../core/tenancy';
import { cutText } from '../../core/text';
import { type AttributeRule, isStandardStatusKey, valueFitsAttribute } from '../../contract/device-archives';
import { ALARM_FLAG, NORMAL, type AlarmRule, type RuleState, evaluateRule, ruleOf } from '../../contract/alarm-rules';
import { REPAIR_ORDER_TABLE } from '../../contract/repair-orders';
import { checkText } from '../../contract/validation';
import { DeviceAttribute } from '../device-archives/device-archive.entities';
import { DeviceAlarmRule } from '../intelligent-alarms/alarm-rule.entity';
import { type AlarmRepairRequest, openAlarmRepairOrders } from '../repair-orders/alarm-repair.service';
import { Device } from '../devices/device.entity';
import { type DeviceStatus, normalizeStatus } from '../devices/device-status';
import { ALARM_PARAMS, KNOWN_PARAMETERS, MAX_PAYLOAD, PIECE_COUNT_MAX, PIECE_COUNT_PARAM, type ParsedTopic, type Reading, STATUS_PARAM, isKnownParameter, jsonFits, parsePayload, parseTopic } from './messages';
import { Alarm, PieceCount, StatusChange } from './telemetry.entities';

/** What became of one message; every outcome but `ingested` changes nothing stored. */
export type IngestOutcome =
  | 'ingested' | 'malformed' | 'unknown-topic' | 'unknown-device' | 'unknown-parameter' | 'not-own-topic'
  /** A new key of a device that already has `maxParametersPerDevice` keys. */
  | 'too-many-parameters'
  /** A value longer than `maxValueBytes` as JSON. */
  | 'value-too-large'
  /** A key a device with declared attributes did not declare (and not a standard status key). */
  | 'undeclared-attribute'
  /** A value outside its declared attribute's data type or range. */
  | 'attribute-out-of-range'
  /** A fact (status, alarm, piece count) past the device's `maxFactsPerMinute`: stored facts are rows on disk. */
  | 'too-many-facts';

/**
 * What the embedded broker refuses before a message reaches `handle`: a packet above
 * MQTT_MAX_PACKET_BYTES (the connection is closed), the retain flag of a device's
 * publish (dropped; the message itself is ingested), a device's subscription outside
 * the rules, a packet aedes refuses as invalid (a wildcard in a PUBLISH topic, an
 * unknown packet type: the connection is closed), a half-received CONNECT beyond the bytes
 * all connections' unfinished CONNECTs may hold (`PENDING_CONNECT_BYTES`: the connection is closed).
 */
export type BrokerRefusal = 'oversize-packet' | 'retain-ignored' | 'subscribe-refused' | 'protocol-error' | 'connect-bytes-busy' | 'too-many-connections';

export type IngestCounters = Record<IngestOutcome | BrokerRefusal | 'received' | 'persisted' | 'batches' | 'failedBatches' | 'repairsOpened', number>;

/**
 * How much of a device's input is kept (MQTT_MAX_PARAMETERS_PER_DEVICE, MQTT_MAX_VALUE_BYTES),
 * and how many unknown uuids are remembered (10,000; an external broker may let any topic through).
 */
export type IngestLimits = {
  maxParametersPerDevice: number;
  maxValueBytes: number;
  maxRememberedMisses?: number;
  /**
   * Facts (status changes, alarms, piece counts: each a stored row) one device may have stored
   * per minute, as a bucket of that many refilled evenly; one past it is refused. A machine
   * changes status a few times a minute and counts pieces at most a few a second, where one
   * flooding credential wrote 27,000 rows a second (the disk, and the statistics read later).
   */
  maxFactsPerMinute?: number;
};
export const DEFAULT_INGEST_LIMITS: IngestLimits = { maxParametersPerDevice: 200, maxValueBytes: 4096, maxFactsPerMinute: 600 };

/**
 * A known device as the ingest keeps it: its declared attributes' rules by identifier, or null
 * when it declares none (then the platform's known parameters apply).
 */
type DeviceRef = {
  id: number;
  uuid: string;
  tenantId: number;
  rules: ReadonlyMap<string, AttributeRule> | null;
  alarmRules: ReadonlyMap<string, LiveAlarmRule[]> | null;
  /** The time of the device's last message (ms) and its ISO text: see `timeText`. */
  lastAt: number;
  lastAtText: string;
  /** Facts it may still have stored now (`maxFactsPerMinute`), as of `factsCheckedAt` (ms). */
  factAllowance: number;
  factsCheckedAt: number;
};

/**
 * The ISO text of a message's time. A machine sends its sample's values with one time, so the
 * text is written once per sample and shared: one string per device, not one per value, lives
 * on in the live state and the subscribers' batches.
 */
function timeText(device: DeviceRef, ms: number): string {
  if (ms !== device.lastAt) {
    device.lastAt = ms;
    device.lastAtText = new Date(ms).toISOString();
  }
  return device.lastAtText;
}

/** An intelligent alarm rule as the ingest keeps it: the rule, where it stands, whether its alarms open a repair order. */
type LiveAlarmRule = { rule: AlarmRule; state: RuleState; opensRepair: boolean };

type Fact =
  | { kind: 'status'; device: DeviceRef; status: DeviceStatus; at: Date }
  /** `repairParam`: an alarm rule on that parameter opens a repair order with it. */
  | { kind: 'alarm'; device: DeviceRef; text: string; at: Date; repairParam?: string }
  | { kind: 'piece'; device: DeviceRef; count: number; at: Date };

type Pending = { facts: Fact[]; after: () => void; resolve: () => void; reject: (error: unknown) => void };

const CHUNK = 400;
const UNKNOWN_DEVICE_TTL_MS = 10_000;
const MAX_REMEMBERED_MISSES = 10_000;

/** Alarm texts arrive as a string or as the spec's alarm object ({val, para, ...}). */
function alarmText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() ? cutText(value.trim(), ALARM_TEXT_MAX) : null;
  if (value && typeof value === 'object' && typeof (value as { val?: unknown }).val === 'string') return alarmText((value as { val: string }).val);
  if (value && typeof value === 'object') return cutText(JSON.stringify(value), ALARM_TEXT_MAX);
  return null;
}

/** The stored alarm text's bound (the column's). */
const ALARM_TEXT_MAX = 500;


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
    'too-many-parameters': 0, 'value-too-large': 0, 'undeclared-attribute': 0, 'attribute-out-of-range': 0, 'too-many-facts': 0, 'oversize-packet': 0, 'retain-ignored': 0, 'subscribe-refused': 0, 'protocol-error': 0, 'connect-bytes-busy': 0, 'too-many-connections': 0,
    persisted: 0, batches: 0, failedBatches: 0, repairsOpened: 0,
  };

  private readonly devices = new Map<string, DeviceRef>();
  /** Uuids found unknown, until when (re-read after that). */
  private readonly misses = new Map<string, number>();
  /** Database lookups in flight, by uuid, so concurrent messages of a new device share one. */
  private readonly lookups = new Map<string, Promise<DeviceRef | null>>();
  private lookupCount = 0;
  /** Bumped by `forgetDevice`: a lookup that started before keeps its answer out of the cache. */
  private epoch = 0;
  /** Messages refused by a device's declared attributes, by device id (since this instance started). */
  private readonly attributeRefusals = new Map<number, number>();
  /**
   * The parameter keys taken from each device (by device id), at most the limit plus the named
   * ones; each maps to the string kept, which the events carry (see `admitParameter`).
   */
  private readonly parameterKeys = new Map<number, Map<string, string>>();
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private extraParameters: ReadonlySet<string> = new Set();
  private closed = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly pubsub: PubSub,
    private readonly logger: Logger,
    readonly limits: IngestLimits = DEFAULT_INGEST_LIMITS,
    /** The clock of the facts allowance (tests pass their own). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Keys of configured parameter formats count as known parameters. */
  setExtraParameters(keys: Iterable<string>) {
    this.extraParameters = new Set(keys);
  }

  private em(): SqlEntityManager {
    // Both drivers (better-sqlite, postgresql) are SQL drivers with a query builder.
    return systemEm(this.orm, 'ingest') as SqlEntityManager;
  }

  /**
   * A parameter every device may report whatever the cap: the live-data list and the
   * configured parameter formats (a bounded set, so a flood of made-up keys cannot push
   * out a device's status).
   */
  isNamedParameter(key: string): boolean {
    return KNOWN_PARAMETERS.has(key) || this.extraParameters.has(key);
  }

  /** Devices remembered as known and uuids remembered as unknown (diagnostics and tests). */
  cacheSizes(): { devices: number; misses: number } {
    return { devices: this.devices.size, misses: this.misses.size };
  }

  /** Database lookups of devices so far (diagnostics and tests). */
  deviceLookups(): number {
    return this.lookupCount;
  }

  /** Distinct parameter keys taken from a device so far (diagnostics and tests). */
  parameterCount(uuid: string): number {
    const device = this.devices.get(uuid);
    return device ? (this.parameterKeys.get(device.id)?.size ?? 0) : 0;
  }

  /** The device from the cache: undefined when not cached (or a miss that expired). */
  private cachedDevice(uuid: string): DeviceRef | null | undefined {
    const known = this.devices.get(uuid);
    if (known) return known;
    const missUntil = this.misses.get(uuid);
    return missUntil !== undefined && missUntil > Date.now() ? null : undefined;
  }

  /**
   * The device of a uuid, from the cache or the database. Lookups of one uuid in flight are
   * shared: a thousand machines coming online at once each publish many messages before
   * their first lookup returns, and one query per message stalled the event loop for minutes.
   */
  findDevice(uuid: string): Promise<DeviceRef | null> {
    const cached = this.cachedDevice(uuid);
    if (cached !== undefined) return Promise.resolve(cached);
    let pending = this.lookups.get(uuid);
    if (!pending) {
      this.lookupCount += 1;
      pending = this.lookUp(uuid).finally(() => this.lookups.delete(uuid));
      this.lookups.set(uuid, pending);
    }
    return pending;
  }

  /**
   * Drops what is kept of a device (its cache entry and attribute rules, or its remembered miss):
   * the next message reads it again, once. Called when its attributes, credential or registration
   * change (the `DEVICE_CHANGED` event of any instance).
   */
  forgetDevice(uuid: string): void {
    this.epoch += 1;
    this.devices.delete(uuid);
    this.misses.delete(uuid);
  }

  /** Messages of a device refused by its declared attributes since this instance started. */
  attributeRefusalsOf(deviceId: number): number {
    return this.attributeRefusals.get(deviceId) ?? 0;
  }

  private async lookUp(uuid: string): Promise<DeviceRef | null> {
    const epoch = this.epoch;
    const em = this.em();
    // A logged-out device (decommissioned) takes no more data: it reads as unknown.
    const row = await em.findOne(Device, { uuid, decommissionedAt: null }, { fields: ['id', 'uuid', 'tenant'] });
    if (epoch !== this.epoch) return this.lookUp(uuid); // forgotten meanwhile: read again
    if (!row) {
      this.misses.delete(uuid); // re-inserted last, so the oldest miss is the first key
      this.misses.set(uuid, Date.now() + UNKNOWN_DEVICE_TTL_MS);
      if (this.misses.size > (this.limits.maxRememberedMisses ?? MAX_REMEMBERED_MISSES)) this.misses.delete(this.misses.keys().next().value as string);
      return null;
    }
    // The declared attributes, read once per device (and after each change), never per message.
    const attributes = await em.find(DeviceAttribute, { device: row.id }, { fields: ['identifier', 'dataType', 'min', 'max'] });
    if (epoch !== this.epoch) return this.lookUp(uuid);
    const rules = attributes.length ? new Map(attributes.map((a) => [a.identifier, { dataType: a.dataType, min: a.min ?? null, max: a.max ?? null }])) : null;
    // Its intelligent alarm rules, read with it and evaluated in memory on each value.
    const alarmRows = await em.find(DeviceAlarmRule, { device: row.id }, { orderBy: { position: 'asc' } });
    if (epoch !== this.epoch) return this.lookUp(uuid);
    let alarmRules: Map<string, LiveAlarmRule[]> | null = null;
    for (const r of alarmRows) {
      const rule = ruleOf({ ...r, op: r.op ?? null, value: r.value ?? null });
      alarmRules ??= new Map();
      alarmRules.set(rule.param, [...(alarmRules.get(rule.param) ?? []), { rule, state: NORMAL, opensRepair: r.opensRepair }]);
    }
    const ref: DeviceRef = { id: row.id, uuid: row.uuid, tenantId: row.tenant.id, rules, alarmRules, lastAt: Number.NaN, lastAtText: '', factAllowance: this.factsPerMinute, factsCheckedAt: this.now() };
    this.misses.delete(uuid);
    this.devices.set(uuid, ref);
    return ref;
  }

  private get factsPerMinute(): number {
    return this.limits.maxFactsPerMinute ?? DEFAULT_INGEST_LIMITS.maxFactsPerMinute!;
  }

  /** Takes `n` facts from the device's allowance (refilled evenly, up to a minute's worth), or none and answers false. */
  private allowFacts(device: DeviceRef, n: number): boolean {
    const now = this.now();
    const perMinute = this.factsPerMinute;
    device.factAllowance = Math.min(perMinute, device.factAllowance + ((now - device.factsCheckedAt) * perMinute) / 60_000);
    device.factsCheckedAt = now;
    if (device.factAllowance < n) return false;
    device.factAllowance -= n;
    return true;
  }

  private count<O extends IngestOutcome | BrokerRefusal>(outcome: O, detail: Record<string, unknown>): O {
    this.counters[outcome] += 1;
    if (outcome !== 'ingested') {
      const n = this.counters[outcome];
      if (logSampled(n)) {
        // A topic is up to a packet long: log its start.
        const topic = typeof detail.topic === 'string' && detail.topic.length > 200 ? `${detail.topic.slice(0, 200)}...` : detail.topic;
        this.logger.warn({ ...detail, ...(topic === undefined ? {} : { topic }), outcome, count: n }, 'mqtt message rejected');
      }
    }
    return outcome;
  }

  /** Counts and logs (sampled) what the embedded broker refused before `handle`. */
  refuse(outcome: BrokerRefusal | 'not-own-topic' | 'unknown-topic', detail: Record<string, unknown>): void {
    if (typeof detail.error === 'string' && detail.error.length > 200) detail = { ...detail, error: `${detail.error.slice(0, 200)}...` };
    this.count(outcome, detail);
  }

  /**
   * The key as kept when a device may report it (known keys always, a new one while under the
   * cap, or named), null when not. Events carry the kept string rather than the message's: a
   * key cut from a topic holds the whole topic string for as long as the event lives.
   */
  private admitParameter(device: DeviceRef, key: string): string | null {
    let keys = this.parameterKeys.get(device.id);
    if (!keys) this.parameterKeys.set(device.id, (keys = new Map()));
    const kept = keys.get(key);
    if (kept !== undefined) return kept;
    if (keys.size >= this.limits.maxParametersPerDevice && !this.isNamedParameter(key)) return null;
    keys.set(key, key);
    return key;
  }

  /**
   * Ingests one message (from the external broker's client; the embedded broker reads and checks
   * the topic itself and calls `handleParsed`). When something is stored, the returned promise
   * resolves after the commit; a plain value of a known device is handled at once, without a
   * promise (the hot path: most messages are values).
   */
  handle(topic: string, payload: Buffer | string): IngestOutcome | Promise<IngestOutcome> {
    const parsed = parseTopic(topic);
    if (parsed) return this.handleParsed(topic, parsed, payload);
    this.counters.received += 1;
    return this.count('unknown-topic', { topic });
  }

  /**
   * Ingests one message whose topic the caller has already read and checked against its
   * publisher (the embedded broker does, to refuse a foreign topic to the device itself).
   */
  handleParsed(topic: string, parsed: ParsedTopic, payload: Buffer | string): IngestOutcome | Promise<IngestOutcome> {
    this.counters.received += 1;
    if (payload.length > MAX_PAYLOAD) return this.count('value-too-large', { topic, payloadBytes: payload.length });
    const reading = parsePayload(payload);
    if (!reading) return this.count('malformed', { topic });
    if (!jsonFits(reading.value, this.limits.maxValueBytes)) return this.count('value-too-large', { topic, payloadBytes: payload.length });
    const cached = this.cachedDevice(parsed.uuid);
    if (cached === undefined) return this.findDevice(parsed.uuid).then((device) => this.ingest(device, parsed, reading, topic));
    return this.ingest(cached, parsed, reading, topic);
  }

  /**
   * Whether a device may publish this key with this value: with declared attributes, only their
   * identifiers (value within type and range) and the standard status keys; without, the
   * platform's known parameters. A refusal by the attributes is counted for the device too.
   */
  private keyRefusal(device: DeviceRef, key: string, value: unknown): IngestOutcome | null {
    const rules = device.rules;
    if (!rules) return isKnownParameter(key, this.extraParameters) ? null : 'unknown-parameter';
    if (isStandardStatusKey(key)) return null;
    const rule = rules.get(key);
    const refusal = !rule ? 'undeclared-attribute' : valueFitsAttribute(rule, value) ? null : 'attribute-out-of-range';
    if (refusal) this.attributeRefusals.set(device.id, (this.attributeRefusals.get(device.id) ?? 0) + 1);
    return refusal;
  }

  private ingest(device: DeviceRef | null, parsed: ParsedTopic, reading: Reading, topic: string): IngestOutcome | Promise<IngestOutcome> {
    if (!device) return this.count('unknown-device', { topic });
    if (parsed.kind === 'parameter') {
      const refusal = this.keyRefusal(device, parsed.key, reading.value);
      if (refusal) return this.count(refusal, { topic, uuid: device.uuid });
    }
    const timeStamp = timeText(device, reading.atMs);
    if (parsed.kind === 'processrate') {
      if (typeof reading.value !== 'number' || !Number.isFinite(reading.value)) return this.count('malformed', { topic });
      const event = { uuid: device.uuid, tenantId: device.tenantId, value: reading.value, timeStamp };
      this.pubsub.publish('PROCESS_RATE', device.uuid, event);
      this.pubsub.publish('LIVE_VALUES', { kind: 'processrate', ...event });
      return this.count('ingested', {});
    }

    const sent = parsed.key;
    let fact: Fact | null = null;
    if (sent === STATUS_PARAM) fact = { kind: 'status', device, status: normalizeStatus(reading.value), at: new Date(reading.atMs) };
    else if (sent === PIECE_COUNT_PARAM) {
      const count = reading.value;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > PIECE_COUNT_MAX) return this.count('malformed', { topic });
      fact = { kind: 'piece', device, count, at: new Date(reading.atMs) };
    } else if (ALARM_PARAMS.has(sent)) {
      const text = alarmText(reading.value);
      // Control characters and broken UTF-16 are refused as in every stored text (a NUL also broke the batch's statement).
      if (text && checkText(text, ALARM_TEXT_MAX)) return this.count('malformed', { topic });
      if (text) fact = { kind: 'alarm', device, text, at: new Date(reading.atMs) };
    }
    // After the checks above, so only keys of accepted messages take a place.
    const key = this.admitParameter(device, sent);
    if (key === null) return this.count('too-many-parameters', { topic, limit: this.limits.maxParametersPerDevice });
    const raised = device.alarmRules?.has(key) ? this.evaluateAlarmRules(device, key, reading) : null;
    if (!fact && !raised) {
      // The hot path: most messages are plain values.
      this.publishValue(device, key, reading.value, timeStamp);
      this.counters.ingested += 1;
      return 'ingested';
    }
    const facts = raised ? (fact ? [fact, ...raised.facts] : raised.facts) : [fact!];
    if (!this.allowFacts(device, facts.length)) {
      raised?.undo(); // not stored, so not raised: the rule's state stays as it was
      return this.count('too-many-facts', { topic, uuid: device.uuid, limit: this.factsPerMinute });
    }
    return this.persist(facts, () => this.publishValue(device, key, reading.value, timeStamp)).then(
      () => this.count('ingested', {}),
      (error: unknown) => {
        raised?.undo(); // not stored, so not raised: the redelivered message raises it again
        throw error;
      },
    );
  }

  private publishValue(device: DeviceRef, key: string, value: unknown, timeStamp: string): void {
    // One object serves both channels (their listeners only read it).
    const event = { kind: 'parameter' as const, uuid: device.uuid, tenantId: device.tenantId, key, value, timeStamp };
    this.pubsub.publish('DEVICE_PARAMETER', device.uuid, event);
    this.pubsub.publish('LIVE_VALUES', event);
  }

  /**
   * The alarms a value raises under the device's rules on its key (from memory; the rules step
   * to their next state at once). Reminders count in server time: a machine's clock may be anything.
   */
  private evaluateAlarmRules(device: DeviceRef, key: string, reading: Reading): { facts: Fact[]; undo(): void } | null {
    const raw = reading.value;
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? cutText(raw, 200) : typeof raw === 'boolean' ? String(raw) : null;
    if (value === null) return null;
    const now = Date.now();
    let facts: Fact[] | null = null;
    const before: [LiveAlarmRule, RuleState][] = [];
    for (const live of device.alarmRules!.get(key)!) {
      const step = evaluateRule(live.rule, live.state, value, now);
      if (step.state !== live.state) before.push([live, live.state]);
      live.state = step.state;
      if (!step.alarm) continue;
      const repairParam = live.opensRepair && step.alarm.flag !== ALARM_FLAG.normal ? key : undefined;
      (facts ??= []).push({ kind: 'alarm', device, text: JSON.stringify(step.alarm), at: new Date(reading.atMs), ...(repairParam ? { repairParam } : {}) });
    }
    return facts && { facts, undo: () => before.forEach(([live, state]) => (live.state = state)) };
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
      const error = await this.write(batch);
      if (!error) continue;
      if (batch.length === 1) {
        this.logger.error({ err: error, size: 1 }, 'telemetry batch failed; messages stay unacknowledged');
        batch[0].reject(error);
        continue;
      }
      // One message's fact must not hold back the others of its batch: each is written alone, and only what fails
      // stays unacknowledged (if the database itself is down, every one does, as before).
      this.logger.error({ err: error, size: batch.length }, 'telemetry batch failed; writing its messages one by one');
      for (const pending of batch) {
        const own = await this.write([pending]);
        if (own) pending.reject(own);
      }
    }
    this.flushing = null;
  }

  /** Writes the facts of `batch` in one transaction; after the commit its messages resolve. Returns the error if it failed (nothing settled then). */
  private async write(batch: Pending[]): Promise<unknown> {
    let repairTenants: number[];
    try {
      repairTenants = await this.writeBatch(batch.flatMap((p) => p.facts));
      this.counters.batches += 1;
    } catch (error) {
      this.counters.failedBatches += 1;
      return error;
    }
    for (const p of batch) {
      p.after();
      p.resolve();
    }
    this.publishFacts(batch.flatMap((p) => p.facts), repairTenants);
    return null;
  }

  /**
   * The devices of a batch that enter Estop: an Estop status after a different one (the stored
   * live status, then the batch's own in time order), read in the batch's transaction. A
   * redelivered or repeated Estop is no entry; neither is a report older than the stored status.
   */
  private async estopEntries(tx: SqlEntityManager, statuses: readonly Extract<Fact, { kind: 'status' }>[]): Promise<AlarmRepairRequest[]> {
    const ids = [...new Set(statuses.filter((s) => s.status === 'Estop').map((s) => s.device.id))];
    if (!ids.length) return [];
    const stored = await tx.find(Device, { id: { $in: ids } }, { fields: ['id', 'status', 'statusAt'], disableIdentityMap: true });
    const entries: AlarmRepairRequest[] = [];
    for (const device of stored) {
      let previous: DeviceStatus = device.status;
      const since = device.statusAt?.getTime() ?? -Infinity;
      const own = statuses.filter((s) => s.device.id === device.id && s.at.getTime() >= since).sort((a, b) => a.at.getTime() - b.at.getTime());
      const entry = own.find((s) => {
        const enters = s.status === 'Estop' && previous !== 'Estop';
        previous = s.status;
        return enters;
      });
      if (entry) entries.push({ deviceId: device.id, cause: 'Estop', at: entry.at });
    }
    return entries;
  }

  /** Writes a batch in one transaction; answers the tenants whose repair list it changed. */
  private async writeBatch(facts: Fact[]): Promise<number[]> {
    const statuses = facts.filter((f): f is Extract<Fact, { kind: 'status' }> => f.kind === 'status');
    const alarms = facts.filter((f): f is Extract<Fact, { kind: 'alarm' }> => f.kind === 'alarm');
    const pieces = facts.filter((f): f is Extract<Fact, { kind: 'piece' }> => f.kind === 'piece');
    // The newest reported status of each device becomes its live status.
    const latest = new Map<number, { status: DeviceStatus; at: Date }>();
    for (const s of statuses) {
      const cur = latest.get(s.device.id);
      if (!cur || s.at >= cur.at) latest.set(s.device.id, { status: s.status, at: s.at });
    }
    const repairTenants = await this.em().transactional(async (tx) => {
      // Before the live status below changes: whether a device enters Estop is read against it.
      const repairs = await this.estopEntries(tx, statuses);
      for (const a of alarms) if (a.repairParam) repairs.push({ deviceId: a.device.id, cause: 'AlarmRule', param: a.repairParam, detail: a.text, at: a.at });
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
      // In the same transaction: an Estop is acknowledged only once its repair order is stored.
      return repairs.length ? openAlarmRepairOrders(tx, repairs) : [];
    });
    this.counters.persisted += facts.length;
    this.counters.repairsOpened += repairTenants.length;
    return repairTenants;
  }

  private publishFacts(facts: Fact[], repairTenants: readonly number[]) {
    // Which tenants' rows changed in each table: one version event per table and tenant, so
    // a subscriber hears only of its own tenants' tables changing.
    const changed = { device: new Set<number>(), alarm: new Set<number>() };
    for (const f of facts) {
      if (f.kind === 'status') {
        changed.device.add(f.device.tenantId);
        this.pubsub.publish('DEVICE_STATUS', { uuid: f.device.uuid, tenantId: f.device.tenantId, status: f.status, at: f.at.toISOString() });
      } else if (f.kind === 'alarm') {
        changed.alarm.add(f.device.tenantId);
        this.pubsub.publish('DEVICE_ALARM', f.device.uuid, { uuid: f.device.uuid, tenantId: f.device.tenantId, text: f.text, at: f.at.toISOString() });
      }
    }
    const version = Date.now();
    for (const table of ['device', 'alarm'] as const) {
      for (const tenantId of changed[table]) this.pubsub.publish('TABLE_VERSION', { table, version, tenantId });
    }
    for (const tenantId of repairTenants) this.pubsub.publish('TABLE_VERSION', { table: REPAIR_ORDER_TABLE, version, tenantId });
  }

  /** Waits for queued writes; later messages are refused (left unacknowledged). */
  async close(): Promise<void> {
    this.closed = true;
    while (this.flushing) await this.flushing;
  }
}
