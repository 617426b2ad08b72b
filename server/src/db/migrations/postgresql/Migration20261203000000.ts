import { Migration } from '@mikro-orm/migrations';

/**
 * Device archives (issue 16): the archive's own fields on `device` (location, receive-alarm
 * switch, custom parameters, maintainer, logged-out time), declared attributes, user bindings
 * and QR codes; an index on the product archive's factory number.
 */
export class Migration20261203000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "device_qr_code" ("id" serial primary key, "tenant_id" int not null, "code" varchar(32) not null, "factory_number" varchar(100) not null, "remark" varchar(20) null, "state" text check ("state" in ('pending', 'bound')) not null default 'pending', "device_id" int null, "created_at" timestamptz not null, "bound_at" timestamptz null)`);
    this.addSql('alter table "device_qr_code" add constraint "device_qr_code_code_unique" unique ("code")');
    this.addSql('create index "device_qr_code_factory_number_created_at_index" on "device_qr_code" ("factory_number", "created_at")');
    this.addSql(`create table "device_binding" ("id" serial primary key, "tenant_id" int not null, "device_id" int not null, "user_id" int not null, "role" text check ("role" in ('Observer', 'Administrator')) not null, "created_at" timestamptz not null)`);
    this.addSql('alter table "device_binding" add constraint "device_binding_device_id_user_id_unique" unique ("device_id", "user_id")');
    this.addSql(`create table "device_attribute" ("id" serial primary key, "tenant_id" int not null, "device_id" int not null, "identifier" varchar(50) not null, "name" varchar(20) not null, "access" text check ("access" in ('read', 'readWrite')) not null, "standard" boolean not null default false, "data_type" varchar(16) not null, "min" double precision null, "max" double precision null, "unit" varchar(10) null, "step" double precision null, "description" varchar(200) null, "position" int not null)`);
    this.addSql('alter table "device_attribute" add constraint "device_attribute_device_id_identifier_unique" unique ("device_id", "identifier")');
    this.addSql('alter table "device_qr_code" add constraint "device_qr_code_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "device_qr_code" add constraint "device_qr_code_device_id_foreign" foreign key ("device_id") references "device" ("id") on update cascade on delete set null');
    this.addSql('alter table "device_binding" add constraint "device_binding_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "device_binding" add constraint "device_binding_device_id_foreign" foreign key ("device_id") references "device" ("id") on update cascade on delete cascade');
    this.addSql('alter table "device_binding" add constraint "device_binding_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade');
    this.addSql('alter table "device_attribute" add constraint "device_attribute_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "device_attribute" add constraint "device_attribute_device_id_foreign" foreign key ("device_id") references "device" ("id") on update cascade on delete cascade');
    this.addSql('create index "product_manufacturing_code_index" on "product" ("manufacturing_code")');
    this.addSql('alter table "device" add column "location" varchar(100) null, add column "receive_alarm" boolean not null default false, add column "custom_params" jsonb null, add column "maintainer_user_id" int null, add column "decommissioned_at" timestamptz null');
    this.addSql('alter table "device" add constraint "device_maintainer_user_id_foreign" foreign key ("maintainer_user_id") references "app_user" ("id") on update cascade on delete set null');
    this.addSql('create index "device_decommissioned_at_index" on "device" ("decommissioned_at")');
  }
}
