import { Migration } from '@mikro-orm/migrations';

/** Product manuals (with their tags and tag links), the product display configuration per tenant, and saved table columns per user. */
export class Migration20261125000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table \"tag\" (\"id\" serial primary key, \"tenant_id\" int not null, \"tag_group\" varchar(50) not null, \"name\" varchar(50) not null)");
    this.addSql("create index \"tag_tag_group_name_index\" on \"tag\" (\"tag_group\", \"name\")");
    this.addSql("alter table \"tag\" add constraint \"tag_tenant_id_tag_group_name_unique\" unique (\"tenant_id\", \"tag_group\", \"name\")");
    this.addSql("create table \"product_manual\" (\"id\" serial primary key, \"tenant_id\" int not null, \"name\" varchar(20) not null, \"model\" varchar(50) not null, \"description\" varchar(200) not null default '', \"note\" varchar(200) not null default '', \"cover_picture\" jsonb not null, \"detail_pictures\" jsonb not null, \"files\" jsonb not null, \"params\" jsonb not null, \"status\" varchar(16) not null default 'offshelf', \"create_time\" timestamptz not null, \"on_the_shelf_time\" timestamptz null)");
    this.addSql("create index \"product_manual_model_index\" on \"product_manual\" (\"model\")");
    this.addSql("create index \"product_manual_name_index\" on \"product_manual\" (\"name\")");
    this.addSql("create index \"product_manual_status_index\" on \"product_manual\" (\"status\")");
    this.addSql("create index \"product_manual_status_create_time_index\" on \"product_manual\" (\"status\", \"create_time\")");
    this.addSql("create index \"product_manual_on_the_shelf_time_index\" on \"product_manual\" (\"on_the_shelf_time\")");
    this.addSql("create index \"product_manual_create_time_index\" on \"product_manual\" (\"create_time\")");
    this.addSql("create index \"product_manual_tenant_id_index\" on \"product_manual\" (\"tenant_id\")");
    this.addSql("create table \"product_manual_tag\" (\"manual_id\" int not null, \"tag_id\" int not null, constraint \"product_manual_tag_pkey\" primary key (\"manual_id\", \"tag_id\"))");
    this.addSql("create index \"product_manual_tag_tag_id_index\" on \"product_manual_tag\" (\"tag_id\")");
    this.addSql("create table \"product_display_config\" (\"id\" serial primary key, \"tenant_id\" int not null, \"system_menus\" jsonb not null, \"custom_menus\" jsonb not null, \"official_account\" jsonb not null, \"updated_at\" timestamptz not null)");
    this.addSql("alter table \"product_display_config\" add constraint \"product_display_config_tenant_id_unique\" unique (\"tenant_id\")");
    this.addSql("create table \"table_column_setting\" (\"id\" serial primary key, \"tenant_id\" int not null, \"user_id\" int not null, \"table_name\" varchar(50) not null, \"columns\" jsonb not null, \"updated_at\" timestamptz not null)");
    this.addSql("alter table \"table_column_setting\" add constraint \"table_column_setting_user_id_table_name_unique\" unique (\"user_id\", \"table_name\")");
    this.addSql("alter table \"tag\" add constraint \"tag_tenant_id_foreign\" foreign key (\"tenant_id\") references \"tenant\" (\"id\") on update cascade on delete restrict");
    this.addSql("alter table \"product_manual\" add constraint \"product_manual_tenant_id_foreign\" foreign key (\"tenant_id\") references \"tenant\" (\"id\") on update cascade on delete restrict");
    this.addSql("alter table \"product_manual_tag\" add constraint \"product_manual_tag_manual_id_foreign\" foreign key (\"manual_id\") references \"product_manual\" (\"id\") on update cascade on delete cascade");
    this.addSql("alter table \"product_manual_tag\" add constraint \"product_manual_tag_tag_id_foreign\" foreign key (\"tag_id\") references \"tag\" (\"id\") on update cascade on delete cascade");
    this.addSql("alter table \"product_display_config\" add constraint \"product_display_config_tenant_id_foreign\" foreign key (\"tenant_id\") references \"tenant\" (\"id\") on update cascade on delete restrict");
    this.addSql("alter table \"table_column_setting\" add constraint \"table_column_setting_tenant_id_foreign\" foreign key (\"tenant_id\") references \"tenant\" (\"id\") on update cascade on delete restrict");
    this.addSql("alter table \"table_column_setting\" add constraint \"table_column_setting_user_id_foreign\" foreign key (\"user_id\") references \"app_user\" (\"id\") on update cascade on delete cascade");
  }
}
