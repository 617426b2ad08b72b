import { Migration } from '@mikro-orm/migrations';

/** Integrator tokens: named, hashed, optionally expiring, revocable, owned by their user's tenant. */
export class Migration20261126000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table "api_token" ("id" serial primary key, "tenant_id" int not null, "user_id" int not null, "name" varchar(50) not null, "token_hash" varchar(64) not null, "hint" varchar(8) not null, "created_at" timestamptz not null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null)');
    this.addSql('alter table "api_token" add constraint "api_token_token_hash_unique" unique ("token_hash")');
    this.addSql('create index "api_token_user_id_revoked_at_index" on "api_token" ("user_id", "revoked_at")');
    this.addSql('alter table "api_token" add constraint "api_token_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete restrict');
    this.addSql('alter table "api_token" add constraint "api_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade');
  }
}
