import { Migration } from '@mikro-orm/migrations';

/** Integrator tokens: named, hashed, optionally expiring, revocable, owned by their user's tenant. */
export class Migration20261126000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `api_token` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `user_id` integer not null, `name` text not null, `token_hash` text not null, `hint` text not null, `created_at` datetime not null, `expires_at` datetime null, `last_used_at` datetime null, `revoked_at` datetime null, constraint `api_token_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `api_token_user_id_foreign` foreign key(`user_id`) references `app_user`(`id`) on delete cascade on update cascade)");
    this.addSql('create index `api_token_tenant_id_index` on `api_token` (`tenant_id`)');
    this.addSql('create index `api_token_user_id_index` on `api_token` (`user_id`)');
    this.addSql('create unique index `api_token_token_hash_unique` on `api_token` (`token_hash`)');
    this.addSql('create index `api_token_user_id_revoked_at_index` on `api_token` (`user_id`, `revoked_at`)');
  }
}
