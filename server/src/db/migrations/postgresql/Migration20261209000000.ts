import { Migration } from '@mikro-orm/migrations';

/** Repair order reminders: due times, delivered once as system messages by whichever instance claims them. */
export class Migration20261209000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "repair_reminder" ("id" serial primary key, "tenant_id" int not null, "order_id" int not null, "recipient_id" int not null, "set_by_id" int null, "due_at" timestamptz not null, "fired_at" timestamptz null, "create_time" timestamptz not null)');
    this.addSql('create index "repair_reminder_fired_at_due_at_index" on "repair_reminder" ("fired_at", "due_at")');
    this.addSql('alter table "repair_reminder" add constraint "repair_reminder_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "repair_reminder" add constraint "repair_reminder_order_id_foreign" foreign key ("order_id") references "repair_order" ("id") on update cascade on delete cascade');
    this.addSql('alter table "repair_reminder" add constraint "repair_reminder_recipient_id_foreign" foreign key ("recipient_id") references "app_user" ("id") on update cascade on delete cascade');
    this.addSql('alter table "repair_reminder" add constraint "repair_reminder_set_by_id_foreign" foreign key ("set_by_id") references "app_user" ("id") on update cascade on delete set null');
  }
}
