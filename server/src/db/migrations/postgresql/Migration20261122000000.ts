import { Migration } from '@mikro-orm/migrations';

/** Initial schema: tenants, users, sessions, role policies. */
export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table \"role_policy\" (\"id\" serial primary key, \"role\" varchar(20) not null, \"path\" varchar(200) not null, \"method\" varchar(8) not null)");
    this.addSql("create index \"role_policy_role_index\" on \"role_policy\" (\"role\")");
    this.addSql("alter table \"role_policy\" add constraint \"role_policy_role_path_method_unique\" unique (\"role\", \"path\", \"method\")");
    this.addSql("create table \"tenant\" (\"id\" serial primary key, \"name\" varchar(100) not null, \"oem_code\" varchar(50) null, \"level\" varchar(16) not null default 'company', \"parent_id\" int null, \"created_at\" timestamptz not null)");
    this.addSql("create index \"tenant_oem_code_index\" on \"tenant\" (\"oem_code\")");
    this.addSql("create table \"app_user\" (\"id\" serial primary key, \"tenant_id\" int not null, \"name\" varchar(20) not null, \"account\" varchar(16) not null, \"role\" varchar(20) not null, \"phone\" varchar(20) null, \"email\" varchar(100) null, \"password_hash\" varchar(200) not null, \"language\" varchar(8) null, \"avatar_url\" varchar(300) null, \"created_at\" timestamptz not null, \"updated_at\" timestamptz not null)");
    this.addSql("alter table \"app_user\" add constraint \"app_user_account_unique\" unique (\"account\")");
    this.addSql("create table \"session\" (\"id\" serial primary key, \"user_id\" int not null, \"token_hash\" varchar(64) not null, \"created_at\" timestamptz not null, \"expires_at\" timestamptz not null, \"revoked_at\" timestamptz null, \"ip\" varchar(64) null, \"user_agent\" varchar(300) null)");
    this.addSql("alter table \"session\" add constraint \"session_token_hash_unique\" unique (\"token_hash\")");
    this.addSql("alter table \"tenant\" add constraint \"tenant_parent_id_foreign\" foreign key (\"parent_id\") references \"tenant\" (\"id\") on update cascade on delete restrict");
    this.addSql("alter table \"app_user\" add constraint \"app_user_tenant_id_foreign\" foreign key (\"tenant_id\") references \"tenant\" (\"id\") on update cascade on delete restrict");
    this.addSql("alter table \"session\" add constraint \"session_user_id_foreign\" foreign key (\"user_id\") references \"app_user\" (\"id\") on update cascade on delete cascade");
  }
}
