import { Migration } from '@mikro-orm/migrations';

/** Who last submitted a check order: an administrator who stood in and submitted may not accept it too. Orders submitted before have none. */
export class Migration20261217000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "check_order" add column "submitted_by_id" integer null');
  }
}
