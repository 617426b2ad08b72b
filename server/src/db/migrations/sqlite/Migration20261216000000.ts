import { Migration } from '@mikro-orm/migrations';

/**
 * Who set a user's phone, and whether it was used by SMS while someone else's: a number another
 * administrator set does not lead into an administrator role. Numbers stored before count as their owners'.
 */
export class Migration20261216000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table `app_user` add column `phone_set_by_other` integer not null default false');
    this.addSql('alter table `app_user` add column `sms_entry_on_others_number` integer not null default false');
  }
}
