import type { EntityMetadata } from '@mikro-orm/core';
import { TENANT_SCOPE_FILTER, TenantScope } from '../src/core/tenancy';
import { TENANCY_EXEMPT } from '../src/db/entities';
import { Customer } from '../src/modules/customers/customer.entity';
import { customerOf } from '../src/modules/customers/customer.service';
import { Device } from '../src/modules/devices/device.entity';
import { Product } from '../src/modules/products/product.entity';
import { Tenant } from '../src/modules/tenants/tenant.entity';
import { type ServiceDatabase, serviceDatabase } from './support/service-db';

/** The tenant a row belongs to: its `tenant` for tenant-owned rows, itself for a tenant. */
const ownerOf = (row: object): number => (row instanceof Tenant ? row.id : (row as { tenant: { id: number } }).tenant.id);

/**
 * Tenancy by construction: every entity is either tenant-owned (the fail-closed scope
 * filter) or exempt on purpose, and every tenant-owned table shows a caller only its
 * own tenants' rows. Runs on SQLite and on PostgreSQL.
 */
describe('tenancy by construction', () => {
  let db: ServiceDatabase;
  let entities: EntityMetadata[];
  beforeAll(async () => {
    db = await serviceDatabase({ demo: true });
    entities = Object.values(db.orm.getMetadata().getAll()).filter((meta) => !meta.abstract && !meta.embeddable && !meta.virtual);
  });
  afterAll(() => db.close());

  const scoped = () => entities.filter((meta) => meta.filters[TENANT_SCOPE_FILTER]);

  it('classifies every entity: tenant-owned with the scope filter, or exempt with a reason', () => {
    const unclassified = entities.filter((meta) => !meta.filters[TENANT_SCOPE_FILTER] && !TENANCY_EXEMPT[meta.className]).map((m) => m.className);
    expect(unclassified).toEqual([]);
    // A tenant column without the filter fails open: never allowed, exempt or not.
    expect(entities.filter((meta) => meta.properties.tenant && !meta.filters[TENANT_SCOPE_FILTER]).map((m) => m.className)).toEqual([]);
    for (const meta of scoped()) expect(`${meta.className}: ${meta.filters[TENANT_SCOPE_FILTER].default}`).toBe(`${meta.className}: true`);
    // No stale exemptions, and none for an entity that is scoped after all.
    const names = new Set(entities.map((m) => m.className));
    expect(Object.keys(TENANCY_EXEMPT).filter((name) => !names.has(name) || db.orm.getMetadata().find(name)?.filters[TENANT_SCOPE_FILTER])).toEqual([]);
    expect(scoped().map((m) => m.className).sort()).toEqual(['ApiToken', 'CheckOrder', 'Customer', 'CustomerImport', 'CustomerLog', 'Dashboard', 'Device', 'DeviceAlarmRule', 'DeviceAttribute', 'DeviceBinding', 'DeviceQrCode', 'MaintenancePlan', 'Member', 'MemberCheckIn', 'Product', 'ProductDisplayConfig', 'ProductManual', 'PublicRepairPass', 'PublicRepairUpload', 'RepairLookup', 'RepairOrder', 'RepairReminder', 'RepairTimelineEntry', 'StoredFile', 'SystemMessageReceipt', 'TableColumnSetting', 'Tag', 'Tenant', 'User', 'WorkShift']);
  });

  it('fails closed: a tenant-owned table read without a scope throws', async () => {
    for (const meta of scoped()) {
      await expect(db.orm.em.fork().find(meta.className, {})).rejects.toThrow(/tenantScope/);
    }
  });

  it('shows an empty scope nothing, without failing (valid SQL on every dialect)', async () => {
    const em = db.scoped(TenantScope.none());
    for (const meta of scoped()) expect(`${meta.className}: ${(await em.find(meta.className, {})).length}`).toBe(`${meta.className}: 0`);
    expect(await em.find(Device, {}, { populate: ['product'] })).toEqual([]);
  });

  it.each(['rivaladmin', 'tenantadmin', 'qiluadmin', 'customer'])('shows %s only rows of its own tenants in every tenant-owned table', async (account) => {
    const { em, scope } = await db.as(account);
    for (const meta of scoped()) {
      const rows = (await em.find(meta.className, {})) as object[];
      const all = (await db.system().find(meta.className, {})) as object[];
      expect(`${meta.className}: ${rows.filter((r) => !scope.includes(ownerOf(r))).length} foreign`).toBe(`${meta.className}: 0 foreign`);
      expect(rows.length).toBe(all.filter((r) => scope.includes(ownerOf(r))).length);
    }
  });

  it("scopes customers and product archives: a rival sees its own and none of the maker's", async () => {
    const rival = await db.as('rivaladmin');
    expect((await rival.em.find(Customer, {})).map((c) => c.name)).toEqual(['Xihu Granite Cutting']);
    expect((await rival.em.find(Product, {})).map((p) => p.uuid)).toEqual(['prd-hz-w1313-0001']);
    const maker = await db.as('tenantadmin');
    expect((await maker.em.find(Customer, {}, { orderBy: { name: 'asc' } })).map((c) => c.name)).toEqual([
      'Haiyun Marine Fabrication',
      'Pengcheng Electronics Enclosures',
      'Qilu Precision Sheet Metal',
      'Wuzhong Stone & Glass Waterjet',
    ]);
    // A product archive belongs to the tenant of the machine it describes.
    for (const device of await db.system().find(Device, { product: { $ne: null } }, { populate: ['product'] })) {
      expect(device.product!.getEntity().tenant.id).toBe(device.tenant.id);
    }
  });

  it("resolves a product's customer only inside the caller's tenants", async () => {
    const xihu = await db.system().findOneOrFail(Customer, { name: 'Xihu Granite Cutting' });
    expect(await customerOf((await db.as('rivaladmin')).em, xihu.id)).toMatchObject({ name: 'Xihu Granite Cutting' });
    expect(await customerOf((await db.as('tenantadmin')).em, xihu.id)).toBeNull();
    expect(await customerOf(db.scoped(TenantScope.none()), xihu.id)).toBeNull();
  });
});
