import { Migration } from '@mikro-orm/migrations';

/** Custom dashboards: tenant-owned, owned by a user, listed per tenant by update time. */
export class Migration20261201000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `dashboard` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `name` text not null, `description` text not null default '', `content` text not null, `cover_icon` text null, `owner_id` integer not null, `updated_at` datetime not null, `version` integer not null default 1, constraint `dashboard_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `dashboard_owner_id_foreign` foreign key(`owner_id`) references `app_user`(`id`) on delete cascade on update cascade)");
    this.addSql('create index `dashboard_tenant_id_index` on `dashboard` (`tenant_id`)');
    this.addSql('create index `dashboard_owner_id_index` on `dashboard` (`owner_id`)');
    this.addSql('create index `dashboard_tenant_id_updated_at_index` on `dashboard` (`tenant_id`, `updated_at`)');
  }
}
