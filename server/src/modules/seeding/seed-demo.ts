import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import type { HttpMethod, Role } from '../../contract/roles';
import type { Logger } from '../../core/logger';
import { hashPassword } from '../auth/passwords';
import { CHINA } from '../../contract/customers';
import { Customer } from '../customers/customer.entity';
import { COMPONENT_CATALOGUE } from '../../contract/dashboard-components';
import { type CanvasStyle, type ComponentType, DEFAULT_CANVAS_STYLE, validateDashboardContent } from '../../contract/dashboards';
import { Dashboard } from '../dashboards/dashboard.entity';
import { DeviceCredential } from '../devices/device-credential.entity';
import { Device } from '../devices/device.entity';
import type { Industry } from '../devices/device-status';
import { DEFAULT_BUCKET, FILE_LIMITS, type FileEntryValue } from '../../contract/files';
import { fileEntryOf, receiveFile, saveFile } from '../files/file.service';
import type { FileStorage } from '../files/storage';
import { Product } from '../products/product.entity';
import { PRODUCT_MANUAL_TAG_GROUP, type ManualParam, type ShelfStatus } from '../../contract/product-manuals';
import { ProductManual } from '../product-manuals/product-manual.entity';
import { tagsNamed } from '../tags/tag.service';
import { ParameterFormat } from '../telemetry/parameter-format.entity';
import { WorkShift } from '../efficiency/work-shift.entity';
import { RolePolicy } from '../permissions/role-policy.entity';
import { Tenant, type TenantLevel } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { demoMachine } from '../../simulator/demo-machine';
import { type HistoryOptions, seedHistory } from './seed-history';
import type { RepairLookupKind } from '../../contract/repair-orders';
import { RepairLookup } from '../repair-orders/repair-order.entity';
import { addProfileIfMember } from '../members/member.service';

type DemoData = {
  password: string;
  tenants: { key: string; parent?: string; name: string; oemCode?: string; level: TenantLevel }[];
  users: { account: string; name: string; role: Role; tenant: string; phone?: string; email?: string }[];
  policies: Record<string, { path: string; method: HttpMethod }[]>;
  /** MQTT password of every demo device (username = device uuid). */
  devicePassword?: string;
  /**
   * Customer records of a roster: `tenant` registers it (the maker), `account` is the customer's own tenant node
   * when its people sign in, `admin` the account of its roster administrator (else the roster's first tenant administrator).
   */
  customers?: {
    key: string; name: string; tenant: string; account?: string; admin?: string; alias?: string; code?: string; address?: string; contactPerson?: string; contactWay?: string;
    ncAccount?: string; mainBusiness?: string; responsibleSales?: string; label?: string; province?: string; city?: string; location?: string;
  }[];
  /** `covers`: pictures in seeds/files/, stored through the file storage for the product's tenant. */
  products?: { uuid: string; tenant: string; model: string; manufacturingCode: string; maintainer?: string; customer?: string; industry: Industry; plannedRunSecondsPerItem?: number; covers?: string[] }[];
  /** `registeredDaysAgo` dates the device's registration back, so the popularity kanban has a history to show. */
  devices?: { uuid: string; devalias: string; product?: string; tenant: string; registeredDaysAgo?: number }[];
  parameterFormats?: { key: string; type: string; unit?: string }[];
  /** Each tenant's shifts (a device follows those of its nearest tenant up that has any). */
  workShifts?: { tenant: string; name: string; start: string; end: string }[];
  /** Product manuals with their tags; `createdDaysAgo` and `shelvedDaysAgo` date them back. */
  productManuals?: {
    tenant: string;
    name: string;
    model: string;
    description?: string;
    note?: string;
    status: ShelfStatus;
    createdDaysAgo: number;
    shelvedDaysAgo?: number;
    tags?: string[];
    /** Pictures in seeds/files/, stored like the products' covers for the manual's tenant. */
    covers?: string[];
    detailPictures?: FileEntryValue[];
    params?: ManualParam[];
  }[];
  /** Custom dashboards, their components built from the designer's catalogue (`text` for a VText, `device` for a bound component). */
  dashboards?: {
    tenant: string;
    owner: string;
    name: string;
    description?: string;
    canvas?: Partial<CanvasStyle>;
    components: { type: ComponentType; left: number; top: number; width?: number; height?: number; text?: string; device?: string; style?: Record<string, string | number> }[];
  }[];
  /** Repair lookup lists (enterprises, repair types, solution modes, service modes) of a tenant. */
  repairLookups?: { tenant: string; kind: RepairLookupKind; entries: { key: string; label: string }[] }[];
};

/**
 * A demo dashboard's content: each component from the catalogue's template (as the designer
 * drops it) at its place, checked by the same rules as a save, so the demo opens in the designer.
 */
export function demoDashboardContent(dashboard: NonNullable<DemoData['dashboards']>[number]): string {
  const componentData = dashboard.components.map((c, n) => {
    const template = COMPONENT_CATALOGUE[c.type];
    let propValue: unknown = template ? structuredClone(template.propValue) : {};
    if (c.text !== undefined) propValue = c.text;
    if (c.device !== undefined) propValue = { ...(propValue as Record<string, unknown>), uuid: c.device };
    const style: Record<string, unknown> = { ...(template?.style ?? { width: 320, height: 200, rotate: 0, opacity: 1 }), ...c.style, left: c.left, top: c.top };
    if (c.width) style.width = c.width;
    if (c.height) style.height = c.height;
    return { id: `demo-${n + 1}`, component: c.type, label: template?.label.en ?? c.type, ...(template ? { group: template.group } : {}), propValue, style, animations: [], events: {}, isLock: false };
  });
  const json = JSON.stringify({ canvasStyle: { ...DEFAULT_CANVAS_STYLE, ...dashboard.canvas }, componentData });
  const checked = validateDashboardContent(json);
  if (checked.errors) throw new Error(`demo data: dashboard ${dashboard.name} breaks the content rules: ${JSON.stringify(checked.errors)}`);
  return JSON.stringify(checked.content);
}

/** seeds/demo.json at the repository root, from src/ or dist/ alike. */
export const DEMO_FILE = path.resolve(__dirname, '..', '..', '..', '..', 'seeds', 'demo.json');

/** The demo's pictures (product covers), beside demo.json. */
export const DEMO_FILES_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'seeds', 'files');

export function readDemoData(file = DEMO_FILE): DemoData {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoData;
}

/**
 * Loads the demo on first start (no tenants yet), in one transaction, logging progress;
 * with `history`, the devices' past too (`seed-history.ts`). Returns false when the
 * database already had data (nothing is added to it, history included).
 *
 * Product covers go through `storage` as any upload does (the same checks, content-addressed,
 * one record per tenant and picture); without a storage the products get no covers.
 */
export async function seedDemo(em: EntityManager, logger: Logger, data: DemoData = readDemoData(), history?: HistoryOptions, storage?: FileStorage): Promise<boolean> {
  if ((await em.count(Tenant, {})) > 0) return false;
  const devices = data.devices ?? [];
  const steps = data.tenants.length + data.users.length + Object.keys(data.policies).length + devices.length;
  let done = 0;
  const progress = (what: string) => {
    done += 1;
    if (done === steps || done % 5 === 0) logger.info({ done, steps }, `seeding demo data: ${what} (${Math.round((done / steps) * 100)}%)`);
  };
  logger.info({ steps }, 'seeding demo data: start');
  const passwordHash = await hashPassword(data.password);
  // One hash for all demo devices: each still has its own credential row (username = uuid).
  const deviceHash = devices.length ? await hashPassword(data.devicePassword ?? data.password) : '';
  await em.transactional(async (tx) => {
    const byKey = new Map<string, Tenant>();
    for (const t of data.tenants) {
      const tenant = tx.create(Tenant, { name: t.name, oemCode: t.oemCode ?? null, level: t.level, parent: t.parent ? byKey.get(t.parent) : null });
      byKey.set(t.key, tenant);
      tx.persist(tenant);
      progress(`tenant ${t.name}`);
    }
    await tx.flush();
    const tenantOf = (key: string) => {
      const tenant = byKey.get(key);
      if (!tenant) throw new Error(`demo data: unknown tenant key ${key}`);
      return tenant;
    };
    const users = new Map<string, User>();
    for (const u of data.users) {
      const user = tx.create(User, { account: u.account, name: u.name, role: u.role, tenant: byKey.get(u.tenant)!, phone: u.phone ?? null, email: u.email ?? null, passwordHash });
      users.set(u.account, user);
      tx.persist(user);
      await addProfileIfMember(tx, user);
      progress(`user ${u.account}`);
    }
    for (const [role, apis] of Object.entries(data.policies)) {
      for (const api of apis) tx.persist(tx.create(RolePolicy, { role: role as Role, path: api.path, method: api.method }));
      progress(`policy of ${role}`);
    }
    const customers = new Map<string, Customer>();
    for (const c of data.customers ?? []) {
      const { key: _key, tenant, account, admin, province, city, ...fields } = c;
      const roster = tenantOf(tenant);
      const administrator = admin ? users.get(admin) : data.users.filter((u) => u.tenant === tenant && u.role === 'tenant_admin').map((u) => users.get(u.account))[0];
      const customer = tx.create(Customer, {
        ...fields,
        country: province ? CHINA : null,
        province: province ?? null,
        city: city ?? null,
        tenant: roster,
        accountTenant: account ? tenantOf(account) : null,
        admin: administrator ?? null,
      });
      customers.set(c.key, customer);
      tx.persist(customer);
    }
    const stored = new Map<string, FileEntryValue>();
    const cover = async (store: FileStorage, tenant: Tenant, name: string): Promise<FileEntryValue> => {
      const key = `${tenant.id}/${name}`;
      const known = stored.get(key);
      if (known) return known;
      if (!/^[\w-]+\.(png|jpg)$/.test(name)) throw new Error(`demo data: ${name} is not a picture of seeds/files`);
      const file = await receiveFile(store, fs.createReadStream(path.join(DEMO_FILES_DIR, name)), { bucket: DEFAULT_BUCKET, kind: 'picture', maxBytes: FILE_LIMITS.picture, filename: name });
      try {
        const entry = fileEntryOf(await saveFile(tx, store, file, { tenantId: tenant.id, userId: null }));
        stored.set(key, entry);
        return entry;
      } finally {
        await file.staged.discard();
      }
    };
    const products = new Map<string, Product>();
    for (const p of data.products ?? []) {
      const { customer, tenant, covers, ...rest } = p;
      const owner = tenantOf(tenant);
      const coverPicture: FileEntryValue[] = [];
      // One after another: each is a savepoint of this transaction.
      if (storage) for (const name of covers ?? []) coverPicture.push(await cover(storage, owner, name));
      const product = tx.create(Product, { ...rest, tenant: owner, maintainer: p.maintainer ?? null, customer: customer ? customers.get(customer) : null, coverPicture, plannedRunSecondsPerItem: p.plannedRunSecondsPerItem ?? null });
      products.set(p.uuid, product);
      tx.persist(product);
    }
    const seededAt = history?.now ?? Date.now();
    const machines: { device: Device; machine: ReturnType<typeof demoMachine> }[] = [];
    for (const d of devices) {
      const createdAt = new Date(seededAt - (d.registeredDaysAgo ?? 0) * 86_400_000);
      const product = d.product ? products.get(d.product) : undefined;
      const device = tx.create(Device, { uuid: d.uuid, devalias: d.devalias, product: product ?? null, tenant: byKey.get(d.tenant)!, createdAt });
      tx.persist(device);
      tx.persist(tx.create(DeviceCredential, { device, username: d.uuid, passwordHash: deviceHash }));
      machines.push({ device, machine: demoMachine(product) });
      progress(`device ${d.uuid}`);
    }
    for (const f of data.parameterFormats ?? []) tx.persist(tx.create(ParameterFormat, { key: f.key, type: f.type, unit: f.unit ?? null }));
    for (const { tenant, ...w } of data.workShifts ?? []) tx.persist(tx.create(WorkShift, { ...w, tenant: tenantOf(tenant) }));
    for (const m of data.productManuals ?? []) {
      const { tenant: key, createdDaysAgo, shelvedDaysAgo, tags, covers, ...fields } = m;
      const tenant = tenantOf(key);
      const coverPicture: FileEntryValue[] = [];
      if (storage) for (const name of covers ?? []) coverPicture.push(await cover(storage, tenant, name));
      const manual = tx.create(ProductManual, {
        ...fields,
        coverPicture,
        tenant,
        createTime: new Date(seededAt - createdDaysAgo * 86_400_000),
        onTheShelfTime: shelvedDaysAgo === undefined ? null : new Date(seededAt - shelvedDaysAgo * 86_400_000),
      });
      manual.tags.set(await tagsNamed(tx, tenant.id, PRODUCT_MANUAL_TAG_GROUP, tags ?? []));
      tx.persist(manual);
    }
    for (const d of data.dashboards ?? []) {
      const owner = users.get(d.owner);
      if (!owner) throw new Error(`demo data: unknown dashboard owner ${d.owner}`);
      tx.persist(tx.create(Dashboard, { tenant: tenantOf(d.tenant), owner, name: d.name, description: d.description ?? '', content: demoDashboardContent(d), updatedAt: new Date(seededAt) }));
    }
    for (const list of data.repairLookups ?? []) {
      list.entries.forEach((entry, position) => tx.persist(tx.create(RepairLookup, { tenant: tenantOf(list.tenant), kind: list.kind, key: entry.key, label: entry.label, position })));
    }
    if (history && history.days > 0) {
      await tx.flush();
      const started = Date.now();
      logger.info({ days: history.days, devices: machines.length }, 'seeding demo history: start');
      const counts = await seedHistory(tx, logger, machines, { ...history, now: seededAt });
      logger.info({ ...counts, ms: Date.now() - started }, 'seeding demo history: done');
    }
  });
  logger.info('seeding demo data: done');
  return true;
}
