import type { EntityManager } from '@mikro-orm/core';
import { invalidRequest } from '../../core/errors';
import type { DeviceAlarmEvent, DeviceParameterEvent, DeviceStatusEvent, DeviceTopic, ProcessRateEvent, PubSub, RolePolicyChangedEvent, SystemMessageEvent, TableVersionEvent, Topics } from '../../core/pubsub';
import type { TenantScope } from '../../core/tenancy';
import { LiveStream } from '../../graphql/live-stream';
import type { Device } from '../devices/device.entity';
import { deviceInScope, devicesInScope } from '../devices/device.service';
import { batchEvents } from './batching';
import type { LiveState } from './live-state';
import { latestAlarm } from './telemetry.service';

/** Bounds of `deviceParameterBatches(intervalMs)`. */
export const BATCH_INTERVAL_MS = { min: 20, max: 10_000, default: 100 } as const;

/** A status event; the snapshot's carry the entity they were read from. */
export type StatusFeedEvent = DeviceStatusEvent & { loaded?: Device };

/** An alarm and a status change are stored once per (device, time, text/status): that is their identity. */
const alarmIdentity = (e: DeviceAlarmEvent) => `${e.uuid}\u0000${e.at}\u0000${e.text}`;
const statusIdentity = (e: DeviceStatusEvent) => `${e.uuid}\u0000${e.at}\u0000${e.status}`;

const allOf = (stops: (() => void)[]) => () => stops.forEach((stop) => stop());

/**
 * Where every live subscription's events come from. Each feed first checks that the
 * devices are in the caller's scope (the EntityManager is the caller's: other tenants'
 * devices are "not found"), then returns a LiveStream: listen on the pub/sub, wait until
 * listening is effective, and a snapshot of the current state.
 */
export class LiveFeeds {
  constructor(
    private readonly pubsub: PubSub,
    private readonly ready: () => Promise<void>,
    private readonly live: LiveState,
  ) {}

  /** One device's events of a per-device topic, after a snapshot. */
  private ofDevice<K extends DeviceTopic>(device: Device, topic: K, snapshot: () => Topics[K][] | Promise<Topics[K][]>, identity?: (event: Topics[K]) => string): LiveStream<Topics[K]> {
    return new LiveStream<Topics[K]>({ listen: (emit) => this.pubsub.listen(topic, device.uuid, emit as (e: Topics[DeviceTopic]) => void), ready: this.ready, snapshot, identity });
  }

  private latestValues(device: Device): DeviceParameterEvent[] {
    return this.live.latestValues(device.uuid).map((v) => ({ uuid: device.uuid, tenantId: device.tenant.id, ...v }));
  }

  /** Status changes of these devices; starts with the current status of each. */
  async deviceStatuses(em: EntityManager, uuids: string[]): Promise<LiveStream<StatusFeedEvent>> {
    const devices = await devicesInScope(em, uuids);
    const wanted = new Set(devices.map((d) => d.uuid));
    return new LiveStream<StatusFeedEvent>({
      listen: (emit) => this.pubsub.listen('DEVICE_STATUS', (e) => wanted.has(e.uuid) && emit(e)),
      ready: this.ready,
      snapshot: () => devices.map((d) => ({ uuid: d.uuid, tenantId: d.tenant.id, status: d.status, at: (d.statusAt ?? d.createdAt).toISOString(), loaded: d })),
      identity: statusIdentity,
    });
  }

  /** Status changes of one device; starts with its status now (the efficiency feed recomputes on each). */
  async deviceStatusNow(em: EntityManager, uuid: string): Promise<LiveStream<DeviceStatusEvent>> {
    const device = await deviceInScope(em, uuid);
    return new LiveStream<DeviceStatusEvent>({
      listen: (emit) => this.pubsub.listen('DEVICE_STATUS', (e) => e.uuid === device.uuid && emit(e)),
      ready: this.ready,
      snapshot: () => [{ uuid: device.uuid, tenantId: device.tenant.id, status: device.status, at: new Date().toISOString() }],
    });
  }

  /** Every parameter value of one device; starts with the latest of each. */
  async deviceParameters(em: EntityManager, uuid: string): Promise<LiveStream<DeviceParameterEvent>> {
    const device = await deviceInScope(em, uuid);
    return this.ofDevice(device, 'DEVICE_PARAMETER', () => this.latestValues(device));
  }

  /** Parameter values of these devices, at most one batch per interval; starts with one batch of the latest values. */
  async deviceParameterBatches(em: EntityManager, uuids: string[], intervalMs: number): Promise<LiveStream<DeviceParameterEvent[]>> {
    if (!Number.isInteger(intervalMs) || intervalMs < BATCH_INTERVAL_MS.min || intervalMs > BATCH_INTERVAL_MS.max) {
      throw invalidRequest('batchIntervalRange', { min: BATCH_INTERVAL_MS.min, max: BATCH_INTERVAL_MS.max });
    }
    const devices = await devicesInScope(em, uuids);
    return new LiveStream<DeviceParameterEvent[]>({
      listen: (emit) => batchEvents<DeviceParameterEvent>(intervalMs, emit, (push) => allOf(devices.map((d) => this.pubsub.listen('DEVICE_PARAMETER', d.uuid, push)))),
      ready: this.ready,
      snapshot: () => [devices.flatMap((d) => this.latestValues(d))],
    });
  }

  /** Program progress of one device; starts with the latest, if any. */
  async processRate(em: EntityManager, uuid: string): Promise<LiveStream<ProcessRateEvent>> {
    const device = await deviceInScope(em, uuid);
    return this.ofDevice(device, 'PROCESS_RATE', () => {
      const rate = this.live.processRate(device.uuid);
      return rate ? [{ uuid: device.uuid, tenantId: device.tenant.id, ...rate }] : [];
    });
  }

  /** Alarms of one device; starts with the newest stored one, if any. */
  async deviceAlarms(em: EntityManager, uuid: string): Promise<LiveStream<DeviceAlarmEvent>> {
    const device = await deviceInScope(em, uuid);
    return this.ofDevice(
      device,
      'DEVICE_ALARM',
      async () => {
        const last = await latestAlarm(em, device);
        return last ? [last] : [];
      },
      alarmIdentity,
    );
  }

  /** Data table versions as rows of the caller's tenants change; nothing to start with. */
  tableVersions(scope: TenantScope): LiveStream<TableVersionEvent> {
    return new LiveStream<TableVersionEvent>({
      listen: (emit) => this.pubsub.listen('TABLE_VERSION', (e) => scope.includes(e.tenantId) && emit(e)),
      ready: this.ready,
      snapshot: () => [],
    });
  }

  /**
   * A role's policy replaced (on any instance: the event comes through Redis); starts with one
   * event, so a subscriber gets the current permissions with nothing missed in between.
   */
  rolePolicyChanges(role: string): LiveStream<RolePolicyChangedEvent> {
    return new LiveStream<RolePolicyChangedEvent>({
      listen: (emit) => this.pubsub.listen('ROLE_POLICY_CHANGED', (e) => e.role === role && emit(e)),
      ready: this.ready,
      snapshot: () => [{ role }],
    });
  }

  /**
   * System messages as they are sent, to callers of a tenant in their audience (everyone, or the
   * tenants named with their sub-tenants); nothing to start with (the preview query has the rest).
   * The delivery groups subscribers by tenant, and for this feed by user (graphql/ws.ts), so a
   * group shares one audience, a message to one user (a reminder) included.
   */
  systemMessages(tenantId: number, userId: number): LiveStream<SystemMessageEvent> {
    return new LiveStream<SystemMessageEvent>({
      listen: (emit) => this.pubsub.listen('SYSTEM_MESSAGE', (e) => (e.toEveryone || e.tenantIds.includes(tenantId)) && (!e.userIds || e.userIds.includes(userId)) && emit(e)),
      ready: this.ready,
      snapshot: () => [],
    });
  }
}
