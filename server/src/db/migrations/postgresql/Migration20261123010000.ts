import { Migration } from '@mikro-orm/migrations';

/** Email addresses up to 254 characters (RFC 5321), the bound the API now checks. SQLite's text columns need no change. */
export class Migration20261123010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "app_user" alter column "email" type varchar(254)');
  }
}
