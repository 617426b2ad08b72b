import { Migration } from '@mikro-orm/migrations';

/** The owning tenant of a customer or product row in an existing database; the platform root when nothing else tells. */
const ROOT_TENANT = '(select min(`id`) from `tenant` where `parent_id` is null)';

/**
 * Tenant-owned customers and product archives: `customer.tenant_id` becomes required (it
 * was optional) and `product.tenant_id` is added (the tenant of the device the archive
 * describes, else its customer's). SQLite changes a column only by rebuilding its table,
 * and dropping a table that others reference would run their ON DELETE actions (device
 * and product rows would lose their product and customer): so foreign keys are off around
 * the rebuild, which therefore runs outside the migrator's transaction, in its own.
 */
export class Migration20261123000000 extends Migration {
  override isTransactional(): boolean {
    return false;
  }

  override async up(): Promise<void> {
    this.addSql('pragma foreign_keys = off');
    this.addSql('begin');
    this.addSql("create table `customer__new` (`id` integer not null primary key autoincrement, `name` text not null, `address` text null, `contact_way` text null, `location` text null, `tenant_id` integer not null, constraint `customer_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql(
      'insert into `customer__new` (`id`, `name`, `address`, `contact_way`, `location`, `tenant_id`) select c.`id`, c.`name`, c.`address`, c.`contact_way`, c.`location`, ' +
        'coalesce(c.`tenant_id`, (select d.`tenant_id` from `device` d join `product` p on p.`id` = d.`product_id` where p.`customer_id` = c.`id` order by d.`id` limit 1), ' + ROOT_TENANT + ') from `customer` c',
    );
    this.addSql('drop table `customer`');
    this.addSql('alter table `customer__new` rename to `customer`');
    this.addSql('create index `customer_tenant_id_index` on `customer` (`tenant_id`)');

    this.addSql("create table `product__new` (`id` integer not null primary key autoincrement, `uuid` text not null, `model` text not null, `manufacturing_code` text not null, `maintainer` text null, `customer_id` integer null, `industry` text not null, `cover_picture` json null, `planned_run_seconds_per_item` double null, `tenant_id` integer not null, constraint `product_customer_id_foreign` foreign key(`customer_id`) references `customer`(`id`) on delete set null on update cascade, constraint `product_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql(
      'insert into `product__new` (`id`, `uuid`, `model`, `manufacturing_code`, `maintainer`, `customer_id`, `industry`, `cover_picture`, `planned_run_seconds_per_item`, `tenant_id`) ' +
        'select p.`id`, p.`uuid`, p.`model`, p.`manufacturing_code`, p.`maintainer`, p.`customer_id`, p.`industry`, p.`cover_picture`, p.`planned_run_seconds_per_item`, ' +
        'coalesce((select d.`tenant_id` from `device` d where d.`product_id` = p.`id` order by d.`id` limit 1), (select c.`tenant_id` from `customer` c where c.`id` = p.`customer_id`), ' + ROOT_TENANT + ') from `product` p',
    );
    this.addSql('drop table `product`');
    this.addSql('alter table `product__new` rename to `product`');
    this.addSql('create unique index `product_uuid_unique` on `product` (`uuid`)');
    this.addSql('create index `product_customer_id_index` on `product` (`customer_id`)');
    this.addSql('create index `product_tenant_id_index` on `product` (`tenant_id`)');
    this.addSql('commit');
    this.addSql('pragma foreign_keys = on');
  }
}
