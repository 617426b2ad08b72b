import { Migration } from '@mikro-orm/migrations';

/** Uploaded files: a record per upload (tenant-owned) and a row per distinct blob (the lock of its bytes). */
export class Migration20261124100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "stored_blob" ("id" serial primary key, "bucket" varchar(63) not null, "md5name" varchar(80) not null, "size" int not null, "created_at" timestamptz not null)');
    this.addSql('alter table "stored_blob" add constraint "stored_blob_bucket_md5name_unique" unique ("bucket", "md5name")');
    this.addSql('create table "stored_file" ("id" serial primary key, "tenant_id" int not null, "bucket" varchar(63) not null, "md5name" varchar(80) not null, "filename" varchar(255) not null, "size" int not null, "mime" varchar(100) not null, "kind" varchar(16) not null, "width" int null, "height" int null, "uploader_id" int null, "created_at" timestamptz not null)');
    this.addSql('create index "stored_file_bucket_md5name_index" on "stored_file" ("bucket", "md5name")');
    this.addSql('alter table "stored_file" add constraint "stored_file_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
  }
}
