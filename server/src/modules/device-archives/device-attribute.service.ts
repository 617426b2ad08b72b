/**
 * Declared attributes of a device (spec part 2 sections 3 and 5): at most 20 (errorno 1153), each
 * checked by the shared rules. Saving replaces the whole list in one transaction and tells every
 * instance's ingest to read the device's rules again (it keeps them in memory, never reading the
 * database per message).
 */
import type { EntityManager } from '@mikro-orm/core';
import { DEVICE_ARCHIVE_LIMITS, type DeviceAttributeValues, validateAttributes } from '../../contract/device-archives';
import { ERRNO } from '../../contract/error-catalogue';
import { AppError, formInvalid } from '../../core/errors';
import type { PubSub } from '../../core/pubsub';
import { DeviceAttribute } from './device-archive.entities';
import { archiveDevice, replaceDeviceList } from './device-archive.service';

/** The attributes of a device in scope, in their order. */
export async function listAttributes(em: EntityManager, deviceIdArg: string): Promise<DeviceAttribute[]> {
  const device = await archiveDevice(em, deviceIdArg, false);
  return em.find(DeviceAttribute, { device: device.id }, { orderBy: { position: 'asc' } });
}

/** Replaces a device's attributes (an empty list removes them: the platform's known parameters apply again). */
export async function setAttributes(em: EntityManager, deviceIdArg: string, list: readonly DeviceAttributeValues[], pubsub: PubSub): Promise<DeviceAttribute[]> {
  const device = await archiveDevice(em, deviceIdArg);
  if (list.length > DEVICE_ARCHIVE_LIMITS.attributes) throw new AppError(ERRNO.tooManyAttributes, { max: DEVICE_ARCHIVE_LIMITS.attributes });
  const errors = validateAttributes(list);
  if (errors.length) throw formInvalid(errors);
  const numeric = (a: DeviceAttributeValues) => a.dataType === 'int' || a.dataType === 'float';
  const rows = list.map((a) => ({
    identifier: a.identifier,
    name: a.name.trim(),
    access: a.access,
    standard: a.standard,
    dataType: a.dataType,
    min: numeric(a) ? (a.min ?? null) : null,
    max: numeric(a) ? (a.max ?? null) : null,
    step: numeric(a) ? (a.step ?? null) : null,
    unit: a.unit?.trim() || null,
    description: a.description?.trim() || null,
  }));
  return replaceDeviceList(em, device, DeviceAttribute, rows, pubsub, 'attributes');
}
