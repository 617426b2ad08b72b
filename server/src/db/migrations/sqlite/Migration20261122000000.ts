import { Migration } from '@mikro-orm/migrations';

/** Initial schema: tenants, users, sessions, role policies. */
export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `role_policy` (`id` integer not null primary key autoincrement, `role` text not null, `path` text not null, `method` text not null)");
    this.addSql("create index `role_policy_role_index` on `role_policy` (`role`)");
    this.addSql("create unique index `role_policy_role_path_method_unique` on `role_policy` (`role`, `path`, `method`)");
    this.addSql("create table `tenant` (`id` integer not null primary key autoincrement, `name` text not null, `oem_code` text null, `level` text not null default 'company', `parent_id` integer null, `created_at` datetime not null, constraint `tenant_parent_id_foreign` foreign key(`parent_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql("create index `tenant_oem_code_index` on `tenant` (`oem_code`)");
    this.addSql("create index `tenant_parent_id_index` on `tenant` (`parent_id`)");
    this.addSql("create table `app_user` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `name` text not null, `account` text not null, `role` text not null, `phone` text null, `email` text null, `password_hash` text not null, `language` text null, `avatar_url` text null, `created_at` datetime not null, `updated_at` datetime not null, constraint `app_user_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql("create index `app_user_tenant_id_index` on `app_user` (`tenant_id`)");
    this.addSql("create unique index `app_user_account_unique` on `app_user` (`account`)");
    this.addSql("create table `session` (`id` integer not null primary key autoincrement, `user_id` integer not null, `token_hash` text not null, `created_at` datetime not null, `expires_at` datetime not null, `revoked_at` datetime null, `ip` text null, `user_agent` text null, constraint `session_user_id_foreign` foreign key(`user_id`) references `app_user`(`id`) on delete cascade on update cascade)");
    this.addSql("create index `session_user_id_index` on `session` (`user_id`)");
    this.addSql("create unique index `session_token_hash_unique` on `session` (`token_hash`)");
  }
}
