/**
 * Device archives (issue 16 "Machines"): the list, create and edit, the MQTT credential (shown
 * once, rotated, stored as an argon2id hash) and the decommission ("logged out"). An archive is a
 * `Device` with its per-machine `Product` (docs/architecture.md Decisions "device archives").
 * Takes the request's EntityManager (scoped to the caller's tenants): another tenant's device is
 * simply not found (errorno 1030001).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityClass, EntityManager, FilterQuery, OrderDefinition, QueryOrder, RequiredEntityData } from '@mikro-orm/core';
import { type CustomParam, DEVICE_ARCHIVE_TABLE, normalizeCustomParams, validateDeviceArchive } from '../../contract/device-archives';
import type { Industry } from '../../contract/devices';
import { ERRNO } from '../../contract/error-catalogue';
import { type SortDirection, TABLE_PAGING } from '../../contract/paging';
import type { FieldError } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { TenantScope } from '../../core/tenancy';
import { lockKeys } from '../../core/locks';
import { type Page, type PageRequest, findPage } from '../../core/paging';
import type { DeviceChangedEvent, PubSub } from '../../core/pubsub';
import type { LoginThrottle } from '../auth/login-throttle';
import { checkPassword } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { Customer } from '../customers/customer.entity';
import { DeviceCredential } from '../devices/device-credential.entity';
import { Device } from '../devices/device.entity';
import { Product } from '../products/product.entity';
import { Tenant } from '../tenants/tenant.entity';
import { tenantLinks } from '../tenants/tenant.service';
import { User } from '../users/user.entity';
import { DeviceAttribute, DeviceBinding, DeviceQrCode } from './device-archive.entities';

export type DeviceArchiveInput = {
  factoryNumber: string;
  devalias: string;
  model: string;
  industry?: Industry | null;
  customerId?: string | null;
  maintainerId?: string | null;
  location?: string | null;
  receiveAlarm?: boolean | null;
  customParams?: readonly CustomParam[] | null;
};

/** A user or customer an archive names: id and name only. */
export type NamedRef = { id: number; name: string };

/** One archive as the API shows it. */
export type ArchiveView = {
  id: number;
  uuid: string;
  devalias: string;
  status: Device['status'];
  lastSeenAt: Date | null;
  createdAt: Date;
  tenantId: number;
  factoryNumber: string | null;
  model: string | null;
  industry: Industry;
  customer: NamedRef | null;
  maintainer: NamedRef | null;
  administrator: NamedRef | null;
  location: string | null;
  receiveAlarm: boolean;
  customParams: CustomParam[];
  decommissionedAt: Date | null;
};

/** A new or rotated MQTT credential: the password appears here once and is never stored or shown again. */
export type IssuedCredential = { username: string; password: string };

/** A device password: 192 random bits, base64url (32 characters). */
const newDevicePassword = () => randomBytes(24).toString('base64url');

/** Tells list subscribers in scope of the tenant that the archives (and the kanbans' device list) changed. */
function announce(pubsub: PubSub, tenantId: number): void {
  const version = Date.now();
  pubsub.publish('TABLE_VERSION', { table: DEVICE_ARCHIVE_TABLE, version, tenantId });
  pubsub.publish('TABLE_VERSION', { table: 'device', version, tenantId });
}

/** A device of the caller's scope by id (1030001 otherwise); `active` refuses a logged-out one (1030002). */
export async function archiveDevice(em: EntityManager, idArg: string | number, active = true): Promise<Device> {
  const id = typeof idArg === 'number' ? idArg : parseId(idArg, 'deviceId');
  const device = await em.findOne(Device, { id });
  if (!device) throw new AppError(ERRNO.deviceArchiveNotFound);
  if (active && device.decommissionedAt) throw new AppError(ERRNO.deviceLoggedOut);
  return device;
}

/** A list a device keeps in order (its declared attributes, its alarm rules): rows with the device, its tenant and a position. */
type DeviceListRow = { device: unknown; tenant: unknown; position: number };

/**
 * Replaces a device's ordered list in one transaction (every old row removed, the new ones
 * written in order), then tells every instance's ingest to read the device again (it keeps its
 * rules in memory), and answers the stored list.
 */
export async function replaceDeviceList<T extends DeviceListRow>(
  em: EntityManager,
  device: Device,
  entity: EntityClass<T>,
  rows: readonly Omit<RequiredEntityData<T>, keyof DeviceListRow>[],
  pubsub: PubSub,
  reason: DeviceChangedEvent['reason'],
): Promise<T[]> {
  const ofDevice = { device: device.id } as FilterQuery<T>;
  await em.transactional(async (tx) => {
    await tx.nativeDelete(entity, ofDevice);
    rows.forEach((row, position) => tx.create(entity, { ...row, tenant: device.tenant, device: device.id, position } as unknown as RequiredEntityData<T>));
    await tx.flush();
  });
  await pubsub.publishConfirmed('DEVICE_CHANGED', { uuid: device.uuid, reason });
  return em.find(entity, ofDevice, { orderBy: { position: 'asc' } as OrderDefinition<T> });
}

/** Archive views of devices: their products, customers, maintainers and administrators read in one query each (no N+1). */
export async function archiveViews(em: EntityManager, devices: Device[]): Promise<ArchiveView[]> {
  if (!devices.length) return [];
  const ids = (xs: (number | undefined | null)[]) => [...new Set(xs.filter((x): x is number => typeof x === 'number'))];
  const productIds = ids(devices.map((d) => d.product?.id));
  const products = productIds.length ? await em.find(Product, { id: { $in: productIds } }) : [];
  const productById = new Map(products.map((p) => [p.id, p]));
  const customerIds = ids(products.map((p) => p.customer?.id));
  const customers = customerIds.length ? await em.find(Customer, { id: { $in: customerIds } }, { fields: ['id', 'name'] }) : [];
  const customerById = new Map(customers.map((c) => [c.id, { id: c.id, name: c.name }]));
  const admins = await em.find(DeviceBinding, { device: { $in: devices.map((d) => d.id) }, role: 'Administrator' });
  const userIds = ids([...devices.map((d) => d.maintainerUser?.id), ...admins.map((b) => b.user.id)]);
  const users = userIds.length ? await em.find(User, { id: { $in: userIds } }, { fields: ['id', 'name'] }) : [];
  const userById = new Map(users.map((u) => [u.id, { id: u.id, name: u.name }]));
  const adminOf = new Map(admins.map((b) => [b.device.id, userById.get(b.user.id) ?? null]));
  return devices.map((d) => {
    const product = d.product ? productById.get(d.product.id) : undefined;
    return {
      id: d.id,
      uuid: d.uuid,
      devalias: d.devalias,
      status: d.status,
      lastSeenAt: d.lastSeenAt ?? null,
      createdAt: d.createdAt,
      tenantId: d.tenant.id,
      factoryNumber: product?.manufacturingCode ?? null,
      model: product?.model ?? null,
      industry: product?.industry ?? 'other',
      customer: product?.customer ? (customerById.get(product.customer.id) ?? null) : null,
      maintainer: d.maintainerUser ? (userById.get(d.maintainerUser.id) ?? null) : null,
      administrator: adminOf.get(d.id) ?? null,
      location: d.location ?? null,
      receiveAlarm: d.receiveAlarm,
      customParams: d.customParams ?? [],
      decommissionedAt: d.decommissionedAt ?? null,
    };
  });
}

export const ARCHIVE_SORT_KEYS = ['devalias', 'factoryNumber', 'model', 'createdAt'] as const;
export type ArchiveSortKey = (typeof ARCHIVE_SORT_KEYS)[number];
export const ARCHIVE_STATES = ['active', 'loggedOut', 'all'] as const;
export type ArchiveState = (typeof ARCHIVE_STATES)[number];

export type ArchiveListQuery = PageRequest & {
  search?: string | null;
  factoryNumber?: string | null;
  customerId?: string | null;
  state?: ArchiveState | null;
  sortKey?: ArchiveSortKey | null;
  sortDirection?: SortDirection | null;
};

const like = (text: string) => `%${text}%`;

/** The archive list: searched, filtered, sorted and paged in the database, in the caller's scope. */
export async function listDeviceArchives(em: EntityManager, query: ArchiveListQuery): Promise<Page<ArchiveView>> {
  const and: FilterQuery<Device>[] = [];
  const state = query.state ?? 'active';
  if (state === 'active') and.push({ decommissionedAt: null });
  else if (state === 'loggedOut') and.push({ decommissionedAt: { $ne: null } });
  const search = query.search?.trim();
  if (search) {
    const pattern = like(search);
    and.push({ $or: [{ devalias: { $like: pattern } }, { uuid: { $like: pattern } }, { product: { manufacturingCode: { $like: pattern } } }, { product: { model: { $like: pattern } } }] });
  }
  const factoryNumber = query.factoryNumber?.trim();
  if (factoryNumber) and.push({ product: { manufacturingCode: { $like: like(factoryNumber) } } });
  if (query.customerId) {
    const customerId = parseId(query.customerId, 'customerId');
    // A customer record outside the caller's scope filters like a missing one: nothing, rather than the caller's own machines linked to it.
    const visible = (await em.count(Customer, { id: customerId })) > 0;
    and.push(visible ? { product: { customer: customerId } } : { id: { $in: [] } });
  }
  const dir = (query.sortDirection ?? 'asc') as QueryOrder.ASC | QueryOrder.DESC | 'asc' | 'desc';
  const sortKey = query.sortKey ?? 'devalias';
  const orderBy =
    sortKey === 'factoryNumber' ? [{ product: { manufacturingCode: dir } }, { id: dir }] : sortKey === 'model' ? [{ product: { model: dir } }, { id: dir }] : [{ [sortKey]: dir }, { id: dir }];
  const page = await findPage(em, Device, and.length ? { $and: and } : {}, { orderBy: orderBy as never }, TABLE_PAGING, query);
  return { ...page, items: await archiveViews(em, page.items) };
}

/**
 * The tenant a customer's machine belongs to: the customer's own tenant node when its people sign
 * in (so they see their machines), else the roster's tenant that keeps the record (the customers
 * model in docs/architecture.md). `accountTenant` is set only by the seed and the migration, inside
 * the roster tenant's tree.
 */
function machineTenantOf(customer: Customer): number {
  return customer.accountTenant?.id ?? customer.tenant.id;
}

/** The choices of the form's owning customer and maintainer: customers and users of the caller's tenants, by name (at most 500 each). */
export async function archiveChoices(em: EntityManager): Promise<{ customers: NamedRef[]; members: NamedRef[] }> {
  const customers = await em.find(Customer, {}, { fields: ['id', 'name'], orderBy: { name: 'asc', id: 'asc' }, limit: 500 });
  const members = await em.find(User, {}, { fields: ['id', 'name'], orderBy: { name: 'asc', id: 'asc' }, limit: 500 });
  return { customers: customers.map((c) => ({ id: c.id, name: c.name })), members: members.map((u) => ({ id: u.id, name: u.name })) };
}

/** One archive of the caller's scope (logged-out ones too). */
export async function getDeviceArchive(em: EntityManager, idArg: string): Promise<ArchiveView> {
  const device = await archiveDevice(em, idArg, false);
  return (await archiveViews(em, [device]))[0];
}

/** The form rules, then the references: customer and maintainer must be in the caller's scope (errorno 1003 with every problem). */
async function checkedInput(em: EntityManager, input: DeviceArchiveInput) {
  const errors: FieldError[] = validateDeviceArchive(input);
  let customer: Customer | null = null;
  if (input.customerId) {
    customer = await em.findOne(Customer, { id: parseId(input.customerId, 'customerId') });
    if (!customer) errors.push({ field: 'customerId', key: 'reference_unknown' });
  }
  let maintainer: User | null = null;
  if (input.maintainerId) {
    maintainer = await em.findOne(User, { id: parseId(input.maintainerId, 'maintainerId') });
    if (!maintainer) errors.push({ field: 'maintainerId', key: 'reference_unknown' });
  }
  if (errors.length) throw formInvalid(errors);
  return {
    customer,
    maintainer,
    factoryNumber: input.factoryNumber.trim(),
    devalias: input.devalias.trim(),
    model: input.model.trim(),
    location: input.location?.trim() || null,
    customParams: normalizeCustomParams(input.customParams),
  };
}

/**
 * The factory number (SN) is unique across all tenants (errorno 1132004): the public repair pages
 * find "the machine of an SN" with no caller, so a second archive of the same number in another
 * tenant would take over the first one's public reports. Whether a number exists is no secret:
 * the public repair form answers it to anyone.
 */
async function refuseTakenFactoryNumber(em: EntityManager, factoryNumber: string, exceptProductId?: number): Promise<void> {
  // Inside the write's transaction, under the number's lock: of two requests registering one number, the second is refused.
  await lockKeys(em, `factory-number:${factoryNumber}`);
  const taken = await em.count(Product, { manufacturingCode: factoryNumber, ...(exceptProductId ? { id: { $ne: exceptProductId } } : {}) }, { filters: false });
  if (taken > 0) throw new AppError(ERRNO.deviceSnExists);
}

/**
 * Registers a machine: its product archive, the device, its MQTT credential (a random password,
 * kept only as an argon2id hash and answered here once) and the caller bound as its administrator,
 * in one transaction. The device belongs to the owning customer's tenant, or to the caller's.
 */
export async function createDeviceArchive(
  em: EntityManager,
  caller: { userId: number; tenantId: number },
  input: DeviceArchiveInput,
  pubsub: PubSub,
): Promise<{ archive: ArchiveView; credential: IssuedCredential }> {
  const values = await checkedInput(em, input);
  const uuid = randomUUID();
  const password = newDevicePassword();
  const passwordHash = await hashPassword(password);
  const tenantId = values.customer ? machineTenantOf(values.customer) : caller.tenantId;
  const device = await em.transactional(async (tx) => {
    await refuseTakenFactoryNumber(tx, values.factoryNumber);
    const tenant = tx.getReference(Tenant, tenantId);
    const product = tx.create(Product, {
      uuid: `prd-${uuid}`,
      tenant,
      model: values.model,
      manufacturingCode: values.factoryNumber,
      maintainer: values.maintainer?.name ?? null,
      customer: values.customer ? tx.getReference(Customer, values.customer.id) : null,
      industry: input.industry ?? 'other',
    });
    const created = tx.create(Device, {
      uuid,
      devalias: values.devalias,
      product,
      tenant,
      location: values.location,
      receiveAlarm: input.receiveAlarm ?? false,
      customParams: values.customParams,
      maintainerUser: values.maintainer ? tx.getReference(User, values.maintainer.id) : null,
    });
    tx.create(DeviceCredential, { device: created, username: uuid, passwordHash });
    tx.create(DeviceBinding, { device: created, user: tx.getReference(User, caller.userId), role: 'Administrator', tenant });
    await tx.flush();
    return created;
  });
  announce(pubsub, tenantId);
  return { archive: (await archiveViews(em, [device]))[0], credential: { username: uuid, password } };
}

/**
 * Edits an archive in scope. A new owning customer moves the device, its archive, attributes,
 * bindings and QR codes to the customer's tenant, in one transaction.
 */
export async function updateDeviceArchive(em: EntityManager, idArg: string, input: DeviceArchiveInput, pubsub: PubSub): Promise<ArchiveView> {
  const device = await archiveDevice(em, idArg);
  const values = await checkedInput(em, input);
  const product = device.product ? await em.findOne(Product, { id: device.product.id }) : null;
  // A link outside the caller's tenants (the maker's roster record or member, seen from the
  // customer's own tenant) shows empty in its form and is kept as it is: saving must not drop it.
  const hiddenCustomer = product?.customer && !(await em.count(Customer, { id: product.customer.id })) ? product.customer.id : null;
  const hiddenMaintainer = device.maintainerUser && !(await em.count(User, { id: device.maintainerUser.id })) ? device.maintainerUser.id : null;
  const fromTenant = device.tenant.id;
  const toTenant = !hiddenCustomer && values.customer ? machineTenantOf(values.customer) : fromTenant;
  await em.transactional(async (tx) => {
    await refuseTakenFactoryNumber(tx, values.factoryNumber, product?.id);
    const tenant = tx.getReference(Tenant, toTenant);
    const archive =
      product ?? tx.create(Product, { uuid: `prd-${device.uuid}`, tenant, model: values.model, manufacturingCode: values.factoryNumber, industry: input.industry ?? 'other' });
    tx.assign(archive, {
      tenant,
      model: values.model,
      manufacturingCode: values.factoryNumber,
      maintainer: hiddenMaintainer ? archive.maintainer : (values.maintainer?.name ?? null),
      customer: hiddenCustomer ? tx.getReference(Customer, hiddenCustomer) : values.customer ? tx.getReference(Customer, values.customer.id) : null,
      industry: input.industry ?? archive.industry ?? 'other',
    });
    tx.assign(device, {
      tenant,
      product: archive,
      devalias: values.devalias,
      location: values.location,
      receiveAlarm: input.receiveAlarm ?? false,
      customParams: values.customParams,
      maintainerUser: hiddenMaintainer ? tx.getReference(User, hiddenMaintainer) : values.maintainer ? tx.getReference(User, values.maintainer.id) : null,
    });
    await tx.flush();
    if (toTenant !== fromTenant) {
      for (const entity of [DeviceAttribute, DeviceBinding, DeviceQrCode] as const) {
        await tx.nativeUpdate(entity as typeof DeviceAttribute, { device: device.id }, { tenant: toTenant });
      }
      // The former tenant's people may hold its password: it stops working, as on rotation.
      await tx.nativeDelete(DeviceCredential, { device: device.id });
      await dropBindingsOutside(tx, device.id, toTenant);
    }
  });
  if (toTenant !== fromTenant) {
    // Every instance forgets the credential and closes the device's connections before this
    // answers; the ingest reads the device (and the tenant its live events are scoped by) again,
    // and its subscriptions are checked again (a subscriber outside the new tenant is ended).
    await pubsub.publishConfirmed('DEVICE_CHANGED', { uuid: device.uuid, reason: 'moved' });
    announce(pubsub, fromTenant);
  }
  announce(pubsub, toTenant);
  return (await archiveViews(em, [device]))[0];
}

/** A device's bindings change one request at a time (one administrator, no binding twice): checks and writes run under this lock. */
export const lockBindings = (tx: EntityManager, deviceId: number) => lockKeys(tx, `device-bindings:${deviceId}`);

/**
 * After a move, the bindings of users who cannot see the new tenant go (the former customer's
 * people): none of them stays the machine's hidden administrator or observer. When the
 * administrator goes, the machine has none until one is bound (bindDeviceUser takes an
 * Administrator while there is none). Under the bindings' lock, as bind, unbind and transfer.
 */
async function dropBindingsOutside(tx: EntityManager, deviceId: number, tenantId: number): Promise<void> {
  await lockBindings(tx, deviceId);
  const bindings = await tx.find(DeviceBinding, { device: deviceId }, { filters: false });
  if (!bindings.length) return;
  const users = new Map((await tx.find(User, { id: { $in: bindings.map((b) => b.user.id) } }, { filters: false, fields: ['id', 'role', 'tenant'] })).map((u) => [u.id, u]));
  const links = await tenantLinks(tx);
  const sees = (userId: number) => {
    const user = users.get(userId);
    return !!user && TenantScope.forUser(user.role, user.tenant.id, links).includes(tenantId);
  };
  const gone = bindings.filter((b) => !sees(b.user.id));
  if (gone.length) await tx.nativeDelete(DeviceBinding, { id: { $in: gone.map((b) => b.id) } }, { filters: false });
}

/**
 * A new MQTT password for a device in scope: the old one stops working at once (every instance
 * forgets it and closes the device's open connections before this answers).
 */
export async function rotateDeviceCredential(em: EntityManager, idArg: string, pubsub: PubSub): Promise<IssuedCredential> {
  const device = await archiveDevice(em, idArg);
  const password = newDevicePassword();
  const passwordHash = await hashPassword(password);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(DeviceCredential, { device: device.id });
    tx.create(DeviceCredential, { device: tx.getReference(Device, device.id), username: device.uuid, passwordHash });
    await tx.flush();
  });
  await pubsub.publishConfirmed('DEVICE_CHANGED', { uuid: device.uuid, reason: 'credentials' });
  return { username: device.uuid, password };
}

/** The caller's binding role on a device, or null. */
export async function bindingOf(em: EntityManager, deviceId: number, userId: number): Promise<DeviceBinding | null> {
  return em.findOne(DeviceBinding, { device: deviceId, user: userId });
}

/**
 * Logs a device out (spec part 2 section 4): only its administrator, confirmed with their own
 * password (counted like a sign-in attempt: 1001 after too many wrong ones; 1030006 for a wrong
 * one). In one transaction the device is marked logged out and its credential and every binding
 * removed; then every instance closes its connections and the ingest refuses its data.
 */
export async function decommissionDevice(
  em: EntityManager,
  throttle: LoginThrottle,
  caller: { userId: number; ip?: string },
  idArg: string,
  password: string,
  pubsub: PubSub,
): Promise<ArchiveView> {
  if (!password) throw formInvalid([{ field: 'password', key: 'login_password_required' }]);
  const device = await archiveDevice(em, idArg);
  const binding = await bindingOf(em, device.id, caller.userId);
  if (binding?.role !== 'Administrator') throw new AppError(ERRNO.notDeviceAdministrator);
  const user = await em.findOne(User, { id: caller.userId }, { populate: ['passwordHash'] });
  if (!user) throw new AppError(ERRNO.notDeviceAdministrator);
  if (!(await checkPassword(throttle, user.account, caller.ip, async () => ((await verifyPassword(user.passwordHash, password)) ? user : null)))) throw new AppError(ERRNO.confirmPasswordWrong);
  const now = new Date();
  await em.transactional(async (tx) => {
    const changed = await tx.nativeUpdate(Device, { id: device.id, decommissionedAt: null }, { decommissionedAt: now, status: 'Offline', statusAt: now });
    if (!changed) throw new AppError(ERRNO.deviceLoggedOut);
    await tx.nativeDelete(DeviceBinding, { device: device.id });
    await tx.nativeDelete(DeviceCredential, { device: device.id });
  });
  await pubsub.publishConfirmed('DEVICE_CHANGED', { uuid: device.uuid, reason: 'decommissioned' });
  announce(pubsub, device.tenant.id);
  const fresh = await em.findOne(Device, { id: device.id }, { refresh: true });
  return (await archiveViews(em, [fresh!]))[0];
}
