import { Migration } from '@mikro-orm/migrations';

/**
 * Customer roster and records (docs/architecture.md, Decisions "customers"): the same
 * change as the SQLite migration of this name. A row owned by a customer's own tenant node
 * moves to the nearest company above it (the maker's roster) and keeps the node as
 * `account_tenant_id`; its administrator is the owner's first tenant administrator.
 */
export class Migration20261202000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "customer" add column "alias" varchar(30) null, add column "custom_params" jsonb not null default \'[]\', add column "code" varchar(50) null, add column "contact_person" varchar(50) null, add column "nc_account" varchar(50) null, add column "main_business" varchar(200) null, add column "responsible_sales" varchar(50) null, add column "label" varchar(50) null, add column "country" varchar(8) null, add column "province" varchar(8) null, add column "city" varchar(8) null, add column "status" varchar(16) not null default \'normal\', add column "deleted_at" timestamptz null, add column "created_at" timestamptz not null default now(), add column "updated_at" timestamptz not null default now(), add column "account_tenant_id" int null, add column "admin_id" int null, add column "pending_admin_id" int null');
    this.addSql('alter table "customer" alter column "custom_params" drop default, alter column "created_at" drop default, alter column "updated_at" drop default');
    this.addSql(
      'with recursive "chain"("cid", "node", "depth") as (' +
        'select c."id", t."parent_id", 1 from "customer" c join "tenant" t on t."id" = c."tenant_id" where t."level" = \'company\' and t."parent_id" is not null ' +
        'union all select ch."cid", n."parent_id", ch."depth" + 1 from "chain" ch join "tenant" n on n."id" = ch."node" where n."level" <> \'company\' and n."parent_id" is not null and ch."depth" < 64), ' +
        '"owner" as (select ch."cid", ch."node" from "chain" ch join "tenant" n on n."id" = ch."node" where n."level" = \'company\') ' +
        'update "customer" c set "account_tenant_id" = c."tenant_id", "tenant_id" = o."node" from "owner" o where o."cid" = c."id"',
    );
    this.addSql('update "customer" c set "name" = c."name" || \' #\' || c."id" where exists (select 1 from "customer" d where d."tenant_id" = c."tenant_id" and d."name" = c."name" and d."id" < c."id")');
    this.addSql('update "customer" c set "admin_id" = (select min(u."id") from "app_user" u where u."tenant_id" = c."tenant_id" and u."role" = \'tenant_admin\')');
    this.addSql('create index "customer_tenant_id_code_index" on "customer" ("tenant_id", "code")');
    this.addSql('create index "customer_tenant_id_status_province_city_index" on "customer" ("tenant_id", "status", "province", "city")');
    this.addSql('create index "customer_tenant_id_status_name_index" on "customer" ("tenant_id", "status", "name")');
    this.addSql('alter table "customer" add constraint "customer_tenant_id_name_unique" unique ("tenant_id", "name")');
    this.addSql('alter table "customer" add constraint "customer_account_tenant_id_foreign" foreign key ("account_tenant_id") references "tenant" ("id") on update cascade on delete set null');
    this.addSql('alter table "customer" add constraint "customer_admin_id_foreign" foreign key ("admin_id") references "app_user" ("id") on update cascade on delete set null');
    this.addSql('alter table "customer" add constraint "customer_pending_admin_id_foreign" foreign key ("pending_admin_id") references "app_user" ("id") on update cascade on delete set null');

    this.addSql('create table "customer_log" ("id" serial primary key, "tenant_id" int not null, "customer_id" int null, "customer_name" varchar(100) not null, "operate_type" varchar(16) not null, "operator_id" int null, "operator_name" varchar(100) not null, "detail" varchar(500) not null default \'\', "created_at" timestamptz not null)');
    this.addSql('create index "customer_log_customer_id_created_at_index" on "customer_log" ("customer_id", "created_at")');
    this.addSql('alter table "customer_log" add constraint "customer_log_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "customer_log" add constraint "customer_log_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete set null');
    this.addSql('alter table "customer_log" add constraint "customer_log_operator_id_foreign" foreign key ("operator_id") references "app_user" ("id") on update cascade on delete set null');

    this.addSql('create table "customer_collaborator" ("id" serial primary key, "customer_id" int not null, "user_id" int not null, "created_at" timestamptz not null)');
    this.addSql('alter table "customer_collaborator" add constraint "customer_collaborator_customer_id_user_id_unique" unique ("customer_id", "user_id")');
    this.addSql('alter table "customer_collaborator" add constraint "customer_collaborator_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade');
    this.addSql('alter table "customer_collaborator" add constraint "customer_collaborator_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade');
  }
}
