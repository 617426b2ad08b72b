import { Migration } from '@mikro-orm/migrations';

/** Product manuals (with their tags and tag links), the product display configuration per tenant, and saved table columns per user. */
export class Migration20261125000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `tag` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `tag_group` text not null, `name` text not null, constraint `tag_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql("create index `tag_tenant_id_index` on `tag` (`tenant_id`)");
    this.addSql("create index `tag_tag_group_name_index` on `tag` (`tag_group`, `name`)");
    this.addSql("create unique index `tag_tenant_id_tag_group_name_unique` on `tag` (`tenant_id`, `tag_group`, `name`)");
    this.addSql("create table `product_manual` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `name` text not null, `model` text not null, `description` text not null default '', `note` text not null default '', `cover_picture` json not null, `detail_pictures` json not null, `files` json not null, `params` json not null, `status` text not null default 'offshelf', `create_time` datetime not null, `on_the_shelf_time` datetime null, constraint `product_manual_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql("create index `product_manual_model_index` on `product_manual` (`model`)");
    this.addSql("create index `product_manual_name_index` on `product_manual` (`name`)");
    this.addSql("create index `product_manual_status_index` on `product_manual` (`status`)");
    this.addSql("create index `product_manual_status_create_time_index` on `product_manual` (`status`, `create_time`)");
    this.addSql("create index `product_manual_on_the_shelf_time_index` on `product_manual` (`on_the_shelf_time`)");
    this.addSql("create index `product_manual_create_time_index` on `product_manual` (`create_time`)");
    this.addSql("create index `product_manual_tenant_id_index` on `product_manual` (`tenant_id`)");
    this.addSql("create table `product_manual_tag` (`manual_id` integer not null, `tag_id` integer not null, constraint `product_manual_tag_manual_id_foreign` foreign key(`manual_id`) references `product_manual`(`id`) on delete cascade on update cascade, constraint `product_manual_tag_tag_id_foreign` foreign key(`tag_id`) references `tag`(`id`) on delete cascade on update cascade, primary key (`manual_id`, `tag_id`))");
    this.addSql("create index `product_manual_tag_manual_id_index` on `product_manual_tag` (`manual_id`)");
    this.addSql("create index `product_manual_tag_tag_id_index` on `product_manual_tag` (`tag_id`)");
    this.addSql("create table `product_display_config` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `system_menus` json not null, `custom_menus` json not null, `official_account` json not null, `updated_at` datetime not null, constraint `product_display_config_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql("create index `product_display_config_tenant_id_index` on `product_display_config` (`tenant_id`)");
    this.addSql("create unique index `product_display_config_tenant_id_unique` on `product_display_config` (`tenant_id`)");
    this.addSql("create table `table_column_setting` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `user_id` integer not null, `table_name` text not null, `columns` json not null, `updated_at` datetime not null, constraint `table_column_setting_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `table_column_setting_user_id_foreign` foreign key(`user_id`) references `app_user`(`id`) on delete cascade on update cascade)");
    this.addSql("create index `table_column_setting_tenant_id_index` on `table_column_setting` (`tenant_id`)");
    this.addSql("create index `table_column_setting_user_id_index` on `table_column_setting` (`user_id`)");
    this.addSql("create unique index `table_column_setting_user_id_table_name_unique` on `table_column_setting` (`user_id`, `table_name`)");
  }
}
