import { Migration } from '@mikro-orm/migrations';

/** Intelligent alarm rules of devices (limits, wear parts, conditions), owned by the device's tenant. */
export class Migration20261207000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `device_alarm_rule` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `device_id` integer not null, `param` text not null, `kind` text not null, `high` double null, `low` double null, `deadband` double null, `lifetime` double null, `advance` double null, `op` text null, `value` text null, `interval` double not null, `opens_repair` integer not null default false, `position` integer not null, constraint `device_alarm_rule_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `device_alarm_rule_device_id_foreign` foreign key(`device_id`) references `device`(`id`) on delete cascade on update cascade)");
    this.addSql('create index `device_alarm_rule_tenant_id_index` on `device_alarm_rule` (`tenant_id`)');
    this.addSql('create index `device_alarm_rule_device_id_index` on `device_alarm_rule` (`device_id`)');
    this.addSql('create index `device_alarm_rule_device_id_position_index` on `device_alarm_rule` (`device_id`, `position`)');
  }
}
