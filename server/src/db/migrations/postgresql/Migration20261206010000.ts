import { Migration } from '@mikro-orm/migrations';

/** Member profiles are made with the account now, never on a read: users of a member role who have none get theirs (standby, no remark). */
export class Migration20261206010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'insert into "member" ("tenant_id", "user_id", "remark_name", "gender", "status", "location", "updated_at") ' +
        "select u.\"tenant_id\", u.\"id\", '', 'unknown', 'standby', '', now() from \"app_user\" u " +
        "where u.\"role\" in ('maintainadmin', 'maintainer') and not exists (select 1 from \"member\" m where m.\"user_id\" = u.\"id\") order by u.\"id\"",
    );
  }
}
