import { Migration } from '@mikro-orm/migrations';

/**
 * Customer roster and records (docs/architecture.md, Decisions "customers"). A customer
 * becomes a record of the roster of the maker that registered it: an existing row owned by
 * a customer's own tenant node (a company under a maker) moves to the nearest company above
 * it (the maker) and keeps its node as `account_tenant_id`; a row owned by a top-level tenant
 * stays. Its administrator is the owner's first tenant administrator. New columns (alias,
 * custom parameters, code, contact person, NC account, main business, responsible sales,
 * label, area, status, times), the operation log and the collaborators. The customer table
 * is rebuilt (SQLite adds a required column only so) with foreign keys off, as in
 * Migration20261123000000, so product rows keep their customer.
 */
export class Migration20261202000000 extends Migration {
  override isTransactional(): boolean {
    return false;
  }

  override async up(): Promise<void> {
    this.addSql('pragma foreign_keys = off');
    this.addSql('begin');
    this.addSql(
      "create table `customer__new` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `name` text not null, `alias` text null, `custom_params` json not null, `code` text null, `address` text null, `contact_person` text null, `contact_way` text null, `nc_account` text null, `main_business` text null, `responsible_sales` text null, `label` text null, `country` text null, `province` text null, `city` text null, `location` text null, `status` text not null default 'normal', `deleted_at` datetime null, `created_at` datetime not null, `updated_at` datetime not null, `account_tenant_id` integer null, `admin_id` integer null, `pending_admin_id` integer null, constraint `customer_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `customer_account_tenant_id_foreign` foreign key(`account_tenant_id`) references `tenant`(`id`) on delete set null on update cascade, constraint `customer_admin_id_foreign` foreign key(`admin_id`) references `app_user`(`id`) on delete set null on update cascade, constraint `customer_pending_admin_id_foreign` foreign key(`pending_admin_id`) references `app_user`(`id`) on delete set null on update cascade)",
    );
    // The roster owner of each row owned by a customer's own node: the nearest company above it.
    this.addSql(
      'create temp table `customer_owner` as with recursive `chain`(`cid`, `node`, `depth`) as (' +
        'select c.`id`, t.`parent_id`, 1 from `customer` c join `tenant` t on t.`id` = c.`tenant_id` where t.`level` = \'company\' and t.`parent_id` is not null ' +
        'union all select ch.`cid`, n.`parent_id`, ch.`depth` + 1 from `chain` ch join `tenant` n on n.`id` = ch.`node` where n.`level` <> \'company\' and n.`parent_id` is not null and ch.`depth` < 64) ' +
        'select ch.`cid` as `cid`, ch.`node` as `owner` from `chain` ch join `tenant` n on n.`id` = ch.`node` where n.`level` = \'company\'',
    );
    this.addSql(
      'insert into `customer__new` (`id`, `tenant_id`, `name`, `custom_params`, `address`, `contact_way`, `location`, `status`, `created_at`, `updated_at`, `account_tenant_id`) ' +
        "select c.`id`, coalesce(o.`owner`, c.`tenant_id`), c.`name`, '[]', c.`address`, c.`contact_way`, c.`location`, 'normal', cast(strftime('%s', 'now') as integer) * 1000, cast(strftime('%s', 'now') as integer) * 1000, case when o.`owner` is null then null else c.`tenant_id` end " +
        'from `customer` c left join `customer_owner` o on o.`cid` = c.`id`',
    );
    this.addSql('drop table `customer_owner`');
    // Names are unique in a roster: a name met twice in the same roster keeps the first and numbers the others.
    this.addSql('update `customer__new` set `name` = `name` || \' #\' || `id` where exists (select 1 from `customer__new` d where d.`tenant_id` = `customer__new`.`tenant_id` and d.`name` = `customer__new`.`name` and d.`id` < `customer__new`.`id`)');
    this.addSql("update `customer__new` set `admin_id` = (select min(u.`id`) from `app_user` u where u.`tenant_id` = `customer__new`.`tenant_id` and u.`role` = 'tenant_admin')");
    this.addSql('drop table `customer`');
    this.addSql('alter table `customer__new` rename to `customer`');
    this.addSql('create index `customer_tenant_id_index` on `customer` (`tenant_id`)');
    this.addSql('create index `customer_account_tenant_id_index` on `customer` (`account_tenant_id`)');
    this.addSql('create index `customer_admin_id_index` on `customer` (`admin_id`)');
    this.addSql('create index `customer_pending_admin_id_index` on `customer` (`pending_admin_id`)');
    this.addSql('create index `customer_tenant_id_code_index` on `customer` (`tenant_id`, `code`)');
    this.addSql('create index `customer_tenant_id_status_province_city_index` on `customer` (`tenant_id`, `status`, `province`, `city`)');
    this.addSql('create index `customer_tenant_id_status_name_index` on `customer` (`tenant_id`, `status`, `name`)');
    this.addSql('create unique index `customer_tenant_id_name_unique` on `customer` (`tenant_id`, `name`)');

    this.addSql("create table `customer_log` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `customer_id` integer null, `customer_name` text not null, `operate_type` text not null, `operator_id` integer null, `operator_name` text not null, `detail` text not null default '', `created_at` datetime not null, constraint `customer_log_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `customer_log_customer_id_foreign` foreign key(`customer_id`) references `customer`(`id`) on delete set null on update cascade, constraint `customer_log_operator_id_foreign` foreign key(`operator_id`) references `app_user`(`id`) on delete set null on update cascade)");
    this.addSql('create index `customer_log_tenant_id_index` on `customer_log` (`tenant_id`)');
    this.addSql('create index `customer_log_customer_id_index` on `customer_log` (`customer_id`)');
    this.addSql('create index `customer_log_operator_id_index` on `customer_log` (`operator_id`)');
    this.addSql('create index `customer_log_customer_id_created_at_index` on `customer_log` (`customer_id`, `created_at`)');

    this.addSql('create table `customer_collaborator` (`id` integer not null primary key autoincrement, `customer_id` integer not null, `user_id` integer not null, `created_at` datetime not null, constraint `customer_collaborator_customer_id_foreign` foreign key(`customer_id`) references `customer`(`id`) on delete cascade on update cascade, constraint `customer_collaborator_user_id_foreign` foreign key(`user_id`) references `app_user`(`id`) on delete cascade on update cascade)');
    this.addSql('create index `customer_collaborator_customer_id_index` on `customer_collaborator` (`customer_id`)');
    this.addSql('create index `customer_collaborator_user_id_index` on `customer_collaborator` (`user_id`)');
    this.addSql('create unique index `customer_collaborator_customer_id_user_id_unique` on `customer_collaborator` (`customer_id`, `user_id`)');
    this.addSql('commit');
    this.addSql('pragma foreign_keys = on');
  }
}
