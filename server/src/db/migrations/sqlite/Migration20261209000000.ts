import { Migration } from '@mikro-orm/migrations';

/** Repair order reminders: due times, delivered once as system messages by whichever instance claims them. */
export class Migration20261209000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `repair_reminder` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `order_id` integer not null, `recipient_id` integer not null, `set_by_id` integer null, `due_at` datetime not null, `fired_at` datetime null, `create_time` datetime not null, constraint `repair_reminder_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `repair_reminder_order_id_foreign` foreign key(`order_id`) references `repair_order`(`id`) on delete cascade on update cascade, constraint `repair_reminder_recipient_id_foreign` foreign key(`recipient_id`) references `app_user`(`id`) on delete cascade on update cascade, constraint `repair_reminder_set_by_id_foreign` foreign key(`set_by_id`) references `app_user`(`id`) on delete set null on update cascade)");
    this.addSql('create index `repair_reminder_tenant_id_index` on `repair_reminder` (`tenant_id`)');
    this.addSql('create index `repair_reminder_order_id_index` on `repair_reminder` (`order_id`)');
    this.addSql('create index `repair_reminder_recipient_id_index` on `repair_reminder` (`recipient_id`)');
    this.addSql('create index `repair_reminder_set_by_id_index` on `repair_reminder` (`set_by_id`)');
    this.addSql('create index `repair_reminder_fired_at_due_at_index` on `repair_reminder` (`fired_at`, `due_at`)');
  }
}
