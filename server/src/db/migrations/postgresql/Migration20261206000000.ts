import { Migration } from '@mikro-orm/migrations';

/** Repair orders the platform opens from a machine's alarm: the cause, and the key that keeps one open order per device and cause. */
export class Migration20261206000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "repair_order" add column "alarm_cause" varchar(50) null, add column "open_alarm_key" varchar(80) null');
    this.addSql('alter table "repair_order" add constraint "repair_order_open_alarm_key_unique" unique ("open_alarm_key")');
  }
}
