import { MikroORM } from '@mikro-orm/core';
import { dialectOf, ormOptions } from '../src/db/orm';
import { Member } from '../src/modules/members/member.entity';
import { freshDatabase } from './support/database';
import { serviceDatabase } from './support/service-db';

/** Rows as an older schema allowed them: a fresh database migrated up to `to`, with a query helper (backticks become PostgreSQL's quotes), closed and dropped after `arrange`. */
async function fromMigration(to: string, arrange: (db: { orm: MikroORM; q: (text: string, params?: unknown[]) => Promise<any>; now: number | Date; sqlite: boolean }) => Promise<void>): Promise<void> {
  const db = await freshDatabase();
  const config = { dataDir: db.dataDir, databaseUrl: db.databaseUrl };
  const orm = await MikroORM.init(ormOptions(config));
  try {
    await orm.getMigrator().up({ to });
    const sqlite = dialectOf(config) === 'sqlite';
    const sql = orm.em.getConnection();
    const q = (text: string, params: unknown[] = []) => sql.execute(sqlite ? text : text.replace(/`/g, '"'), params);
    await arrange({ orm, q, now: sqlite ? Date.now() : new Date(), sqlite });
  } finally {
    await orm.close(true);
    await db.drop();
  }
}

/** The migrations are the schema: they must match the entities, and carry existing data forward. Runs on SQLite and PostgreSQL. */
describe('migrations', () => {
  it('leave no difference between the entities and the migrated database', async () => {
    const db = await serviceDatabase();
    try {
      const diff = await db.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    } finally {
      await db.close();
    }
  });

  it('give existing customers and product archives their owning tenant, keeping every link', async () => {
    await fromMigration('Migration20261122010000', async ({ orm, q, now, sqlite }) => {
      // Rows as the previous schema allowed them: a customer without tenant, archives without one.
      await q('insert into `tenant` (`id`, `name`, `level`, `parent_id`, `created_at`) values (1, ?, ?, null, ?), (2, ?, ?, null, ?), (3, ?, ?, 2, ?)', ['Platform', 'company', now, 'Maker', 'company', now, 'Customer Co', 'company', now]);
      await q('insert into `customer` (`id`, `name`, `tenant_id`) values (1, ?, null), (2, ?, 3), (3, ?, null)', ['Orphan with a machine', 'Customer Co', 'Orphan alone']);
      await q('insert into `product` (`id`, `uuid`, `model`, `manufacturing_code`, `industry`, `customer_id`) values (1, ?, ?, ?, ?, 1), (2, ?, ?, ?, ?, 2), (3, ?, ?, ?, ?, null)', ['p1', 'M', 'S1', 'laser', 'p2', 'M', 'S2', 'waterjet', 'p3', 'M', 'S3', 'other']);
      await q('insert into `device` (`id`, `uuid`, `devalias`, `product_id`, `tenant_id`, `status`, `created_at`) values (1, ?, ?, 1, 3, ?, ?)', ['d1', 'Machine', 'Offline', now]);

      // Up to the last migration before the customer roster moved these rows (tested below).
      await orm.getMigrator().up({ to: 'Migration20261126000000' });

      const customers = await q('select `id`, `tenant_id` from `customer` order by `id`');
      expect(customers.map((c: { id: number; tenant_id: number }) => [Number(c.id), Number(c.tenant_id)])).toEqual([
        [1, 3], // from the machine its archive describes
        [2, 3], // kept
        [3, 1], // nothing tells: the platform root, where only super_admin sees it
      ]);
      const products = await q('select `id`, `tenant_id`, `customer_id` from `product` order by `id`');
      expect(products.map((p: { id: number; tenant_id: number; customer_id: number | null }) => [Number(p.id), Number(p.tenant_id), p.customer_id === null ? null : Number(p.customer_id)])).toEqual([
        [1, 3, 1], // the device's tenant; its customer link kept
        [2, 3, 2], // its customer's tenant
        [3, 1, null],
      ]);
      // Rebuilding the tables did not run the ON DELETE actions of the rows that point at them.
      expect(Number((await q('select `product_id` from `device` where `id` = 1'))[0].product_id)).toBe(1);
      if (sqlite) expect((await q('pragma foreign_keys'))[0].foreign_keys).toBe(1);
    });
  });
  it("moves customers owned by their own tenant node into the maker's roster, keeping the node as account and every link", async () => {
    await fromMigration('Migration20261126000000', async ({ orm, q, now, sqlite }) => {
      // Maker (1) > China (2) > Shandong (3) > Jinan (4) > customer node (5); a top-level tenant (6) with its own customer row.
      await q(
        'insert into `tenant` (`id`, `name`, `level`, `parent_id`, `created_at`) values (1, ?, ?, null, ?), (2, ?, ?, 1, ?), (3, ?, ?, 2, ?), (4, ?, ?, 3, ?), (5, ?, ?, 4, ?), (6, ?, ?, null, ?)',
        ['Maker', 'company', now, 'China', 'country', now, 'Shandong', 'province', now, 'Jinan', 'city', now, 'Qilu', 'company', now, 'Solo', 'company', now],
      );
      await q('insert into `app_user` (`id`, `name`, `account`, `role`, `password_hash`, `tenant_id`, `created_at`, `updated_at`) values (1, ?, ?, ?, ?, 1, ?, ?), (2, ?, ?, ?, ?, 1, ?, ?)', ['Staff', 'staff', 'maintainer', 'x', now, now, 'Admin', 'admin', 'tenant_admin', 'x', now, now]);
      await q('insert into `customer` (`id`, `name`, `tenant_id`, `address`) values (1, ?, 5, ?), (2, ?, 6, null), (3, ?, 1, null)', ['Qilu', 'Jinan road', 'Solo', 'Qilu']);
      await q('insert into `product` (`id`, `uuid`, `model`, `manufacturing_code`, `industry`, `customer_id`, `tenant_id`) values (1, ?, ?, ?, ?, 1, 5)', ['p1', 'M', 'S1', 'laser']);

      await orm.getMigrator().up();

      const rows = await q('select `id`, `tenant_id`, `account_tenant_id`, `admin_id`, `name`, `address`, `status`, `custom_params` from `customer` order by `id`');
      expect(rows.map((c: any) => [Number(c.id), Number(c.tenant_id), c.account_tenant_id === null ? null : Number(c.account_tenant_id), c.admin_id === null ? null : Number(c.admin_id), c.name, c.status])).toEqual([
        [1, 1, 5, 2, 'Qilu', 'normal'], // into the maker's roster, its node kept as account, the maker's admin administers it
        [2, 6, null, null, 'Solo', 'normal'], // a top-level tenant's row stays
        [3, 1, null, 2, 'Qilu #3', 'normal'], // the same name in the same roster is numbered
      ]);
      expect(rows[0].address).toBe('Jinan road');
      expect(Number((await q('select `customer_id` from `product` where `id` = 1'))[0].customer_id)).toBe(1);
      if (sqlite) expect((await q('pragma foreign_keys'))[0].foreign_keys).toBe(1);
    });
  });

  it('give every user of a member role of an existing database a member profile, once', async () => {
    await fromMigration('Migration20261206000000', async ({ orm, q, now }) => {
      await q('insert into `tenant` (`id`, `name`, `level`, `parent_id`, `created_at`) values (1, ?, ?, null, ?)', ['Maker', 'company', now]);
      const user = (id: number, account: string, role: string) => [id, 1, account, account, role, 'x', now, now];
      await q(
        'insert into `app_user` (`id`, `tenant_id`, `name`, `account`, `role`, `password_hash`, `created_at`, `updated_at`) values (?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?)',
        [...user(1, 'admin', 'tenant_admin'), ...user(2, 'lead', 'maintainadmin'), ...user(3, 'fixer', 'maintainer'), ...user(4, 'had', 'maintainer')],
      );
      await q("insert into `member` (`tenant_id`, `user_id`, `remark_name`, `gender`, `status`, `location`, `updated_at`) values (1, 4, 'Kept', 'unknown', 'working', '', ?)", [now]);

      await orm.getMigrator().up();

      const members = await q('select `user_id`, `remark_name`, `status` from `member` order by `user_id`');
      expect(members.map((m: { user_id: number; remark_name: string; status: string }) => [Number(m.user_id), m.remark_name, m.status])).toEqual([
        [2, '', 'standby'],
        [3, '', 'standby'],
        [4, 'Kept', 'working'], // a profile already there stays as it was
      ]);
      // The backfilled dates read back as dates (the unit of work compares them with what it loaded).
      const em = orm.em.fork();
      expect((await em.find(Member, {}, { filters: false })).every((m) => m.updatedAt instanceof Date && !Number.isNaN(m.updatedAt.getTime()))).toBe(true);
    });
  });

  it('give the platform-wide work shifts of an existing database to every root tenant, one per name', async () => {
    await fromMigration('Migration20261126000000', async ({ orm, q, now }) => {
      await q('insert into `tenant` (`id`, `name`, `level`, `parent_id`, `created_at`) values (1, ?, ?, null, ?), (2, ?, ?, null, ?), (3, ?, ?, 2, ?)', ['Platform', 'company', now, 'Maker', 'company', now, 'Customer Co', 'company', now]);
      await q('insert into `work_shift` (`name`, `start`, `end`) values (?, ?, ?), (?, ?, ?), (?, ?, ?)', ['Day', '08:00', '20:00', 'Day', '09:00', '17:00', 'Night', '20:00', '23:00']);

      await orm.getMigrator().up();

      const shifts = await q('select `tenant_id`, `name`, `start` from `work_shift` order by `tenant_id`, `name`');
      expect(shifts.map((w: { tenant_id: number; name: string; start: string }) => [Number(w.tenant_id), w.name, w.start])).toEqual([
        [1, 'Day', '08:00'],
        [1, 'Night', '20:00'],
        [2, 'Day', '08:00'], // the first of two with one name (names are unique per tenant now)
        [2, 'Night', '20:00'],
      ]);
    });
  });
});
