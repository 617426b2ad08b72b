import { Migration } from '@mikro-orm/migrations';

/** Repair orders: the orders, their timeline entries and the lookup lists (enterprises, repair types, solution modes, service modes), all tenant-owned. */
export class Migration20261205000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql("create table \"repair_lookup\" (\"id\" serial primary key, \"tenant_id\" int not null, \"kind\" varchar(16) not null, \"key\" varchar(50) not null, \"label\" varchar(50) not null, \"position\" int not null)");
    this.addSql("alter table \"repair_lookup\" add constraint \"repair_lookup_tenant_id_kind_key_unique\" unique (\"tenant_id\", \"kind\", \"key\")");
    this.addSql("create table \"repair_order\" (\"id\" serial primary key, \"tenant_id\" int not null, \"number\" varchar(32) not null, \"state\" varchar(24) not null default 'reported', \"type\" varchar(50) not null default '', \"service_mode\" varchar(50) not null default '', \"solution\" varchar(50) not null default '', \"sn\" varchar(100) not null, \"model\" varchar(100) not null, \"description\" varchar(200) not null, \"contact_name\" varchar(20) not null, \"mobile\" varchar(20) not null, \"email\" varchar(254) not null default '', \"company\" varchar(100) not null, \"address\" varchar(200) not null default '', \"agent\" varchar(100) not null, \"allow_query_by_sn\" boolean not null default false, \"pictures\" jsonb not null, \"attachments\" jsonb not null, \"remark\" varchar(200) not null default '', \"product_id\" int null, \"applicant_id\" int null, \"principal_id\" int null, \"principal_alias\" varchar(20) not null default '', \"service_record\" varchar(200) not null default '', \"evaluation_overall\" int null, \"evaluation_response_speed\" int null, \"evaluation_repair_quality\" int null, \"evaluation_service_attitude\" int null, \"evaluation_comment\" varchar(200) not null default '', \"create_time\" timestamptz not null, \"update_time\" timestamptz not null, \"version\" int not null default 1)");
    this.addSql("alter table \"repair_order\" add constraint \"repair_order_number_unique\" unique (\"number\")");
    this.addSql("create index \"repair_order_principal_id_index\" on \"repair_order\" (\"principal_id\")");
    this.addSql("create index \"repair_order_sn_index\" on \"repair_order\" (\"sn\")");
    this.addSql("create index \"repair_order_state_create_time_index\" on \"repair_order\" (\"state\", \"create_time\")");
    this.addSql("create index \"repair_order_tenant_id_create_time_index\" on \"repair_order\" (\"tenant_id\", \"create_time\")");
    this.addSql("create table \"repair_timeline_entry\" (\"id\" serial primary key, \"tenant_id\" int not null, \"order_id\" int not null, \"operate_type\" int not null, \"operator_id\" int null, \"operator_alias\" varchar(20) not null, \"receiver_id\" int null, \"receiver_alias\" varchar(20) not null default '', \"create_time\" timestamptz not null)");
    this.addSql("create index \"repair_timeline_entry_order_id_create_time_index\" on \"repair_timeline_entry\" (\"order_id\", \"create_time\")");
    this.addSql("alter table \"repair_lookup\" add constraint \"repair_lookup_tenant_id_foreign\" foreign key (\"tenant_id\") references \"tenant\" (\"id\") on update cascade on delete restrict");
    this.addSql("alter table \"repair_order\" add constraint \"repair_order_tenant_id_foreign\" foreign key (\"tenant_id\") references \"tenant\" (\"id\") on update cascade on delete restrict");
    this.addSql("alter table \"repair_order\" add constraint \"repair_order_product_id_foreign\" foreign key (\"product_id\") references \"product\" (\"id\") on update cascade on delete set null");
    this.addSql("alter table \"repair_order\" add constraint \"repair_order_applicant_id_foreign\" foreign key (\"applicant_id\") references \"app_user\" (\"id\") on update cascade on delete set null");
    this.addSql("alter table \"repair_order\" add constraint \"repair_order_principal_id_foreign\" foreign key (\"principal_id\") references \"app_user\" (\"id\") on update cascade on delete set null");
    this.addSql("alter table \"repair_timeline_entry\" add constraint \"repair_timeline_entry_tenant_id_foreign\" foreign key (\"tenant_id\") references \"tenant\" (\"id\") on update cascade on delete restrict");
    this.addSql("alter table \"repair_timeline_entry\" add constraint \"repair_timeline_entry_order_id_foreign\" foreign key (\"order_id\") references \"repair_order\" (\"id\") on update cascade on delete cascade");
    this.addSql("alter table \"repair_timeline_entry\" add constraint \"repair_timeline_entry_operator_id_foreign\" foreign key (\"operator_id\") references \"app_user\" (\"id\") on update cascade on delete set null");
    this.addSql("alter table \"repair_timeline_entry\" add constraint \"repair_timeline_entry_receiver_id_foreign\" foreign key (\"receiver_id\") references \"app_user\" (\"id\") on update cascade on delete set null");
  }
}
