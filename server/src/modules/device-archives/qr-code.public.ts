/**
 * The public page of a QR code (`/qr/{code}`, no sign-in): the machine's model, alias and owning
 * customer, nothing else. Read past the tenant filter (there is no caller), by the code alone: a
 * code is 128 random bits, so pages cannot be found by trying; tries are rate-limited per address
 * all the same. A bound machine's page links to its public repair report by SN.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { QR_CODE_PATTERN, type QrState } from '../../contract/device-archives';
import { ERRNO } from '../../contract/error-catalogue';
import { PUBLIC_REPAIR_LIMITS } from '../../contract/repair-orders';
import { AppError } from '../../core/errors';
import { systemEm } from '../../core/tenancy';
import { Customer } from '../customers/customer.entity';
import { Device } from '../devices/device.entity';
import { Product } from '../products/product.entity';
import type { PublicRepairGate } from '../repair-orders/public-repair.service';
import { DeviceQrCode } from './device-archive.entities';

export type PublicQrPage = { code: string; state: QrState; model: string | null; devalias: string | null; owner: string | null; sn: string | null; repairAvailable: boolean };

const HOUR = 3600_000;

export async function publicQrPage(orm: MikroORM | EntityManager, gate: PublicRepairGate, code: string, ip: string | undefined): Promise<PublicQrPage> {
  // Trying codes cannot find a page, but each try costs a read: counted per address like the public repair queries (1023008).
  await gate.take([{ key: `qr-page:${ip ?? 'unknown'}`, max: PUBLIC_REPAIR_LIMITS.qrPagesPerAddressHour }], HOUR);
  if (!QR_CODE_PATTERN.test(code)) throw new AppError(ERRNO.qrCodeNotFound);
  const em = systemEm(orm, 'qr-public');
  const qr = await em.findOne(DeviceQrCode, { code });
  if (!qr) throw new AppError(ERRNO.qrCodeNotFound);
  const device = qr.state === 'bound' && qr.device ? await em.findOne(Device, { id: qr.device.id }) : null;
  const product = device?.product ? await em.findOne(Product, { id: device.product.id }) : null;
  const customer = product?.customer ? await em.findOne(Customer, { id: product.customer.id }, { fields: ['name'] }) : null;
  // The SN leads to the public repair report of this machine (the code is on the machine, so is its SN plate).
  const sn = product?.manufacturingCode ?? null;
  return { code, state: qr.state, model: product?.model ?? null, devalias: device?.devalias ?? null, owner: customer?.name ?? null, sn, repairAvailable: sn !== null };
}
