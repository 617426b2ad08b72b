import type { EntityManager } from '@mikro-orm/core';
import { ALARM_PAGING } from '../../contract/paging';
import { type Page, type PageRequest, findPage } from '../../core/paging';
import type { DeviceAlarmEvent, DeviceParameterEvent, DeviceStatusEvent, ProcessRateEvent } from '../../core/pubsub';
import type { Device } from '../devices/device.entity';
import { deviceInScope } from '../devices/device.service';
import type { LatestValue } from './live-state';
import { ParameterFormat } from './parameter-format.entity';
import { Alarm } from './telemetry.entities';
import type { AlarmRow, DeviceAlarm, DeviceStatusChange, ParameterValue, ProcessRate } from './telemetry.types';

/** Alarms of a device in scope, newest first. */
export async function listAlarms(em: EntityManager, uuid: string, request: PageRequest): Promise<Page<AlarmRow>> {
  const device = await deviceInScope(em, uuid);
  const page = await findPage(em, Alarm, { device }, { orderBy: { at: 'desc', id: 'desc' } }, ALARM_PAGING, request);
  return { ...page, items: page.items.map((a) => ({ value: a.text, timeStamp: a.at })) };
}

/** The newest alarm of a device, as an event (the start of the alarm subscription). */
export async function latestAlarm(em: EntityManager, device: Device): Promise<DeviceAlarmEvent | null> {
  const last = await em.findOne(Alarm, { device }, { orderBy: { at: 'desc', id: 'desc' } });
  return last ? { uuid: device.uuid, tenantId: device.tenant.id, text: last.text, at: last.at.toISOString() } : null;
}

export function parameterFormats(em: EntityManager): Promise<ParameterFormat[]> {
  return em.find(ParameterFormat, {}, { orderBy: { key: 'asc' } });
}

// GraphQL shapes of the pub/sub events. Their times are already ISO strings (`toISOString`), which
// the DateTimeISO scalar writes as they are: no Date per event and subscriber group.

export const toParameterValue = (event: Pick<DeviceParameterEvent, 'uuid'> & LatestValue): ParameterValue => ({ uuid: event.uuid, key: event.key, value: event.value, timeStamp: event.timeStamp });
export const toProcessRate = (event: ProcessRateEvent): ProcessRate => ({ uuid: event.uuid, value: Number(event.value), timeStamp: event.timeStamp });
export const toDeviceAlarm = (event: DeviceAlarmEvent): DeviceAlarm => ({ uuid: event.uuid, value: event.text, timeStamp: event.at });
export const toStatusChange = (event: DeviceStatusEvent & { loaded?: Device }): DeviceStatusChange => ({ uuid: event.uuid, status: event.status, at: event.at, loaded: event.loaded });
