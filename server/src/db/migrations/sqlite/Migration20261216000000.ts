import { Migration } from '@mikro-orm/migrations';

/** Who set a user's phone: a number another administrator set does not follow its account into an administrator role. Numbers stored before count as the owner's. */
export class Migration20261216000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table `app_user` add column `phone_set_by_other` integer not null default false');
  }
}
