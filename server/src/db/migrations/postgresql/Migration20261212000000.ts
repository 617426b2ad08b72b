import { Migration } from '@mikro-orm/migrations';

/**
 * Pictures and attachments of the public repair report: the passes a drag verification is
 * exchanged for (token hash, SN, address, expiry, when the report spent it) and the files
 * uploaded with them (kind, size, whether the report took them).
 */
export class Migration20261212000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "public_repair_pass" ("id" serial primary key, "tenant_id" int not null, "token_hash" varchar(64) not null, "sn" varchar(100) not null, "product_id" int not null, "address" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null)');
    this.addSql('alter table "public_repair_pass" add constraint "public_repair_pass_token_hash_unique" unique ("token_hash")');
    this.addSql('create index "public_repair_pass_created_at_index" on "public_repair_pass" ("created_at")');
    this.addSql('create index "public_repair_pass_expires_at_index" on "public_repair_pass" ("expires_at")');
    this.addSql('create table "public_repair_upload" ("id" serial primary key, "tenant_id" int not null, "pass_id" int not null, "file_id" int not null, "kind" varchar(16) not null, "size" int not null, "sn" varchar(100) not null, "address" varchar(64) not null, "claimed" boolean not null default false, "created_at" timestamptz not null)');
    this.addSql('create index "public_repair_upload_pass_id_index" on "public_repair_upload" ("pass_id")');
    this.addSql('create index "public_repair_upload_file_id_index" on "public_repair_upload" ("file_id")');
    this.addSql('create index "public_repair_upload_sn_created_at_index" on "public_repair_upload" ("sn", "created_at")');
    this.addSql('create index "public_repair_upload_address_created_at_index" on "public_repair_upload" ("address", "created_at")');
    this.addSql('alter table "public_repair_pass" add constraint "public_repair_pass_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "public_repair_upload" add constraint "public_repair_upload_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "public_repair_upload" add constraint "public_repair_upload_pass_id_foreign" foreign key ("pass_id") references "public_repair_pass" ("id") on update cascade on delete cascade');
    this.addSql('alter table "public_repair_upload" add constraint "public_repair_upload_file_id_foreign" foreign key ("file_id") references "stored_file" ("id") on update cascade on delete cascade');
  }
}
