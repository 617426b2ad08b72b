import { Migration } from '@mikro-orm/migrations';

/** Intelligent alarm rules of devices (limits, wear parts, conditions), owned by the device's tenant. */
export class Migration20261207000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "device_alarm_rule" ("id" serial primary key, "tenant_id" int not null, "device_id" int not null, "param" varchar(50) not null, "kind" varchar(16) not null, "high" double precision null, "low" double precision null, "deadband" double precision null, "lifetime" double precision null, "advance" double precision null, "op" varchar(2) null, "value" varchar(50) null, "interval" double precision not null, "opens_repair" boolean not null default false, "position" int not null)');
    this.addSql('create index "device_alarm_rule_device_id_position_index" on "device_alarm_rule" ("device_id", "position")');
    this.addSql('alter table "device_alarm_rule" add constraint "device_alarm_rule_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "device_alarm_rule" add constraint "device_alarm_rule_device_id_foreign" foreign key ("device_id") references "device" ("id") on update cascade on delete cascade');
  }
}
