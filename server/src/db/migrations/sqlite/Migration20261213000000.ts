import { Migration } from '@mikro-orm/migrations';

/** Product manuals count their edits, so an edit from an older version is refused (errorno 1010007). */
export class Migration20261213000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table `product_manual` add column `version` integer not null default 1');
  }
}
