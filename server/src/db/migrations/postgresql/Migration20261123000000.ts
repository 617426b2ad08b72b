import { Migration } from '@mikro-orm/migrations';

/** The owning tenant of a customer or product row in an existing database; the platform root when nothing else tells. */
const ROOT_TENANT = '(select min("id") from "tenant" where "parent_id" is null)';

/**
 * Tenant-owned customers and product archives: `customer.tenant_id` becomes required (it
 * was optional) and `product.tenant_id` is added (the tenant of the device the archive
 * describes, else its customer's).
 */
export class Migration20261123000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'update "customer" c set "tenant_id" = coalesce((select d."tenant_id" from "device" d join "product" p on p."id" = d."product_id" where p."customer_id" = c."id" order by d."id" limit 1), ' + ROOT_TENANT + ') where c."tenant_id" is null',
    );
    this.addSql('alter table "customer" drop constraint "customer_tenant_id_foreign"');
    this.addSql('alter table "customer" alter column "tenant_id" set not null');
    this.addSql('alter table "customer" add constraint "customer_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "product" add column "tenant_id" int null');
    this.addSql(
      'update "product" p set "tenant_id" = coalesce((select d."tenant_id" from "device" d where d."product_id" = p."id" order by d."id" limit 1), (select c."tenant_id" from "customer" c where c."id" = p."customer_id"), ' + ROOT_TENANT + ')',
    );
    this.addSql('alter table "product" alter column "tenant_id" set not null');
    this.addSql('alter table "product" add constraint "product_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
  }
}
