import { Migration } from '@mikro-orm/migrations';

/** Repair orders: the orders, their timeline entries and the lookup lists (enterprises, repair types, solution modes, service modes), all tenant-owned. */
export class Migration20261205000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `repair_lookup` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `kind` text not null, `key` text not null, `label` text not null, `position` integer not null, constraint `repair_lookup_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql("create index `repair_lookup_tenant_id_index` on `repair_lookup` (`tenant_id`)");
    this.addSql("create unique index `repair_lookup_tenant_id_kind_key_unique` on `repair_lookup` (`tenant_id`, `kind`, `key`)");
    this.addSql("create table `repair_order` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `number` text not null, `state` text not null default 'reported', `type` text not null default '', `service_mode` text not null default '', `solution` text not null default '', `sn` text not null, `model` text not null, `description` text not null, `contact_name` text not null, `mobile` text not null, `email` text not null default '', `company` text not null, `address` text not null default '', `agent` text not null, `allow_query_by_sn` integer not null default false, `pictures` json not null, `attachments` json not null, `remark` text not null default '', `product_id` integer null, `applicant_id` integer null, `principal_id` integer null, `principal_alias` text not null default '', `service_record` text not null default '', `evaluation_overall` integer null, `evaluation_response_speed` integer null, `evaluation_repair_quality` integer null, `evaluation_service_attitude` integer null, `evaluation_comment` text not null default '', `create_time` datetime not null, `update_time` datetime not null, `version` integer not null default 1, constraint `repair_order_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `repair_order_product_id_foreign` foreign key(`product_id`) references `product`(`id`) on delete set null on update cascade, constraint `repair_order_applicant_id_foreign` foreign key(`applicant_id`) references `app_user`(`id`) on delete set null on update cascade, constraint `repair_order_principal_id_foreign` foreign key(`principal_id`) references `app_user`(`id`) on delete set null on update cascade)");
    this.addSql("create index `repair_order_tenant_id_index` on `repair_order` (`tenant_id`)");
    this.addSql("create unique index `repair_order_number_unique` on `repair_order` (`number`)");
    this.addSql("create index `repair_order_product_id_index` on `repair_order` (`product_id`)");
    this.addSql("create index `repair_order_applicant_id_index` on `repair_order` (`applicant_id`)");
    this.addSql("create index `repair_order_principal_id_index` on `repair_order` (`principal_id`)");
    this.addSql("create index `repair_order_sn_index` on `repair_order` (`sn`)");
    this.addSql("create index `repair_order_state_create_time_index` on `repair_order` (`state`, `create_time`)");
    this.addSql("create index `repair_order_tenant_id_create_time_index` on `repair_order` (`tenant_id`, `create_time`)");
    this.addSql("create table `repair_timeline_entry` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `order_id` integer not null, `operate_type` integer not null, `operator_id` integer null, `operator_alias` text not null, `receiver_id` integer null, `receiver_alias` text not null default '', `create_time` datetime not null, constraint `repair_timeline_entry_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `repair_timeline_entry_order_id_foreign` foreign key(`order_id`) references `repair_order`(`id`) on delete cascade on update cascade, constraint `repair_timeline_entry_operator_id_foreign` foreign key(`operator_id`) references `app_user`(`id`) on delete set null on update cascade, constraint `repair_timeline_entry_receiver_id_foreign` foreign key(`receiver_id`) references `app_user`(`id`) on delete set null on update cascade)");
    this.addSql("create index `repair_timeline_entry_tenant_id_index` on `repair_timeline_entry` (`tenant_id`)");
    this.addSql("create index `repair_timeline_entry_order_id_index` on `repair_timeline_entry` (`order_id`)");
    this.addSql("create index `repair_timeline_entry_operator_id_index` on `repair_timeline_entry` (`operator_id`)");
    this.addSql("create index `repair_timeline_entry_receiver_id_index` on `repair_timeline_entry` (`receiver_id`)");
    this.addSql("create index `repair_timeline_entry_order_id_create_time_index` on `repair_timeline_entry` (`order_id`, `create_time`)");
  }
}
