import { Migration } from '@mikro-orm/migrations';

/**
 * Device archives (issue 16): the archive's own fields on `device` (location, receive-alarm
 * switch, custom parameters, maintainer, logged-out time), declared attributes, user bindings
 * and QR codes; an index on the product archive's factory number.
 */
export class Migration20261203000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `device_qr_code` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `code` text not null, `factory_number` text not null, `remark` text null, `state` text check (`state` in ('pending', 'bound')) not null default 'pending', `device_id` integer null, `created_at` datetime not null, `bound_at` datetime null, constraint `device_qr_code_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `device_qr_code_device_id_foreign` foreign key(`device_id`) references `device`(`id`) on delete set null on update cascade)");
    this.addSql('create index `device_qr_code_tenant_id_index` on `device_qr_code` (`tenant_id`)');
    this.addSql('create unique index `device_qr_code_code_unique` on `device_qr_code` (`code`)');
    this.addSql('create index `device_qr_code_device_id_index` on `device_qr_code` (`device_id`)');
    this.addSql('create index `device_qr_code_factory_number_created_at_index` on `device_qr_code` (`factory_number`, `created_at`)');

    this.addSql("create table `device_binding` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `device_id` integer not null, `user_id` integer not null, `role` text check (`role` in ('Observer', 'Administrator')) not null, `created_at` datetime not null, constraint `device_binding_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `device_binding_device_id_foreign` foreign key(`device_id`) references `device`(`id`) on delete cascade on update cascade, constraint `device_binding_user_id_foreign` foreign key(`user_id`) references `app_user`(`id`) on delete cascade on update cascade)");
    this.addSql('create index `device_binding_tenant_id_index` on `device_binding` (`tenant_id`)');
    this.addSql('create index `device_binding_device_id_index` on `device_binding` (`device_id`)');
    this.addSql('create index `device_binding_user_id_index` on `device_binding` (`user_id`)');
    this.addSql('create unique index `device_binding_device_id_user_id_unique` on `device_binding` (`device_id`, `user_id`)');

    this.addSql("create table `device_attribute` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `device_id` integer not null, `identifier` text not null, `name` text not null, `access` text check (`access` in ('read', 'readWrite')) not null, `standard` integer not null default false, `data_type` text not null, `min` double null, `max` double null, `unit` text null, `step` double null, `description` text null, `position` integer not null, constraint `device_attribute_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `device_attribute_device_id_foreign` foreign key(`device_id`) references `device`(`id`) on delete cascade on update cascade)");
    this.addSql('create index `device_attribute_tenant_id_index` on `device_attribute` (`tenant_id`)');
    this.addSql('create index `device_attribute_device_id_index` on `device_attribute` (`device_id`)');
    this.addSql('create unique index `device_attribute_device_id_identifier_unique` on `device_attribute` (`device_id`, `identifier`)');

    this.addSql('create index `product_manufacturing_code_index` on `product` (`manufacturing_code`)');

    this.addSql('alter table `device` add column `location` text null');
    this.addSql('alter table `device` add column `receive_alarm` integer not null default false');
    this.addSql('alter table `device` add column `custom_params` json null');
    this.addSql('alter table `device` add column `maintainer_user_id` integer null constraint `device_maintainer_user_id_foreign` references `app_user` (`id`) on update cascade on delete set null');
    this.addSql('alter table `device` add column `decommissioned_at` datetime null');
    this.addSql('create index `device_maintainer_user_id_index` on `device` (`maintainer_user_id`)');
    this.addSql('create index `device_decommissioned_at_index` on `device` (`decommissioned_at`)');
  }
}
