/**
 * QR codes of machines (spec part 2 sections 3-5 and 9): generated in batches of 1-50 for the
 * factory number of an archive in scope (1132005 when there is none), remark at most 20, pending
 * until bound to that machine. Each code is 128 random bits (base64url), the address of the public
 * page `/qr/{code}`, so the pages cannot be enumerated. The printable picture of each is an SVG
 * drawn by the `qrcode` package.
 */
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { toString as qrToString } from 'qrcode';
import { QR_CODE_TABLE, type QrState, qrJumpPath, validateQrBatch } from '../../contract/device-archives';
import { ERRNO } from '../../contract/error-catalogue';
import { TABLE_PAGING } from '../../contract/paging';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { type Page, type PageRequest, findPage } from '../../core/paging';
import type { PubSub } from '../../core/pubsub';
import { Device } from '../devices/device.entity';
import { Product } from '../products/product.entity';
import { DeviceQrCode } from './device-archive.entities';
import { archiveDevice } from './device-archive.service';

/** A new QR code: 16 random bytes as 22 characters of base64url. */
export const newQrCode = () => randomBytes(16).toString('base64url');

/** Tells list subscribers in scope of the tenant that the QR codes changed. */
const announce = (pubsub: PubSub, tenantId: number) => pubsub.publish('TABLE_VERSION', { table: QR_CODE_TABLE, version: Date.now(), tenantId });

/** The active device of the caller's scope whose archive carries this factory number, or null. */
async function deviceWithFactoryNumber(em: EntityManager, factoryNumber: string): Promise<Device | null> {
  const product = await em.findOne(Product, { manufacturingCode: factoryNumber });
  return product ? em.findOne(Device, { product: product.id, decommissionedAt: null }) : null;
}

/** Generates a batch of pending codes for a factory number of the caller's scope, in one transaction. */
export async function generateQrCodes(em: EntityManager, values: { factoryNumber: string; count: number; remark?: string | null }, pubsub: PubSub): Promise<DeviceQrCode[]> {
  const errors = validateQrBatch(values);
  if (errors.length) throw formInvalid(errors);
  const factoryNumber = values.factoryNumber.trim();
  const device = await deviceWithFactoryNumber(em, factoryNumber);
  if (!device) throw new AppError(ERRNO.deviceNotFound);
  const remark = values.remark?.trim() || null;
  const createdAt = new Date();
  const codes = await em.transactional(async (tx) => {
    const batch = Array.from({ length: values.count }, () => tx.create(DeviceQrCode, { tenant: device.tenant, code: newQrCode(), factoryNumber, remark, createdAt }));
    await tx.flush();
    return batch;
  });
  announce(pubsub, device.tenant.id);
  return codes;
}

export type QrListQuery = PageRequest & { factoryNumber?: string | null; state?: QrState | null; ids?: readonly string[] | null };

/** QR codes of the caller's scope, newest first, paged in the database. */
export function listQrCodes(em: EntityManager, query: QrListQuery): Promise<Page<DeviceQrCode>> {
  const where: Record<string, unknown> = {};
  if (query.factoryNumber?.trim()) where.factoryNumber = query.factoryNumber.trim();
  if (query.state) where.state = query.state;
  if (query.ids?.length) where.id = { $in: query.ids.slice(0, 50).map((id) => parseId(id, 'ids')) };
  return findPage(em, DeviceQrCode, where, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] as never }, TABLE_PAGING, query);
}

/**
 * Binds a pending code to the machine of its factory number: 1134 not found, 1135 already bound
 * (one conditional update, so two binds at once bind once), 1136 another machine's number.
 */
export async function bindQrCode(em: EntityManager, idArg: string, deviceIdArg: string, pubsub: PubSub): Promise<DeviceQrCode> {
  const qr = await em.findOne(DeviceQrCode, { id: parseId(idArg, 'id') });
  if (!qr) throw new AppError(ERRNO.qrCodeNotFound);
  if (qr.state === 'bound') throw new AppError(ERRNO.qrCodeAlreadyBound);
  const device = await archiveDevice(em, deviceIdArg);
  const product = device.product ? await em.findOne(Product, { id: device.product.id }) : null;
  if (product?.manufacturingCode !== qr.factoryNumber) throw new AppError(ERRNO.qrCodeOtherFactoryNumber);
  const changed = await em.nativeUpdate(DeviceQrCode, { id: qr.id, state: 'pending' }, { state: 'bound', device: device.id, boundAt: new Date() });
  if (!changed) throw new AppError(ERRNO.qrCodeAlreadyBound);
  announce(pubsub, qr.tenant.id);
  return em.findOneOrFail(DeviceQrCode, { id: qr.id }, { refresh: true });
}

/** The picture of a code: an SVG of its jump address on `origin` (the site's address, http or https). */
export function qrSvg(code: string, origin: string): Promise<string> {
  return qrToString(`${origin.replace(/\/+$/, '')}${qrJumpPath(code)}`, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}
