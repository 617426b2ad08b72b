import { Migration } from '@mikro-orm/migrations';

/** Customer import jobs in the database, so that any instance answers a poll and an interrupted job is told apart. */
export class Migration20261208000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "customer_import" ("id" varchar(36) not null, "tenant_id" int not null, "user_id" int not null, "mode" varchar(8) not null, "state" varchar(8) not null default \'running\', "progress" double precision not null default 0, "processed" int not null default 0, "added" int not null default 0, "updated" int not null default 0, "refused" int not null default 0, "report" jsonb not null, "errorno" int null, "message" varchar(200) null, "started_at" timestamptz not null, "finished_at" timestamptz null, "heartbeat_at" timestamptz not null, constraint "customer_import_pkey" primary key ("id"))');
    this.addSql('create index "customer_import_finished_at_index" on "customer_import" ("finished_at")');
    this.addSql('alter table "customer_import" add constraint "customer_import_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "customer_import" add constraint "customer_import_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade');
  }
}
