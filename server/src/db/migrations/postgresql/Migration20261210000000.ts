import { Migration } from '@mikro-orm/migrations';

/** Maintenance plans (machines, inspection items, schedule and the scheduler cursor) and the check orders they generate, unique per plan, machine and date. */
export class Migration20261210000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "maintenance_plan" ("id" serial primary key, "tenant_id" int not null, "name" varchar(30) not null, "first_date" varchar(10) not null, "cycle" int not null, "unit" varchar(8) not null, "days_ahead" int not null, "mode" varchar(8) not null, "dispatch_time" varchar(5) not null, "machines" jsonb not null, "items" jsonb not null, "principal_id" int null, "principal_alias" varchar(20) not null, "address" varchar(200) not null default '', "pictures" jsonb not null, "attachments" jsonb not null, "next_due_date" varchar(10) null, "next_dispatch_at" timestamptz null, "last_due_date" varchar(10) null, "create_time" timestamptz not null, "update_time" timestamptz not null, "version" int not null default 1)`);
    this.addSql('create index "maintenance_plan_next_dispatch_at_index" on "maintenance_plan" ("next_dispatch_at")');
    this.addSql('create index "maintenance_plan_tenant_id_create_time_index" on "maintenance_plan" ("tenant_id", "create_time")');
    this.addSql(`create table "check_order" ("id" serial primary key, "tenant_id" int not null, "number" varchar(32) not null, "plan_id" int null, "plan_name" varchar(30) not null, "product_id" int null, "sn" varchar(100) not null, "model" varchar(100) not null, "customer" varchar(100) not null default '', "address" varchar(200) not null default '', "due_date" varchar(10) not null, "stage" varchar(24) not null default 'processing', "items" jsonb not null, "principal_id" int null, "principal_alias" varchar(20) not null, "create_time" timestamptz not null, "update_time" timestamptz not null, "submitted_at" timestamptz null, "completed_at" timestamptz null, "version" int not null default 1)`);
    this.addSql('alter table "check_order" add constraint "check_order_number_unique" unique ("number")');
    this.addSql('create index "check_order_principal_id_index" on "check_order" ("principal_id")');
    this.addSql('create index "check_order_stage_create_time_index" on "check_order" ("stage", "create_time")');
    this.addSql('create index "check_order_tenant_id_create_time_index" on "check_order" ("tenant_id", "create_time")');
    this.addSql('alter table "check_order" add constraint "check_order_plan_id_product_id_due_date_unique" unique ("plan_id", "product_id", "due_date")');
    this.addSql('alter table "maintenance_plan" add constraint "maintenance_plan_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "maintenance_plan" add constraint "maintenance_plan_principal_id_foreign" foreign key ("principal_id") references "app_user" ("id") on update cascade on delete set null');
    this.addSql('alter table "check_order" add constraint "check_order_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "check_order" add constraint "check_order_plan_id_foreign" foreign key ("plan_id") references "maintenance_plan" ("id") on update cascade on delete set null');
    this.addSql('alter table "check_order" add constraint "check_order_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete set null');
    this.addSql('alter table "check_order" add constraint "check_order_principal_id_foreign" foreign key ("principal_id") references "app_user" ("id") on update cascade on delete set null');
  }
}
