import { Migration } from '@mikro-orm/migrations';

/** Repair orders the platform opens from a machine's alarm: the cause, and the key that keeps one open order per device and cause. */
export class Migration20261206000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table `repair_order` add column `alarm_cause` text null');
    this.addSql('alter table `repair_order` add column `open_alarm_key` text null');
    this.addSql('create unique index `repair_order_open_alarm_key_unique` on `repair_order` (`open_alarm_key`)');
  }
}
