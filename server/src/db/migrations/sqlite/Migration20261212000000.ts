import { Migration } from '@mikro-orm/migrations';

/**
 * Pictures and attachments of the public repair report: the passes a drag verification is
 * exchanged for (token hash, SN, address, expiry, when the report spent it) and the files
 * uploaded with them (kind, size, whether the report took them).
 */
export class Migration20261212000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `public_repair_pass` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `token_hash` text not null, `sn` text not null, `product_id` integer not null, `address` text not null, `expires_at` datetime not null, `used_at` datetime null, `created_at` datetime not null, constraint `public_repair_pass_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql("create index `public_repair_pass_tenant_id_index` on `public_repair_pass` (`tenant_id`)");
    this.addSql("create unique index `public_repair_pass_token_hash_unique` on `public_repair_pass` (`token_hash`)");
    this.addSql("create index `public_repair_pass_created_at_index` on `public_repair_pass` (`created_at`)");
    this.addSql("create index `public_repair_pass_expires_at_index` on `public_repair_pass` (`expires_at`)");
    this.addSql("create table `public_repair_upload` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `pass_id` integer not null, `file_id` integer not null, `kind` text not null, `size` integer not null, `sn` text not null, `address` text not null, `claimed` integer not null default false, `created_at` datetime not null, constraint `public_repair_upload_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `public_repair_upload_pass_id_foreign` foreign key(`pass_id`) references `public_repair_pass`(`id`) on delete cascade on update cascade, constraint `public_repair_upload_file_id_foreign` foreign key(`file_id`) references `stored_file`(`id`) on delete cascade on update cascade)");
    this.addSql("create index `public_repair_upload_tenant_id_index` on `public_repair_upload` (`tenant_id`)");
    this.addSql("create index `public_repair_upload_pass_id_index` on `public_repair_upload` (`pass_id`)");
    this.addSql("create index `public_repair_upload_file_id_index` on `public_repair_upload` (`file_id`)");
    this.addSql("create index `public_repair_upload_sn_created_at_index` on `public_repair_upload` (`sn`, `created_at`)");
    this.addSql("create index `public_repair_upload_address_created_at_index` on `public_repair_upload` (`address`, `created_at`)");
  }
}
