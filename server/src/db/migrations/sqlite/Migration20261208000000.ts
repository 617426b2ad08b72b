import { Migration } from '@mikro-orm/migrations';

/** Customer import jobs in the database, so that any instance answers a poll and an interrupted job is told apart. */
export class Migration20261208000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table `customer_import` (`id` text not null, `tenant_id` integer not null, `user_id` integer not null, `mode` text not null, `state` text not null default 'running', `progress` double not null default 0, `processed` integer not null default 0, `added` integer not null default 0, `updated` integer not null default 0, `refused` integer not null default 0, `report` json not null, `errorno` integer null, `message` text null, `started_at` datetime not null, `finished_at` datetime null, `heartbeat_at` datetime not null, constraint `customer_import_tenant_id_foreign` foreign key(`tenant_id`) references `tenant`(`id`) on delete restrict on update cascade, constraint `customer_import_user_id_foreign` foreign key(`user_id`) references `app_user`(`id`) on delete cascade on update cascade, primary key (`id`))");
    this.addSql('create index `customer_import_tenant_id_index` on `customer_import` (`tenant_id`)');
    this.addSql('create index `customer_import_user_id_index` on `customer_import` (`user_id`)');
    this.addSql('create index `customer_import_finished_at_index` on `customer_import` (`finished_at`)');
  }
}
