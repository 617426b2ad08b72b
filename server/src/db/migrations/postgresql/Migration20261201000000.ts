import { Migration } from '@mikro-orm/migrations';

/** Custom dashboards: tenant-owned, owned by a user, listed per tenant by update time. */
export class Migration20261201000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "dashboard" ("id" serial primary key, "tenant_id" int not null, "name" varchar(16) not null, "description" varchar(200) not null default \'\', "content" text not null, "cover_icon" text null, "owner_id" int not null, "updated_at" timestamptz not null, "version" int not null default 1)');
    this.addSql('create index "dashboard_tenant_id_updated_at_index" on "dashboard" ("tenant_id", "updated_at")');
    this.addSql('alter table "dashboard" add constraint "dashboard_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "dashboard" add constraint "dashboard_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade');
  }
}
