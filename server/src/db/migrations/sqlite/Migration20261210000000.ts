import { Migration } from '@mikro-orm/migrations';

/** Maintenance plans (machines, inspection items, schedule and the scheduler cursor) and the check orders they generate, unique per plan, machine and date. */
export class Migration20261210000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `maintenance_plan` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `name` text not null, `first_date` text not null, `cycle` integer not null, `unit` text not null, `days_ahead` integer not null, `mode` text not null, `dispatch_time` text not null, `machines` json not null, `items` json not null, `principal_id` integer null, `principal_alias` text not null, `address` text not null default '', `pictures` json not null, `attachments` json not null, `next_due_date` text null, `next_dispatch_at` datetime null, `last_due_date` text null, `create_time` datetime not null, `update_time` datetime not null, `version` integer not null default 1, constraint `maintenance_plan_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `maintenance_plan_principal_id_foreign` foreign key(`principal_id`) references `app_user`(`id`) on delete set null on update cascade)");
    this.addSql('create index `maintenance_plan_tenant_id_index` on `maintenance_plan` (`tenant_id`)');
    this.addSql('create index `maintenance_plan_principal_id_index` on `maintenance_plan` (`principal_id`)');
    this.addSql('create index `maintenance_plan_next_dispatch_at_index` on `maintenance_plan` (`next_dispatch_at`)');
    this.addSql('create index `maintenance_plan_tenant_id_create_time_index` on `maintenance_plan` (`tenant_id`, `create_time`)');
    this.addSql("create table `check_order` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `number` text not null, `plan_id` integer null, `plan_name` text not null, `product_id` integer null, `sn` text not null, `model` text not null, `customer` text not null default '', `address` text not null default '', `due_date` text not null, `stage` text not null default 'processing', `items` json not null, `principal_id` integer null, `principal_alias` text not null, `create_time` datetime not null, `update_time` datetime not null, `submitted_at` datetime null, `completed_at` datetime null, `version` integer not null default 1, constraint `check_order_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `check_order_plan_id_foreign` foreign key(`plan_id`) references `maintenance_plan`(`id`) on delete set null on update cascade, constraint `check_order_product_id_foreign` foreign key(`product_id`) references `product`(`id`) on delete set null on update cascade, constraint `check_order_principal_id_foreign` foreign key(`principal_id`) references `app_user`(`id`) on delete set null on update cascade)");
    this.addSql('create index `check_order_tenant_id_index` on `check_order` (`tenant_id`)');
    this.addSql('create unique index `check_order_number_unique` on `check_order` (`number`)');
    this.addSql('create index `check_order_plan_id_index` on `check_order` (`plan_id`)');
    this.addSql('create index `check_order_product_id_index` on `check_order` (`product_id`)');
    this.addSql('create index `check_order_principal_id_index` on `check_order` (`principal_id`)');
    this.addSql('create index `check_order_stage_create_time_index` on `check_order` (`stage`, `create_time`)');
    this.addSql('create index `check_order_tenant_id_create_time_index` on `check_order` (`tenant_id`, `create_time`)');
    this.addSql('create unique index `check_order_plan_id_product_id_due_date_unique` on `check_order` (`plan_id`, `product_id`, `due_date`)');
  }
}
