import { Migration } from '@mikro-orm/migrations';

/** Live machine data: customers, products, devices and their MQTT credentials, status changes, alarms, piece counts, parameter formats, work shifts. */
export class Migration20261122010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `parameter_format` (`id` integer not null primary key autoincrement, `key` text not null, `type` text not null, `unit` text null)");
    this.addSql("create unique index `parameter_format_key_unique` on `parameter_format` (`key`)");
    this.addSql("create table `customer` (`id` integer not null primary key autoincrement, `name` text not null, `address` text null, `contact_way` text null, `location` text null, `tenant_id` integer null, constraint `customer_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete set null on update cascade)");
    this.addSql("create index `customer_tenant_id_index` on `customer` (`tenant_id`)");
    this.addSql("create table `product` (`id` integer not null primary key autoincrement, `uuid` text not null, `model` text not null, `manufacturing_code` text not null, `maintainer` text null, `customer_id` integer null, `industry` text not null, `cover_picture` json null, `planned_run_seconds_per_item` double null, constraint `product_customer_id_foreign` foreign key(`customer_id`) references `customer`(`id`) on delete set null on update cascade)");
    this.addSql("create unique index `product_uuid_unique` on `product` (`uuid`)");
    this.addSql("create index `product_customer_id_index` on `product` (`customer_id`)");
    this.addSql("create table `device` (`id` integer not null primary key autoincrement, `uuid` text not null, `devalias` text not null, `product_id` integer null, `tenant_id` integer not null, `status` text not null default 'Offline', `status_at` datetime null, `last_seen_at` datetime null, `created_at` datetime not null, constraint `device_product_id_foreign` foreign key(`product_id`) references `product`(`id`) on delete set null on update cascade, constraint `device_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql("create unique index `device_uuid_unique` on `device` (`uuid`)");
    this.addSql("create index `device_product_id_index` on `device` (`product_id`)");
    this.addSql("create index `device_tenant_id_index` on `device` (`tenant_id`)");
    this.addSql("create table `status_change` (`id` integer not null primary key autoincrement, `device_id` integer not null, `status` text not null, `at` datetime not null, constraint `status_change_device_id_foreign` foreign key(`device_id`) references `device`(`id`) on delete cascade on update cascade)");
    this.addSql("create index `status_change_device_id_at_index` on `status_change` (`device_id`, `at`)");
    this.addSql("create unique index `status_change_device_id_at_status_unique` on `status_change` (`device_id`, `at`, `status`)");
    this.addSql("create table `piece_count` (`id` integer not null primary key autoincrement, `device_id` integer not null, `count` integer not null, `at` datetime not null, constraint `piece_count_device_id_foreign` foreign key(`device_id`) references `device`(`id`) on delete cascade on update cascade)");
    this.addSql("create unique index `piece_count_device_id_at_unique` on `piece_count` (`device_id`, `at`)");
    this.addSql("create table `device_credential` (`id` integer not null primary key autoincrement, `device_id` integer not null, `username` text not null, `password_hash` text not null, constraint `device_credential_device_id_foreign` foreign key(`device_id`) references `device`(`id`) on delete cascade on update cascade)");
    this.addSql("create index `device_credential_device_id_index` on `device_credential` (`device_id`)");
    this.addSql("create unique index `device_credential_username_unique` on `device_credential` (`username`)");
    this.addSql("create table `alarm` (`id` integer not null primary key autoincrement, `device_id` integer not null, `text` text not null, `at` datetime not null, constraint `alarm_device_id_foreign` foreign key(`device_id`) references `device`(`id`) on delete cascade on update cascade)");
    this.addSql("create unique index `alarm_device_id_at_text_unique` on `alarm` (`device_id`, `at`, `text`)");
    this.addSql("create table `work_shift` (`id` integer not null primary key autoincrement, `name` text not null, `start` text not null, `end` text not null)");
  }
}
