/**
 * The public page of a QR code (`/qr/{code}`, no sign-in): the machine's model, alias and owning
 * customer, nothing else. Read past the tenant filter (there is no caller), by the code alone: a
 * code is 128 random bits, so pages cannot be found by trying.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { QR_CODE_PATTERN, type QrState } from '../../contract/device-archives';
import { ERRNO } from '../../contract/error-catalogue';
import { AppError } from '../../core/errors';
import { systemEm } from '../../core/tenancy';
import { Customer } from '../customers/customer.entity';
import { Device } from '../devices/device.entity';
import { Product } from '../products/product.entity';
import { DeviceQrCode } from './device-archive.entities';

export type PublicQrPage = { code: string; state: QrState; model: string | null; devalias: string | null; owner: string | null; repairAvailable: boolean };

export async function publicQrPage(orm: MikroORM | EntityManager, code: string): Promise<PublicQrPage> {
  if (!QR_CODE_PATTERN.test(code)) throw new AppError(ERRNO.qrCodeNotFound);
  const em = systemEm(orm, 'qr-public');
  const qr = await em.findOne(DeviceQrCode, { code });
  if (!qr) throw new AppError(ERRNO.qrCodeNotFound);
  const device = qr.state === 'bound' && qr.device ? await em.findOne(Device, { id: qr.device.id }) : null;
  const product = device?.product ? await em.findOne(Product, { id: device.product.id }) : null;
  const customer = product?.customer ? await em.findOne(Customer, { id: product.customer.id }, { fields: ['name'] }) : null;
  // Repair orders do not exist yet: the page shows the link disabled.
  return { code, state: qr.state, model: product?.model ?? null, devalias: device?.devalias ?? null, owner: customer?.name ?? null, repairAvailable: false };
}
