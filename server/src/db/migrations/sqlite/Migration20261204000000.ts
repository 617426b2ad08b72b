import { Migration } from '@mikro-orm/migrations';

/**
 * Maintenance members (a profile per user of a member role) and their check-ins; stored system messages with a receipt (read state) per recipient, and work shifts owned by
 * a tenant. The platform-wide shifts of an existing database are copied to every root tenant
 * (one per name), so every device keeps the shifts it followed: a device follows the shifts
 * of its nearest tenant up that has any. SQLite adds a required column only by rebuilding the
 * table (no other table references `work_shift`).
 */
export class Migration20261204000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `system_message` (`id` integer not null primary key autoincrement, `type` text not null, `title` text not null, `content` text not null, `sent_at` datetime not null, `sender_id` integer null, `sender_name` text not null, `sender_tenant_id` integer not null, `to_everyone` integer not null, constraint `system_message_sender_id_foreign` foreign key(`sender_id`) references `app_user`(`id`) on delete set null on update cascade, constraint `system_message_sender_tenant_id_foreign` foreign key(`sender_tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql('create index `system_message_sender_id_index` on `system_message` (`sender_id`)');
    this.addSql('create index `system_message_sender_tenant_id_index` on `system_message` (`sender_tenant_id`)');

    this.addSql("create table `system_message_receipt` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `user_id` integer not null, `message_id` integer not null, `type` text not null, `sent_at` datetime not null, `read_at` datetime null, constraint `system_message_receipt_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `system_message_receipt_user_id_foreign` foreign key(`user_id`) references `app_user`(`id`) on delete cascade on update cascade, constraint `system_message_receipt_message_id_foreign` foreign key(`message_id`) references `system_message`(`id`) on delete cascade on update cascade)");
    this.addSql('create index `system_message_receipt_tenant_id_index` on `system_message_receipt` (`tenant_id`)');
    this.addSql('create index `system_message_receipt_user_id_index` on `system_message_receipt` (`user_id`)');
    this.addSql('create index `system_message_receipt_message_id_index` on `system_message_receipt` (`message_id`)');
    this.addSql('create index `system_message_receipt_user_id_read_at_sent_at_index` on `system_message_receipt` (`user_id`, `read_at`, `sent_at`)');
    this.addSql('create index `system_message_receipt_user_id_sent_at_index` on `system_message_receipt` (`user_id`, `sent_at`)');
    this.addSql('create unique index `system_message_receipt_user_id_message_id_unique` on `system_message_receipt` (`user_id`, `message_id`)');

    this.addSql("create table `work_shift__new` (`id` integer not null primary key autoincrement, `name` text not null, `start` text not null, `end` text not null, `tenant_id` integer not null, `updated_at` datetime not null, constraint `work_shift_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade)");
    this.addSql(
      'insert into `work_shift__new` (`name`, `start`, `end`, `tenant_id`, `updated_at`) ' +
        "select w.`name`, w.`start`, w.`end`, t.`id`, cast(strftime('%s', 'now') as integer) * 1000 from `work_shift` w cross join `tenant` t " +
        'where t.`parent_id` is null and w.`id` = (select min(w2.`id`) from `work_shift` w2 where w2.`name` = w.`name`) order by t.`id`, w.`id`',
    );
    this.addSql('drop table `work_shift`');
    this.addSql('alter table `work_shift__new` rename to `work_shift`');
    this.addSql('create index `work_shift_tenant_id_index` on `work_shift` (`tenant_id`)');
    this.addSql('create unique index `work_shift_tenant_id_name_unique` on `work_shift` (`tenant_id`, `name`)');

    this.addSql("create table `member` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `user_id` integer not null, `remark_name` text not null default '', `gender` text not null default 'unknown', `status` text not null default 'standby', `service_customer_id` integer null, `location` text not null default '', `updated_at` datetime not null, constraint `member_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `member_user_id_foreign` foreign key(`user_id`) references `app_user`(`id`) on delete cascade on update cascade, constraint `member_service_customer_id_foreign` foreign key(`service_customer_id`) references `customer`(`id`) on delete set null on update cascade)");
    this.addSql("create index `member_tenant_id_index` on `member` (`tenant_id`)");
    this.addSql("create unique index `member_user_id_unique` on `member` (`user_id`)");
    this.addSql("create index `member_service_customer_id_index` on `member` (`service_customer_id`)");
    this.addSql("create index `member_tenant_id_status_index` on `member` (`tenant_id`, `status`)");
    this.addSql("create table `member_check_in` (`id` integer not null primary key autoincrement, `tenant_id` integer not null, `member_id` integer not null, `at` datetime not null, `place` text not null, constraint `member_check_in_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `member_check_in_member_id_foreign` foreign key(`member_id`) references `member`(`id`) on delete cascade on update cascade)");
    this.addSql("create index `member_check_in_tenant_id_index` on `member_check_in` (`tenant_id`)");
    this.addSql("create index `member_check_in_member_id_index` on `member_check_in` (`member_id`)");
    this.addSql("create index `member_check_in_member_id_at_index` on `member_check_in` (`member_id`, `at`)");
  }
}
