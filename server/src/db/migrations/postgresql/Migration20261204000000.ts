import { Migration } from '@mikro-orm/migrations';

/**
 * Maintenance members (a profile per user of a member role) and their check-ins; stored system messages with a receipt (read state) per recipient, and work shifts owned by
 * a tenant. The platform-wide shifts of an existing database are copied to every root tenant
 * (one per name), so every device keeps the shifts it followed: a device follows the shifts
 * of its nearest tenant up that has any.
 */
export class Migration20261204000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "system_message" ("id" serial primary key, "type" varchar(20) not null, "title" varchar(50) not null, "content" varchar(500) not null, "sent_at" timestamptz not null, "sender_id" int null, "sender_name" varchar(20) not null, "sender_tenant_id" int not null, "to_everyone" boolean not null)');
    this.addSql('create table "system_message_receipt" ("id" serial primary key, "tenant_id" int not null, "user_id" int not null, "message_id" int not null, "type" varchar(20) not null, "sent_at" timestamptz not null, "read_at" timestamptz null)');
    this.addSql('create index "system_message_receipt_user_id_read_at_sent_at_index" on "system_message_receipt" ("user_id", "read_at", "sent_at")');
    this.addSql('create index "system_message_receipt_user_id_sent_at_index" on "system_message_receipt" ("user_id", "sent_at")');
    this.addSql('alter table "system_message_receipt" add constraint "system_message_receipt_user_id_message_id_unique" unique ("user_id", "message_id")');
    this.addSql('alter table "system_message" add constraint "system_message_sender_id_foreign" foreign key ("sender_id") references "app_user" ("id") on update cascade on delete set null');
    this.addSql('alter table "system_message" add constraint "system_message_sender_tenant_id_foreign" foreign key ("sender_tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "system_message_receipt" add constraint "system_message_receipt_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "system_message_receipt" add constraint "system_message_receipt_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade');
    this.addSql('alter table "system_message_receipt" add constraint "system_message_receipt_message_id_foreign" foreign key ("message_id") references "system_message" ("id") on update cascade on delete cascade');

    this.addSql('alter table "work_shift" add column "tenant_id" int null, add column "updated_at" timestamptz not null default now()');
    this.addSql(
      'insert into "work_shift" ("name", "start", "end", "tenant_id") select w."name", w."start", w."end", t."id" from "work_shift" w cross join "tenant" t ' +
        'where t."parent_id" is null and w."tenant_id" is null and w."id" = (select min(w2."id") from "work_shift" w2 where w2."name" = w."name") order by t."id", w."id"',
    );
    this.addSql('delete from "work_shift" where "tenant_id" is null');
    this.addSql('alter table "work_shift" alter column "tenant_id" set not null, alter column "updated_at" drop default');
    this.addSql('alter table "work_shift" add constraint "work_shift_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "work_shift" add constraint "work_shift_tenant_id_name_unique" unique ("tenant_id", "name")');

    this.addSql('create table "member" ("id" serial primary key, "tenant_id" int not null, "user_id" int not null, "remark_name" varchar(20) not null default \'\', "gender" varchar(10) not null default \'unknown\', "status" varchar(10) not null default \'standby\', "service_customer_id" int null, "location" varchar(100) not null default \'\', "updated_at" timestamptz not null)');
    this.addSql('alter table "member" add constraint "member_user_id_unique" unique ("user_id")');
    this.addSql('create index "member_tenant_id_status_index" on "member" ("tenant_id", "status")');
    this.addSql('create table "member_check_in" ("id" serial primary key, "tenant_id" int not null, "member_id" int not null, "at" timestamptz not null, "place" varchar(100) not null)');
    this.addSql('create index "member_check_in_member_id_at_index" on "member_check_in" ("member_id", "at")');
    this.addSql('alter table "member" add constraint "member_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "member" add constraint "member_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade');
    this.addSql('alter table "member" add constraint "member_service_customer_id_foreign" foreign key ("service_customer_id") references "customer" ("id") on update cascade on delete set null');
    this.addSql('alter table "member_check_in" add constraint "member_check_in_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "member_check_in" add constraint "member_check_in_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade');
  }
}
