import { Migration } from '@mikro-orm/migrations';

/** Uploaded files: a record per upload (tenant-owned) and a row per distinct blob (the lock of its bytes). */
export class Migration20261124100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `stored_blob` (`id` integer not null primary key autoincrement, `bucket` text not null, `md5name` text not null, `size` integer not null, `created_at` datetime not null)");
    this.addSql("create unique index `stored_blob_bucket_md5name_unique` on `stored_blob` (`bucket`, `md5name`)");
    this.addSql("create table `stored_file` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `bucket` text not null, `md5name` text not null, `filename` text not null, `size` integer not null, `mime` text not null, `kind` text not null, `width` integer null, `height` integer null, `uploader_id` integer null, `created_at` datetime not null, constraint `stored_file_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql("create index `stored_file_tenant_id_index` on `stored_file` (`tenant_id`)");
    this.addSql("create index `stored_file_bucket_md5name_index` on `stored_file` (`bucket`, `md5name`)");
  }
}
